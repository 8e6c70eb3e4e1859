// SIWXSignMessage: asks the connected account to sign in; shows the last attempt's error (spec §4).

import { useStore } from '@nanostores/react';
import { useModalInstance } from '../../../react/context.js';
import { ErrorText } from '../../../views/components/ErrorText.js';
import { center, primaryButton, secondaryButton, secondaryText, stack } from '../../../views/components/ui.css.js';
import { cancelSignIn, signIn } from '../flow.js';
import { siwxState } from '../state.js';
import { texts } from '../texts.js';

export function SiwxSignMessage() {
  const modal = useModalInstance();
  const state = siwxState(modal);
  const error = useStore(state.$error);
  const app = modal.options.metadata?.name ?? texts.thisApp;
  return (
    <div className={center}>
      <p>{texts.intro({ app })}</p>
      <p className={secondaryText}>{texts.hint}</p>
      <ErrorText message={error} />
      <div className={stack}>
        <button type="button" className={primaryButton} onClick={() => void signIn(modal)}>
          {texts.sign}
        </button>
        <button type="button" className={secondaryButton} onClick={() => void cancelSignIn(modal)}>
          {state.required ? texts.disconnect : texts.cancel}
        </button>
      </div>
    </div>
  );
}
