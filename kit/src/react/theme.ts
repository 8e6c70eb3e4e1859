// The resolved theme shared by the ConnectButton and the modal: the mode, and a ref that writes the
// app's theme variables onto an element through the CSSOM. Never a `style` prop: server-rendered, that
// is a style attribute, which a strict Content-Security-Policy (style-src without 'unsafe-inline') blocks.

import { createContext, useContext } from 'react';

export interface ResolvedTheme {
  mode: 'dark' | 'light';
  /** Callback ref: sets the theme's CSS variables on the element (element.style.setProperty, allowed by CSP). */
  ref: (element: HTMLElement | null) => void;
}

export const ThemeContext = createContext<ResolvedTheme>({ mode: 'dark', ref: () => {} });

export function useResolvedTheme(): ResolvedTheme {
  return useContext(ThemeContext);
}

/**
 * The ref that writes `style` (CSS variable → value) onto each element it is given.
 * @example
 * <div ref={themeRef({ '--wm-color-accent': '#f06' })} />
 */
export function themeRef(style: Readonly<Record<string, string>>): ResolvedTheme['ref'] {
  return (element) => {
    for (const [name, value] of Object.entries(style)) element?.style.setProperty(name, value);
  };
}
