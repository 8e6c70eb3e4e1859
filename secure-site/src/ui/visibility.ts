// Clickjacking guard for the buttons that sign or reveal: enabled only while Intersection Observer v2
// reports this frame visible (not covered, not transparent, not transformed by the host page), and only
// after it has been so for 500 ms. Where IOv2 is missing the buttons stay disabled.

/** How long the frame must have been visible before a sensitive button works. */
export const VISIBLE_FOR_MS = 500;

export type Visibility = 'visible' | 'hidden' | 'unsupported';

/** Whether this browser implements Intersection Observer v2 (trackVisibility / isVisible). */
export function supportsVisibilityTracking(): boolean {
  return typeof IntersectionObserver !== 'undefined' && typeof IntersectionObserverEntry !== 'undefined' && 'isVisible' in IntersectionObserverEntry.prototype;
}

/**
 * Calls `onChange('visible')` once `target` has been visible ≥ 500 ms, `'hidden'` as soon as it is not.
 * @example
 * const stop = watchVisibility(button, (state) => (button.disabled = state !== 'visible'));
 */
export function watchVisibility(target: Element, onChange: (state: Visibility) => void): () => void {
  if (!supportsVisibilityTracking()) {
    onChange('unsupported');
    return () => undefined;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  onChange('hidden');
  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries[entries.length - 1] as (IntersectionObserverEntry & { isVisible?: boolean }) | undefined;
      if (entry?.isVisible) {
        timer ??= setTimeout(() => onChange('visible'), VISIBLE_FOR_MS);
      } else {
        clearTimeout(timer);
        timer = undefined;
        onChange('hidden');
      }
    },
    // trackVisibility and delay are IOv2's options (delay ≥ 100 ms is required with trackVisibility).
    { threshold: [0, 1], trackVisibility: true, delay: 100 } as IntersectionObserverInit,
  );
  observer.observe(target);
  return () => {
    clearTimeout(timer);
    observer.disconnect();
  };
}
