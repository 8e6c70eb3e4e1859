// Private state a controller keeps per modal instance (timers, counters, in-flight requests), so two
// modals on one page, or two tests in one worker, never share it.

/**
 * Returns a getter of the caller's state for a given modal, created by `init` on first use.
 * @example
 * const local = instanceState(() => ({ attempts: 0 }));
 * local(modal).attempts += 1;
 */
export function instanceState<T>(init: () => T): (modal: object) => T {
  const states = new WeakMap<object, T>();
  return (modal) => {
    let state = states.get(modal);
    if (state === undefined) {
      state = init();
      states.set(modal, state);
    }
    return state;
  };
}
