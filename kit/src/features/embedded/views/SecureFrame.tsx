// The secure site's visible UI (approve, recovery, export, e-mail change) at the view's full width: the host
// page only hosts it; what is signed, the password, the key and the e-mail change codes are shown and typed on
// the secure origin.

import { useEffect, useState } from 'react';
import { useModalInstance } from '../../../react/context.js';
import { secureFrame } from '../frame.css.js';
import { abandonSecureRequest } from '../secure.js';
import { embeddedState, secureUiUrl, type SecureKind } from '../state.js';
import { texts } from '../texts.js';
import { StorageNotice } from './StorageNotice.js';

export function SecureFrame({ kind }: { kind: SecureKind }) {
  const modal = useModalInstance();
  // Leaving the view (back, close) abandons the request it hosts.
  useEffect(() => () => abandonSecureRequest(modal), [modal]);
  // The page needs the wallet frame's UI channel key, known once the frame has shaken hands.
  const messenger = embeddedState(modal).messenger;
  const [channel, setChannel] = useState(messenger?.uiChannel);
  useEffect(() => {
    let live = true;
    messenger?.ready().then(() => live && setChannel(messenger.uiChannel), () => undefined);
    return () => {
      live = false;
    };
  }, [messenger]);
  if (!channel) return null;
  const src = secureUiUrl(modal, kind);
  // WebAuthn (passkeys) runs in this cross-origin frame: delegated to the secure origin only.
  const origin = new URL(src).origin;
  return (
    <>
      <StorageNotice />
      <iframe className={secureFrame} title={texts.secureTitle} src={src} allow={`publickey-credentials-create ${origin}; publickey-credentials-get ${origin}; clipboard-write ${origin}`} />
    </>
  );
}

/** EmbeddedSecure: recovery set-up or use, and key export. */
export function EmbeddedSecure() {
  const modal = useModalInstance();
  const kind = embeddedState(modal).secureKind;
  return <SecureFrame kind={kind === 'approve' ? 'recovery' : kind} />;
}

/** EmbeddedUpdateEmail: the secure UI's "Change e-mail" screen takes the new address and both codes (issue 29). */
export function EmbeddedUpdateEmail() {
  return <SecureFrame kind="email" />;
}

/** ApproveTransaction: the secure UI shows what will be signed, with its Approve and Reject buttons. */
export function ApproveTransaction() {
  return <SecureFrame kind="approve" />;
}
