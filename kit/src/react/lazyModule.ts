// Loads a chunk once and renders from it synchronously ever after. React.lazy suspends on the first
// render even when the chunk is already here, and React 19 then holds the Suspense fallback for at
// least 300 ms: the modal would open in a third of a second instead of the next frame.

import { useEffect, useState } from 'react';
import { loadOnce } from '../core/loadOnce.js';

export interface LazyModule<T> {
  /** Starts loading (once); resolves the module. */
  preload: () => Promise<T>;
  /**
   * The module when loaded; loads it when `wanted`, re-rendering the caller once it arrives. A load that
   * failed calls `onError` (the caller shows it and may try again: a failed load is not kept).
   */
  useModule: (wanted: boolean, onError?: (error: unknown) => void) => T | undefined;
  /** The module once something else loaded it (a prefetch); re-renders the caller when it arrives. */
  useLoaded: () => T | undefined;
}

/**
 * @example
 * const views = lazyModule(() => import('./views.js'));
 * const loaded = views.useModule(open); // undefined until the chunk is here
 */
export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  const chunk = loadOnce(load);
  const preload = chunk.load;
  function useModule(wanted: boolean, onError?: (error: unknown) => void): T | undefined {
    const [, setLoaded] = useState(false);
    useEffect(() => {
      if (wanted && chunk.loaded() === undefined) preload().then(() => setLoaded(true), (error: unknown) => onError?.(error));
    }, [wanted, onError]);
    return chunk.loaded();
  }
  const listeners = new Set<() => void>();
  const preloadAndNotify = () =>
    preload().then((loaded) => {
      for (const listener of listeners) listener();
      return loaded;
    });
  function useLoaded(): T | undefined {
    const [, setLoaded] = useState(false);
    useEffect(() => {
      if (chunk.loaded() !== undefined) return;
      const listener = () => setLoaded(true);
      listeners.add(listener);
      return () => void listeners.delete(listener);
    }, []);
    return chunk.loaded();
  }
  return { preload: preloadAndNotify, useModule, useLoaded };
}
