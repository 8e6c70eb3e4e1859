// UnsupportedChain: the wallet is on a network the app does not list; switch or disconnect.

import { disconnect } from '../../core/controllers/connectionLoader.js';
import { closeModal } from '../../core/controllers/modal.js';
import { showError } from '../../core/controllers/notifications.js';
import { useModalInstance } from '../../react/context.js';
import { NetworkList } from '../Networks/NetworkList.js';
import { secondaryButton, secondaryText, stack } from '../components/ui.css.js';
import { t } from '../i18n/en.js';

export function UnsupportedChain() {
  const modal = useModalInstance();
  const leave = () => disconnect(modal).then(() => closeModal(modal), (error: unknown) => showError(modal, error));
  return (
    <div className={stack}>
      <p className={secondaryText}>{t('unsupported.message')}</p>
      <NetworkList onSwitched={() => closeModal(modal)} />
      <button type="button" className={secondaryButton} onClick={leave}>
        {t('unsupported.disconnect')}
      </button>
    </div>
  );
}
