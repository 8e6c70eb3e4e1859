// The ConnectButton's state and actions, for apps that draw their own button (render prop, asChild or
// a hook): the shape RainbowKit's ConnectButton.Custom gives, so such apps move over without rewrites.

import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { toFixedDecimals } from '../core/format/decimals.js';
import { truncateMiddle } from '../core/format/truncate.js';
import type { ConnectionStatus } from '../core/types.js';
import { useModalInstance } from './context.js';

export interface ConnectButtonAccount {
  address: string;
  /** The profile name when there is one, otherwise the short address (`0xf3…b92266`). */
  displayName: string;
  /** Native balance with 3 decimals and its symbol (`1.234 ETH`), once read. */
  displayBalance?: string;
  /** Native balance as a decimal string in whole units. */
  balance?: string;
  balanceSymbol?: string;
  profileName?: string;
  profileImage?: string;
}

export interface ConnectButtonChain {
  /** CAIP-2 id (`eip155:1`); the wallet's own id when the app does not list its network. */
  id: string;
  name: string;
  /** The wallet is on a network the app does not list. */
  unsupported: boolean;
}

export interface ConnectButtonState {
  /** True after the first render in the browser: render nothing wallet-specific before it (server rendering). */
  mounted: boolean;
  /** Mounted and no connection under way (an earlier visit's wallet reconnecting, or a connect): safe to show connected or not. */
  ready: boolean;
  connected: boolean;
  status: ConnectionStatus;
  account?: ConnectButtonAccount;
  chain?: ConnectButtonChain;
  /** Opens the modal on Connect. */
  openConnectModal: () => void;
  /** Opens the modal on Account. */
  openAccountModal: () => void;
  /** Opens the modal on Networks. */
  openChainModal: () => void;
  /** What the ConnectButton itself does on click: Account when connected, Connect otherwise. */
  open: () => void;
}

/**
 * The state a custom connect button needs.
 * @example
 * const { ready, account, chain, openConnectModal, openAccountModal } = useConnectButton();
 * if (!ready) return null;
 * return account ? <button onClick={openAccountModal}>{account.displayName}</button> : <button onClick={openConnectModal}>Connect</button>;
 */
export function useConnectButton(): ConnectButtonState {
  const modal = useModalInstance();
  const account = useStore(modal.$account);
  const network = useStore(modal.$network);
  // An earlier visit's wallet reconnecting sets the connection's status, not the account's: without it the
  // button showed 'Connect Wallet' on every reload until the wallet answered (issue 18; the reload browser test guards it).
  const connection = useStore(modal.$connection);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const connected = account.status === 'connected' && account.address !== undefined;
  const status: ConnectionStatus = connected ? 'connected' : connection.status === 'connecting' ? 'connecting' : account.status;
  const actions = useMemo(
    () => ({
      openConnectModal: () => modal.open({ view: 'Connect' }),
      openAccountModal: () => modal.open({ view: 'Account' }),
      openChainModal: () => modal.open({ view: 'Networks' }),
      open: () => modal.open(),
    }),
    [modal],
  );
  const { address, balance, balanceSymbol, profileName, profileImage } = account;
  return {
    mounted,
    ready: mounted && status !== 'connecting',
    connected,
    status,
    account:
      connected && address
        ? {
            address,
            displayName: profileName ?? truncateMiddle(address),
            displayBalance: balance === undefined ? undefined : `${toFixedDecimals(balance)}${balanceSymbol ? ` ${balanceSymbol}` : ''}`,
            balance,
            balanceSymbol,
            profileName,
            profileImage,
          }
        : undefined,
    chain: !connected
      ? undefined
      : network.unsupportedChainId !== undefined
        ? { id: network.unsupportedChainId, name: network.unsupportedChainId, unsupported: true }
        : network.caipNetwork
          ? { id: network.caipNetwork.caipNetworkId, name: network.caipNetwork.name, unsupported: false }
          : undefined,
    ...actions,
  };
}
