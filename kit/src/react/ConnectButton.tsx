// ConnectButton: "Connect Wallet" when disconnected, balance and short address when connected. Apps
// that draw their own button pass `asChild` (their element, our behaviour and label) or a function
// child (their whole rendering, from our state).

import { useStore } from '@nanostores/react';
import { cloneElement, isValidElement, type FocusEvent, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { truncateMiddle } from '../core/format/truncate.js';
import { $locale } from '../i18n/texts.js';
import { buttonTexts } from './buttonTexts.js';
import * as styles from './ConnectButton.css.js';
import { loadViews } from './loadViews.js';
import { useResolvedTheme } from './theme.js';
import { useConnectButton, type ConnectButtonState } from './useConnectButton.js';

export interface ConnectButtonProps {
  /** Label while disconnected; "Connect Wallet" in the active locale by default. */
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
export function ConnectButton({ label, showBalance = true, asChild = false, children }: ConnectButtonProps) {
  const state = useConnectButton();
  useStore($locale); // our texts follow the locale once its chunk is in
  const theme = useResolvedTheme();
  if (typeof children === 'function') return <>{children(state)}</>;
  if (children !== undefined && !asChild) {
    throw new Error('<ConnectButton> takes an element child only with asChild (<ConnectButton asChild><a href="#" /></ConnectButton>), or a function of its state.');
  }
  const { account, status, open } = state;
  const balance = showBalance ? account?.displayBalance : undefined;
  // The address comes first in the text (the balance is moved before it by CSS in our button), so the
  // label "Account 0xf3…b92266 1.234 ETH" holds the visible text in order (WCAG 2.5.3, label in name).
  const content = account ? (
    <>
      <span>{account.displayName}</span>
      {balance !== undefined ? (
        <>
          {' '}
          <span className={asChild ? undefined : styles.balance}>{balance}</span>
        </>
      ) : null}
    </>
  ) : status === 'connecting' ? (
    buttonTexts.connecting
  ) : (
    (label ?? buttonTexts.connect)
  );
  const accountLabel = account ? `${buttonTexts.account({ address: truncateMiddle(account.address) })}${account.profileName ? ` ${account.profileName}` : ''}${balance !== undefined ? ` ${balance}` : ''}` : undefined;
  if (asChild) {
    if (!isValidElement<ChildProps>(children)) {
      throw new Error('<ConnectButton asChild> needs one element child to render onto, e.g. <ConnectButton asChild><a href="#" /></ConnectButton>.');
    }
    return asChildOf(children, { 'data-connected': account !== undefined, 'aria-label': accountLabel, onClick: open }, content);
  }
  return (
    <button
      type="button"
      className={styles.button}
      data-wm-theme={theme.mode}
      ref={theme.ref}
      data-connected={account !== undefined}
      aria-label={accountLabel}
      onPointerEnter={() => void loadViews()}
      onFocus={() => void loadViews()}
      onClick={open}
    >
      {content}
    </button>
  );
}

type ChildProps = {
  children?: ReactNode;
  onClick?: (event: MouseEvent) => void;
  onPointerEnter?: (event: MouseEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  'aria-label'?: string;
};

/**
 * The app's element with our state attributes, click and label (after its own children); its own
 * handlers run first and may cancel ours with preventDefault. Radix's Slot does the same, but it
 * would put ~1.1 KB gzip into the first load of every app with a ConnectButton (it is otherwise
 * only in the lazy views).
 */
function asChildOf(child: ReactElement<ChildProps>, ours: { 'data-connected': boolean; 'aria-label'?: string; onClick: () => void }, content: ReactNode) {
  const own = child.props;
  return cloneElement(
    child,
    {
      'data-connected': ours['data-connected'],
      'aria-label': own['aria-label'] ?? ours['aria-label'],
      onClick: (event: MouseEvent) => {
        own.onClick?.(event);
        if (!event.defaultPrevented) ours.onClick();
      },
      onPointerEnter: (event: MouseEvent) => {
        own.onPointerEnter?.(event);
        void loadViews();
      },
      onFocus: (event: FocusEvent) => {
        own.onFocus?.(event);
        void loadViews();
      },
    } as Partial<ChildProps>,
    own.children,
    content,
  );
}
