// The app's networks as a list of buttons, grouped by namespace (a heading per namespace when the app
// lists several); picking one switches to it, and a network of another namespace makes that namespace
// the active one (each namespace keeps its account).

import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { switchNetwork } from '../../core/controllers/network.js';
import type { CaipNetwork, ChainNamespace } from '../../core/types.js';
import { useModalInstance } from '../../react/context.js';
import { list, row, rowHint, rowLabel } from '../components/ui.css.js';
import { ErrorText } from '../components/ErrorText.js';
import { NetworkName } from '../components/NetworkIcon.js';
import { t } from '../i18n/en.js';
import * as styles from './NetworkList.css.js';

/** The app's networks by namespace, in the order the app lists them. */
function byNamespace(networks: readonly CaipNetwork[]): [ChainNamespace, CaipNetwork[]][] {
  const groups = new Map<ChainNamespace, CaipNetwork[]>();
  for (const network of networks) groups.set(network.chainNamespace, [...(groups.get(network.chainNamespace) ?? []), network]);
  return [...groups];
}

export function NetworkList({ onSwitched }: { onSwitched: () => void }) {
  const modal = useModalInstance();
  const active = useStore(modal.$activeNamespace);
  const states = useStore(modal.$networks);
  const connections = useStore(modal.$connections);
  const [error, setError] = useState<string>();
  const id = useId();
  const select = async (caipNetworkId: string) => {
    setError(undefined);
    try {
      await switchNetwork(modal, caipNetworkId);
      onSwitched();
    } catch (cause) {
      setError(cause instanceof Error ? cause.message.split('\n')[0] : String(cause));
    }
  };
  const groups = byNamespace(modal.options.networks);
  const buttons = (namespace: ChainNamespace, networks: CaipNetwork[], label: { 'aria-label'?: string; 'aria-labelledby'?: string }) => {
    const state = states[namespace];
    return (
      <ul className={list} {...label}>
        {networks.map((network) => {
          const selected = !state?.unsupportedChainId && network.caipNetworkId === state?.caipNetwork?.caipNetworkId;
          // The active network, and the network each other namespace's wallet stays connected on.
          const current = selected && (namespace === active || Boolean(connections[namespace]));
          // A connected wallet that approved only some of the app's networks (a WalletConnect session): the rest are listed, not
          // offered; except on EVM, where switching asks the wallet to add the chain (wallet_addEthereumChain on 4902).
          const approved =
            namespace === 'eip155' || !state || state.supportsAllNetworks || !connections[namespace] || state.approvedCaipNetworkIds.includes(network.caipNetworkId as never);
          return (
            <li key={network.caipNetworkId}>
              <button
                type="button"
                className={row}
                aria-current={selected && namespace === active}
                disabled={!approved}
                onClick={() => select(network.caipNetworkId)}
              >
                <span className={rowLabel}>
                  <NetworkName network={network} nameTestId="network-name" />
                </span>
                {/* A space, so the button's name reads "Ethereum Connected" (a flex row ignores it). */}
                {current ? <> <span className={rowHint}>{t('networks.current')}</span></> : null}
                {approved ? null : <> <span className={rowHint}>{t('networks.notApproved')}</span></>}
              </button>
            </li>
          );
        })}
      </ul>
    );
  };
  return (
    <>
      {groups.length === 1 ? (
        buttons(groups[0]![0], groups[0]![1], { 'aria-label': t('networks.list') })
      ) : (
        <div className={styles.groups} role="group" aria-label={t('networks.list')}>
          {groups.map(([namespace, networks]) => (
            <section key={namespace} aria-labelledby={`${id}-${namespace}`}>
              <h3 id={`${id}-${namespace}`} className={styles.groupHeading}>
                {t(`networks.namespace.${namespace}`)}
              </h3>
              {buttons(namespace, networks, { 'aria-labelledby': `${id}-${namespace}` })}
            </section>
          ))}
        </div>
      )}
      <ErrorText message={error} />
    </>
  );
}
