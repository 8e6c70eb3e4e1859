// The app's networks as a list of buttons; picking one switches to it.

import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { switchNetwork } from '../../core/controllers/network.js';
import { useModalInstance } from '../../react/context.js';
import { list, row, rowHint, rowLabel } from '../components/ui.css.js';
import { ErrorText } from '../components/ErrorText.js';
import { t } from '../i18n/en.js';

export function NetworkList({ onSwitched }: { onSwitched: () => void }) {
  const modal = useModalInstance();
  const { caipNetwork, unsupportedChainId } = useStore(modal.$network);
  const [error, setError] = useState<string>();
  const select = async (caipNetworkId: string) => {
    setError(undefined);
    try {
      await switchNetwork(modal, caipNetworkId);
      onSwitched();
    } catch (cause) {
      setError(cause instanceof Error ? cause.message.split('\n')[0] : String(cause));
    }
  };
  return (
    <>
      <ul className={list} aria-label={t('networks.list')}>
        {modal.options.networks.map((network) => {
          const current = !unsupportedChainId && network.caipNetworkId === caipNetwork?.caipNetworkId;
          return (
            <li key={network.caipNetworkId}>
              <button type="button" className={row} aria-current={current} onClick={() => select(network.caipNetworkId)}>
                <span className={rowLabel}>{network.name}</span>
                {current ? <span className={rowHint}>{t('networks.current')}</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
      <ErrorText message={error} />
    </>
  );
}
