// The resolved theme (mode + CSS variables) shared by the ConnectButton and the modal.

import { createContext, useContext, type CSSProperties } from 'react';

export interface ResolvedTheme {
  mode: 'dark' | 'light';
  style: CSSProperties;
}

export const ThemeContext = createContext<ResolvedTheme>({ mode: 'dark', style: {} });

export function useResolvedTheme(): ResolvedTheme {
  return useContext(ThemeContext);
}
