// The pairing panel both WalletConnect views share: a loading state while the URI is fetched, the QR
// code (renewed by the adapter before it expires), "Copy link", the wallet's deep link, errors with a retry.

import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { rememberDeepLink } from '../../core/controllers/deepLink.js';
import { reset } from '../../core/controllers/router.js';
import { useModalInstance } from '../../react/context.js';
import type { WalletLinks } from '../../core/types.js';
import { isMobile } from '../AllWallets/openDirectoryWallet.js';
import { center, primaryButton, secondaryButton, secondaryText, spinner } from '../components/ui.css.js';
import { ErrorText } from '../components/ErrorText.js';
import { t } from '../i18n/en.js';
import { pickWalletLink, walletHref } from './deepLink.js';
import * as styles from './Pairing.css.js';
import { QrCode } from '../components/QrCode.js';
import { placeholder } from '../components/QrCode.css.js';
import { startPairing } from './startPairing.js';

export interface PairingWallet {
  name: string;
  imageUrl?: string;
  links?: WalletLinks;
}

export function Pairing({ wallet }: { wallet?: PairingWallet }) {
  const modal = useModalInstance();
  const { uri, status, error } = useStore(modal.$connection);
  const [copied, setCopied] = useState(false);
  const target = useMemo(() => pickWalletLink(wallet?.links, isMobile()), [wallet]);

  useEffect(() => startPairing(modal), [modal]);
  useEffect(() => {
    if (status === 'connected') reset(modal, 'Account');
  }, [modal, status]);
  useEffect(() => setCopied(false), [uri]);

  if (error !== undefined && status !== 'connected') {
    return (
      <div className={center}>
        <ErrorText message={error.message} code={error.code} />
        <button type="button" className={secondaryButton} onClick={() => startPairing(modal)}>
          {t('connecting.retry')}
        </button>
      </div>
    );
  }

  const copy = async () => {
    if (!uri) return;
    await navigator.clipboard?.writeText(uri).catch(() => undefined);
    setCopied(true);
  };
  const href = uri && target ? walletHref(target.link, uri) : undefined;
  const name = wallet?.name ?? 'WalletConnect';

  return (
    <div className={center}>
      {uri ? (
        <QrCode value={uri} label={t('walletConnect.qrLabel', { name })} imageUrl={wallet?.imageUrl} testId="wc-qr" />
      ) : (
        <div className={placeholder} aria-busy="true">
          <div className={spinner} role="progressbar" aria-label={t('walletConnect.loading')} />
        </div>
      )}
      <p className={secondaryText}>{wallet ? t('walletConnect.scanWith', { name }) : t('walletConnect.scan')}</p>
      <div className={styles.actions}>
        {target && wallet ? (
          <a
            className={`${primaryButton} ${styles.action}`}
            href={href}
            aria-disabled={href ? undefined : true}
            target={target.kind === 'webapp' ? '_blank' : undefined}
            rel="noopener noreferrer"
            onClick={(event) => (href ? rememberDeepLink(modal, { href, name }) : event.preventDefault())}
          >
            {t('walletConnect.open', { name })}
          </a>
        ) : null}
        <button type="button" className={`${secondaryButton} ${styles.action}`} onClick={copy} disabled={!uri}>
          {t('walletConnect.copy')}
        </button>
      </div>
      {wallet?.links?.store ? (
        <a className={styles.getWallet} href={wallet.links.store} target="_blank" rel="noopener noreferrer">
          {t('walletConnect.get', { name })}
        </a>
      ) : null}
      <p className={secondaryText} role="status">
        {copied ? t('walletConnect.copied') : ''}
      </p>
    </div>
  );
}
