// Receive: the connected address as a QR code and as text to copy, and the networks of its namespace
// it can receive on, with a warning to send only on those.

import { useStore } from '@nanostores/react';
import { copyText } from '../../core/controllers/notifications.js';
import { useModalInstance } from '../../react/context.js';
import { QrCode } from '../../views/components/QrCode.js';
import { center, primaryButton, secondaryText } from '../../views/components/ui.css.js';
import * as styles from './Receive.css.js';
import { texts } from './texts.js';
import { networkName } from '../../views/components/networkDisplay.js';

export function Receive() {
  const modal = useModalInstance();
  const { address } = useStore(modal.$account);
  const namespace = useStore(modal.$activeNamespace);
  if (!address) return null;
  const networks = modal.options.networks.filter((network) => network.chainNamespace === namespace);
  const copy = () => copyText(modal, address, texts.copied);

  return (
    <div className={center}>
      <QrCode value={address} label={texts.qrLabel} testId="receive-qr" />
      <p className={styles.address} data-testid="receive-address">
        {address}
      </p>
      <button type="button" className={primaryButton} onClick={copy}>
        {texts.copy}
      </button>
      <ul className={styles.networks} aria-label={texts.networks}>
        {networks.map((network) => (
          <li key={network.caipNetworkId} className={styles.network}>
            {networkName(network)}
          </li>
        ))}
      </ul>
      <p className={secondaryText} role="note">
        {texts.warning({ networks: networks.map((network) => networkName(network)).join(', ') })}
      </p>
    </div>
  );
}
