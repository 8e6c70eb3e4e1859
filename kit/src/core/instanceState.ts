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

/** Per-modal listeners of one event type: `listen` returns what stops listening, `emit` tells them all. */
export interface InstanceListeners<E> {
  listen(modal: object, listener: (event: E) => void): () => void;
  emit(modal: object, event: E): void;
}

/**
 * Listeners kept per modal instance; one that throws is reported (`name` says whose) and does not keep
 * the others from hearing.
 * @example
 * const payEvents = instanceListeners<PayEvent>('pay event');
 * const stop = payEvents.listen(modal, console.log);
 * payEvents.emit(modal, { type: 'PAY_STARTED', data });
 */
export function instanceListeners<E>(name: string): InstanceListeners<E> {
  const listenersOf = instanceState(() => new Set<(event: E) => void>());
  return {
    listen(modal, listener) {
      const listeners = listenersOf(modal);
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(modal, event) {
      for (const listener of [...listenersOf(modal)]) {
        try {
          listener(event);
        } catch (error) {
          console.error(`[wallet-modal] A ${name} listener threw:`, error);
        }
      }
    },
  };
}
