// ConnectingExternal: waiting for an injected wallet to approve; on error it shakes and offers a retry.

import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { reset } from '../../core/controllers/router.js';
import { useModalInstance } from '../../react/context.js';
import { startConnecting } from '../Connect/startConnecting.js';
import { center, secondaryButton, secondaryText, shake, spinner } from '../components/ui.css.js';
import { WalletIcon } from '../components/WalletIcon.js';
import { ErrorText } from '../components/ErrorText.js';
import { t } from '../i18n/en.js';

export function ConnectingExternal() {
  const modal = useModalInstance();
  const { data } = useStore(modal.$router);
  const { status, error } = useStore(modal.$connection);
  const connector = data?.connector;

  useEffect(() => {
    if (status === 'connected') reset(modal, 'Account');
  }, [modal, status]);

  if (!connector) return null;
  const failed = status === 'disconnected' && error !== undefined;
  return (
    <div className={center}>
      <WalletIcon connector={connector} className={failed ? shake : ''} />
      {failed ? null : <div className={spinner} role="progressbar" aria-label={t('connecting.accept')} />}
      <p>{t('connecting.continueIn', { name: connector.name })}</p>
      {failed ? (
        <>
          <ErrorText message={error.message} code={error.code} />
          <button type="button" className={secondaryButton} onClick={() => startConnecting(modal, connector)}>
            {t('connecting.retry')}
          </button>
        </>
      ) : (
        <p className={secondaryText}>{t('connecting.accept')}</p>
      )}
    </div>
  );
}
