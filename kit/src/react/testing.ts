// Test helper: counts the listeners on window and document by watching every add and remove, so a
// test can show that long use leaves none behind (the DOM has no listener count of its own).

import { cleanup } from '@testing-library/react';

type Entry = { listener: unknown; capture: boolean };

/**
 * Starts counting; `counts()` gives the live listeners by `window:type` / `document:type`, `stop()` ends it.
 * @example
 * const dom = countDomListeners();
 * // … use the modal …
 * expect(dom.counts()).toEqual(before);
 * dom.stop();
 */
export function countDomListeners() {
  const live = new Map<string, Set<Entry>>();
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  const name = (target: EventTarget) => (target === window ? 'window' : target === document ? 'document' : undefined);
  const capture = (options?: boolean | EventListenerOptions) => (typeof options === 'boolean' ? options : Boolean(options?.capture));
  // The same listener with the same capture flag is one listener, as the DOM has it.
  const find = (set: Set<Entry>, listener: unknown, c: boolean) => [...set].find((e) => e.listener === listener && e.capture === c);
  EventTarget.prototype.addEventListener = function (type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) {
    const target = name(this);
    if (target && listener) {
      const set = live.get(`${target}:${type}`) ?? new Set<Entry>();
      if (!find(set, listener, capture(options))) set.add({ listener, capture: capture(options) });
      live.set(`${target}:${type}`, set);
    }
    return add.call(this, type, listener, options);
  };
  EventTarget.prototype.removeEventListener = function (type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | EventListenerOptions) {
    const set = live.get(`${name(this)}:${type}`);
    const entry = set && find(set, listener, capture(options));
    if (entry) set.delete(entry);
    return remove.call(this, type, listener, options);
  };
  return {
    counts: (): Record<string, number> => Object.fromEntries([...live].filter(([, set]) => set.size > 0).map(([key, set]) => [key, set.size])),
    stop() {
      EventTarget.prototype.addEventListener = add;
      EventTarget.prototype.removeEventListener = remove;
    },
  };
}

/**
 * Unmounts every tree a test rendered, then empties the page. Emptying alone leaves the roots live: a
 * lazily loaded view that arrives later would re-render into a document that may be gone.
 * @example
 * afterEach(resetDom);
 */
export function resetDom() {
  cleanup();
  document.body.replaceChildren();
}
