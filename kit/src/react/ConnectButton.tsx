// ConnectButton: "Connect Wallet" when disconnected, balance and short address when connected. Apps
// that draw their own button pass `asChild` (their element, our behaviour and label) or a function
// child (their whole rendering, from our state).

import { Slot, Slottable } from '@radix-ui/react-slot';
import type { ReactElement, ReactNode } from 'react';
import { truncateMiddle } from '../core/format/truncate.js';
import * as styles from './ConnectButton.css.js';
import { loadViews } from './loadViews.js';
import { useResolvedTheme } from './theme.js';
import { useConnectButton, type ConnectButtonState } from './useConnectButton.js';

export interface ConnectButtonProps {
  /** Label while disconnected. */
  label?: string;
  /** Show the native balance beside the address. */
  showBalance?: boolean;
  /** Render onto the one child element instead of our <button>: it gets our click, state attributes and label. */
  asChild?: boolean;
  /** With `asChild`, the element to render onto; or a function of the button's state that renders everything. */
  children?: ReactElement | ((state: ConnectButtonState) => ReactNode);
}

/**
 * @example
 * <ConnectButton label="Sign in" />
 * <ConnectButton asChild><a className="nav-link" href="#wallet" /></ConnectButton>
 * <ConnectButton>{({ account, openConnectModal, openAccountModal }) => …}</ConnectButton>
 */
export function ConnectButton({ label = 'Connect Wallet', showBalance = true, asChild = false, children }: ConnectButtonProps) {
  const state = useConnectButton();
  const theme = useResolvedTheme();
  if (typeof children === 'function') return <>{children(state)}</>;
  const { account, status, open } = state;
  const content = account ? (
    <>
      {showBalance && account.displayBalance !== undefined ? <span className={asChild ? undefined : styles.balance}>{account.displayBalance}</span> : null}
      <span>{account.displayName}</span>
    </>
  ) : status === 'connecting' ? (
    'Connecting…'
  ) : (
    label
  );
  const props = {
    'data-connected': account !== undefined,
    onPointerEnter: () => void loadViews(),
    onClick: open,
    'aria-label': account ? `Account ${truncateMiddle(account.address)}` : undefined,
  };
  if (asChild) {
    if (!children) throw new Error('<ConnectButton asChild> needs one element child to render onto, e.g. <ConnectButton asChild><a href="#" /></ConnectButton>.');
    return (
      <Slot {...props}>
        <Slottable>{children}</Slottable>
        {content}
      </Slot>
    );
  }
  return (
    <button type="button" className={styles.button} data-wm-theme={theme.mode} style={theme.style} {...props}>
      {content}
    </button>
  );
}
