// Resolves the theme mode: 'system' follows the visitor's colour-scheme preference.

import { useEffect, useState } from 'react';

const query = '(prefers-color-scheme: dark)';

export function useThemeMode(mode: 'dark' | 'light' | 'system'): 'dark' | 'light' {
  const [prefersDark, setPrefersDark] = useState(
    () => typeof window === 'undefined' || !window.matchMedia || window.matchMedia(query).matches,
  );
  useEffect(() => {
    if (mode !== 'system' || !window.matchMedia) return;
    const media = window.matchMedia(query);
    const update = () => setPrefersDark(media.matches);
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, [mode]);
  if (mode === 'system') return prefersDark ? 'dark' : 'light';
  return mode;
}
