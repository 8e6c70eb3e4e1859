// ConnectButton: "Connect Wallet" when disconnected, balance and short address when connected.

import { useStore } from '@nanostores/react';
import { toFixedDecimals } from '../core/format/decimals.js';
import { truncateMiddle } from '../core/format/truncate.js';
import { useModalInstance } from './context.js';
import * as styles from './ConnectButton.css.js';
import { loadViews } from './loadViews.js';
import { useResolvedTheme } from './theme.js';

export interface ConnectButtonProps {
  /** Label while disconnected. */
  label?: string;
  /** Show the native balance beside the address. */
  showBalance?: boolean;
}

/**
 * @example
 * <ConnectButton label="Sign in" />
 */
export function ConnectButton({ label = 'Connect Wallet', showBalance = true }: ConnectButtonProps) {
  const modal = useModalInstance();
  const { status, address, balance, balanceSymbol, profileName } = useStore(modal.$account);
  const theme = useResolvedTheme();
  const connected = status === 'connected' && address !== undefined;
  return (
    <button
      type="button"
      className={styles.button}
      data-wm-theme={theme.mode}
      style={theme.style}
      data-connected={connected}
      onPointerEnter={() => void loadViews()}
      onClick={() => modal.open()}
      aria-label={connected ? `Account ${truncateMiddle(address)}` : undefined}
    >
      {connected ? (
        <>
          {showBalance && balance !== undefined ? (
            <span className={styles.balance}>{`${toFixedDecimals(balance)} ${balanceSymbol ?? ''}`}</span>
          ) : null}
          <span>{profileName ?? truncateMiddle(address)}</span>
        </>
      ) : status === 'connecting' ? (
        'Connecting…'
      ) : (
        label
      )}
    </button>
  );
}
