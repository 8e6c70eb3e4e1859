// 'Farcaster': the channel's URL as a QR code and an "Open in Farcaster" link, while the frame waits for the
// Farcaster app (spec §3 CONNECT_FARCASTER). Going back clears the URL and reloads the frame (router, spec §2).

import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { errorText } from '../../../core/controllers/notifications.js';
import { useModalInstance } from '../../../react/context.js';
import { ErrorText } from '../../../views/components/ErrorText.js';
import { QrCode } from '../../../views/components/QrCode.js';
import { center, primaryButton, secondaryText, spinner } from '../../../views/components/ui.css.js';
import { waitForFarcaster } from '../farcaster.js';
import { texts } from '../texts.js';

export function ConnectingFarcaster() {
  const modal = useModalInstance();
  const url = useStore(modal.$accounts).eip155?.farcasterUrl;
  const [error, setError] = useState<string>();
  useEffect(() => {
    // No URL: the sign-in already answered (this view shows again under the recovery step) or was left.
    if (!url) return;
    const controller = new AbortController();
    waitForFarcaster(modal, controller.signal).catch((failure: unknown) => {
      if (!controller.signal.aborted) setError(errorText(failure));
    });
    return () => controller.abort();
  }, [modal, url]);
  return (
    <div className={center}>
      {url ? <QrCode value={url} label={texts.farcasterQr} testId="farcaster-qr" /> : null}
      <p className={secondaryText}>{texts.farcasterHint}</p>
      {url ? (
        <a className={primaryButton} href={url} target="_blank" rel="noopener noreferrer">
          {texts.farcasterOpen}
        </a>
      ) : null}
      {error ? <ErrorText message={error} /> : <div className={spinner} role="progressbar" aria-label={texts.farcasterWaiting} />}
    </div>
  );
}
