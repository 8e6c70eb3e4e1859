// RegisterAccountNameSuccess: the name is registered and is now the profile name.

import { useStore } from '@nanostores/react';
import { reset } from '../../../core/controllers/router.js';
import { useModalInstance } from '../../../react/context.js';
import { center, primaryButton } from '../../../views/components/ui.css.js';
import { texts } from '../texts.js';

export function RegisterAccountNameSuccess() {
  const modal = useModalInstance();
  // Registering made the name the account's profile name.
  const { profileName = '' } = useStore(modal.$account);
  return (
    <div className={center}>
      <p>{texts.success({ name: profileName })}</p>
      <button type="button" className={primaryButton} onClick={() => reset(modal, 'Account')}>
        {texts.done}
      </button>
    </div>
  );
}
