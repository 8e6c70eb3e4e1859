// Private state a controller keeps per modal instance (timers, counters, in-flight requests), so two
// modals on one page, or two tests in one worker, never share it. Everything a modal owns this way sits in
// one place, the modal's entry in `owned`, under the name its controller gave it: `describeInstance(modal)`
// lists it (a reader, a debugger or a test sees all a modal holds).

/** Each modal's private states, by the name their controllers declared. */
const owned = new WeakMap<object, Map<string, unknown>>();

/**
 * Returns a getter of the caller's state for a given modal, created by `init` on first use and kept under
 * `name` in the modal's states.
 * @example
 * const local = instanceState('connectAttempts', () => ({ attempts: 0 }));
 * local(modal).attempts += 1;
 */
export function instanceState<T>(name: string, init: () => T): (modal: object) => T {
  return (modal) => {
    let states = owned.get(modal);
    if (!states) owned.set(modal, (states = new Map()));
    if (!states.has(name)) states.set(name, init());
    return states.get(name) as T;
  };
}

/**
 * Everything `modal` keeps privately so far, by name (states are made on first use).
 * @example
 * [...describeInstance(modal).keys()]; // ['connectAttempts', 'tokenBalances', …]
 */
export function describeInstance(modal: object): ReadonlyMap<string, unknown> {
  return owned.get(modal) ?? new Map();
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
  const listenersOf = instanceState(name, () => new Set<(event: E) => void>());
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
