// Resolves the theme mode: 'system' follows the visitor's colour-scheme preference.

import { useSyncExternalStore } from 'react';

const query = '(prefers-color-scheme: dark)';

const media = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query) : undefined);
const subscribe = (update: () => void) => {
  const list = media();
  list?.addEventListener('change', update);
  return () => list?.removeEventListener('change', update);
};
const prefersDark = () => media()?.matches ?? true;
// The server cannot know the preference: it renders dark, and hydration does too (no mismatch) before
// the browser's own preference applies.
const serverPrefersDark = () => true;

export function useThemeMode(mode: 'dark' | 'light' | 'system'): 'dark' | 'light' {
  const dark = useSyncExternalStore(subscribe, prefersDark, serverPrefersDark);
  if (mode === 'system') return dark ? 'dark' : 'light';
  return mode;
}
