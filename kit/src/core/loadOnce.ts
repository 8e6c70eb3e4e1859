// A chunk fetched on first use, once: later calls share the same promise, and once it is here its module is
// read synchronously. A failed fetch is not kept (offline for a moment, or a deploy replaced the chunk): the
// next call tries again. It caches code, which is global by nature; it holds no state of a modal.

export interface LoadOnce<T> {
  /** Starts the fetch (once); resolves the module. */
  load: () => Promise<T>;
  /** The module when it is here already, else undefined. */
  loaded: () => T | undefined;
}

/**
 * @example
 * const controller = loadOnce(() => import('./connection.js'));
 * const { connect } = await controller.load();
 */
export function loadOnce<T>(fetch: () => Promise<T>): LoadOnce<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  const load = () =>
    (pending ??= fetch().then(
      (module) => (value = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return { load, loaded: () => value };
}
