// A button for one wallet ("Connect MetaMask"): connects it directly, without opening the list, and
// says so plainly when the wallet is not installed in this browser.

import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { ErrorMessages } from '../core/errors/messages.js';
import type { Connector } from '../core/types.js';
import * as styles from './ConnectButton.css.js';
import { useModalInstance } from './context.js';
import { findConnector } from './findConnector.js';
import { useConnectWallet, type UseConnectWalletReturnType } from './headless.js';
import { useResolvedTheme } from './theme.js';

export interface WalletButtonState extends UseConnectWalletReturnType {
  /** The wallet's connector on this page; absent when it is not installed. */
  connector?: Connector;
  /** Connected, and through this wallet. */
  connected: boolean;
  /** The text the button shows when the wallet is missing: "MetaMask is not installed in this browser". */
  notInstalledText: string;
}

export interface WalletButtonProps {
  /** The wallet: its connector id, EIP-6963 rdns (`io.metamask`) or directory id. */
  wallet: string;
  /** Its name while it is not installed (the connector's own name is used once it is). Default: `wallet`. */
  name?: string;
  /** Renders everything from the button's state instead of our button. */
  children?: (state: WalletButtonState & { connectWallet: () => void }) => ReactNode;
}

/**
 * @example
 * <WalletButton wallet="io.metamask" name="MetaMask" />
 */
export function WalletButton({ wallet, name, children }: WalletButtonProps) {
  const modal = useModalInstance();
  const theme = useResolvedTheme();
  const connector = findConnector(useStore(modal.$connectors), wallet);
  const connection = useStore(modal.$connection);
  const connecting = useConnectWallet();
  const label = connector?.name ?? name ?? wallet;
  const connected = connector !== undefined && connection.status === 'connected' && connection.connectorId === connector.id;
  const connectWallet = () => void connecting.connect(wallet).catch(() => {}); // the state carries the error
  const state = { ...connecting, connector, connected, notInstalledText: ErrorMessages.WALLET_NOT_INSTALLED(label), connectWallet };
  if (children) return <>{children(state)}</>;
  if (!connector) {
    return (
      <span role="status" data-wm-theme={theme.mode} ref={theme.ref}>
        {state.notInstalledText}
      </span>
    );
  }
  return (
    <span data-wm-theme={theme.mode} ref={theme.ref}>
      <button
        type="button"
        className={styles.button}
        data-connected={connected}
        disabled={connecting.status === 'connecting'}
        onClick={connected ? () => modal.open({ view: 'Account' }) : connectWallet}
      >
        {connector.imageUrl ? <img src={connector.imageUrl} alt="" width={20} height={20} /> : null}
        {connected ? `${label} connected` : connecting.status === 'connecting' ? 'Connecting…' : `Connect ${label}`}
      </button>
      {connecting.error ? <span role="alert">{connecting.error.message}</span> : null}
    </span>
  );
}
