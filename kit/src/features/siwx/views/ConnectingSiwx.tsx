// ConnectingSiwe: the wallet is asked to sign the sign-in message.

import { center, secondaryText, spinner } from '../../../views/components/ui.css.js';
import { texts } from '../texts.js';

export function ConnectingSiwx() {
  return (
    <div className={center}>
      <div className={spinner} role="progressbar" aria-label={texts.waiting} />
      <p className={secondaryText}>{texts.approve}</p>
    </div>
  );
}
