// The embedded account's settings: its e-mail (and changing it, in the secure UI), the account type, the key export in
// the secure UI, and sign-out (the modal's disconnect: SIGN_OUT, then the cached login data cleared).

import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { errorText, showError, showSuccess } from '../../../core/controllers/notifications.js';
import { useModalInstance } from '../../../react/context.js';
import { ErrorText } from '../../../views/components/ErrorText.js';
import { row, rowHint, rowLabel, secondaryText, stack } from '../../../views/components/ui.css.js';
import { changeEmail, exportWallet, manageDevices } from '../account.js';
import { embeddedState } from '../state.js';
import { texts } from '../texts.js';
import { StorageNotice } from './StorageNotice.js';

export function EmbeddedSettings() {
  const modal = useModalInstance();
  const email = useStore(embeddedState(modal).$email);
  const [error, setError] = useState<string>();
  const exportKey = () => {
    setError(undefined);
    exportWallet(modal).catch((failure: unknown) => setError(errorText(failure)));
  };
  const devices = () => {
    setError(undefined);
    manageDevices(modal).catch((failure: unknown) => setError(errorText(failure)));
  };
  const updateEmail = () => {
    setError(undefined);
    changeEmail(modal).then((changed) => changed && showSuccess(modal, texts.emailChanged), (failure: unknown) => setError(errorText(failure)));
  };
  const signOut = () => modal.disconnect().then(() => modal.close(), (failure: unknown) => showError(modal, failure));
  return (
    <div className={stack}>
      <StorageNotice />
      <button type="button" className={row} onClick={updateEmail}>
        <span className={rowLabel}>{texts.settingsEmail}</span>
        <span className={rowHint} data-testid="embedded-email">
          {email}
        </span>
      </button>
      {/* Only the EOA can work today (the smart account is another issue): shown, not offered as a choice. */}
      <div className={row} role="group" aria-label={texts.accountType}>
        <span className={rowLabel}>{texts.accountType}</span>
        <span className={rowHint}>{texts.accountTypeEoa}</span>
      </div>
      <button type="button" className={row} onClick={exportKey}>
        <span className={rowLabel}>{texts.exportKey}</span>
      </button>
      <p className={secondaryText}>{texts.exportHint}</p>
      <button type="button" className={row} onClick={devices}>
        <span className={rowLabel}>{texts.devices}</span>
      </button>
      <p className={secondaryText}>{texts.devicesHint}</p>
      <ErrorText message={error} />
      <button type="button" className={row} onClick={signOut}>
        <span className={rowLabel}>{texts.signOut}</span>
      </button>
    </div>
  );
}
