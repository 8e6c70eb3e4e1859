// WalletModalProvider: gives hooks the modal instance and mounts the (lazy) modal once it opens.

import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { WalletModal } from '../core/client.js';
import { WalletModalContext } from './context.js';
import { viewsChunk } from './loadViews.js';
import { themeStyle } from '../theme/variables.js';
import { ThemeContext, themeRef, type ResolvedTheme } from './theme.js';
import { useThemeMode } from './useThemeMode.js';

export interface WalletModalProviderProps {
  modal: WalletModal;
  children?: ReactNode;
}

/**
 * @example
 * <WalletModalProvider modal={modal}><App /></WalletModalProvider>
 */
export function WalletModalProvider({ modal, children }: WalletModalProviderProps) {
  const { open } = useStore(modal.$modal);
  // Once opened, the modal stays mounted (closed) so it reopens at once and animates out.
  const [mounted, setMounted] = useState(open);
  const views = viewsChunk.useModule(open || mounted);
  const prefetched = viewsChunk.useLoaded();
  const [warm, setWarm] = useState(false);
  const warmedUp = useCallback(() => setWarm(true), []);
  const mode = useThemeMode(modal.options.themeMode);
  const ref = useMemo(() => themeRef(themeStyle(modal.options.themeVariables)), [modal]);
  const theme = useMemo<ResolvedTheme>(() => ({ mode, ref }), [mode, ref]);
  // The element focused when the modal opens (usually the ConnectButton) gets focus back on close:
  // recorded synchronously on open, before the dialog moves focus inside.
  const trigger = useRef<HTMLElement | null>(null);
  useEffect(
    () =>
      modal.$modal.listen((state, previous) => {
        if (state.open && !previous?.open && document.activeElement instanceof HTMLElement) trigger.current = document.activeElement;
      }),
    [modal],
  );
  const returnFocus = useCallback(() => trigger.current?.focus(), []);
  // A server-rendered modal (`ssr`) starts once the page is hydrated, so hydration sees the server's state.
  useEffect(() => modal.start(), [modal]);
  useEffect(() => {
    if (open) setMounted(true);
  }, [open]);

  return (
    <WalletModalContext.Provider value={modal}>
      <ThemeContext.Provider value={theme}>
        {children}
        {/* The embedded variant renders where the app puts <WalletModalEmbed />, never appended to the body. */}
        {views && (open || mounted) && !modal.options.embedded ? <views.default theme={theme} returnFocus={returnFocus} /> : null}
        {prefetched && !warm && !open && !mounted ? <prefetched.WarmUp theme={theme} onDone={warmedUp} /> : null}
      </ThemeContext.Provider>
    </WalletModalContext.Provider>
  );
}
