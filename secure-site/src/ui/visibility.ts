// Clickjacking guard for the buttons that sign or reveal. In a frame: enabled only while Intersection Observer v2
// reports the guarded content visible (not covered, not transparent, not transformed by the host page) AND fully
// inside the viewport (not clipped or scrolled away by the host page), and only after it has been so for 500 ms.
// Where IOv2 is missing the frame cannot know: its screens offer the same step in a window of this origin
// (approvalWindow.ts), where watchTopLevel applies the 500 ms alone.

/** How long the content must have been visible before a sensitive button works. */
export const VISIBLE_FOR_MS = 500;

/** The share of the guarded content that must be inside the viewport: all of it, less rounding. */
export const MIN_VISIBLE_RATIO = 0.99;

/** 'too-tall': the content is taller than this frame, so it can never be wholly in view here. */
export type Visibility = 'visible' | 'hidden' | 'unsupported' | 'too-tall';
export type WatchVisibility = (target: Element, onChange: (state: Visibility) => void) => () => void;

/** Whether this browser implements Intersection Observer v2 (trackVisibility / isVisible). */
export function supportsVisibilityTracking(): boolean {
  return typeof IntersectionObserver !== 'undefined' && typeof IntersectionObserverEntry !== 'undefined' && 'isVisible' in IntersectionObserverEntry.prototype;
}

/** 'visible' once `isVisible()` has held for 500 ms; 'hidden' at once when it stops. */
function debounced(onChange: (state: Visibility) => void): { update(visible: boolean): void; tooTall(): void; stop(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  onChange('hidden');
  return {
    update(visible) {
      if (visible) {
        timer ??= setTimeout(() => onChange('visible'), VISIBLE_FOR_MS);
        return;
      }
      clearTimeout(timer);
      timer = undefined;
      onChange('hidden');
    },
    tooTall() {
      clearTimeout(timer);
      timer = undefined;
      onChange('too-tall');
    },
    stop: () => clearTimeout(timer),
  };
}

/**
 * Calls `onChange('visible')` once `target` has been visible and wholly in view ≥ 500 ms, `'hidden'` as soon as
 * it is not, `'unsupported'` without IOv2.
 * @example
 * const stop = watchVisibility(screen, (state) => (button.disabled = state !== 'visible'));
 */
export const watchVisibility: WatchVisibility = (target, onChange) => {
  if (!supportsVisibilityTracking()) {
    onChange('unsupported');
    return () => undefined;
  }
  const state = debounced(onChange);
  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries[entries.length - 1] as (IntersectionObserverEntry & { isVisible?: boolean }) | undefined;
      // Taller than the frame itself: no scroll position shows all of it, whatever the host page does.
      if (entry && target.getBoundingClientRect().height > window.innerHeight) return state.tooTall();
      state.update(Boolean(entry?.isVisible) && (entry?.intersectionRatio ?? 0) >= MIN_VISIBLE_RATIO);
    },
    // trackVisibility and delay are IOv2's options (delay ≥ 100 ms is required with trackVisibility).
    { threshold: [0, MIN_VISIBLE_RATIO, 1], trackVisibility: true, delay: 100 } as IntersectionObserverInit,
  );
  // The screen's nodes are put in the page right after they are built.
  queueMicrotask(() => observer.observe(target));
  return () => {
    state.stop();
    observer.disconnect();
  };
};

/**
 * For a top-level window of this origin (the approval window): no page can cover or clip it, so the button
 * works 500 ms after the window is shown, and that starts again whenever it was hidden.
 * @example
 * renderScreen(screen, { ...ctx, watch: watchTopLevel });
 */
export const watchTopLevel: WatchVisibility = (_target, onChange) => {
  const state = debounced(onChange);
  const check = () => state.update(document.visibilityState === 'visible');
  document.addEventListener('visibilitychange', check);
  check();
  return () => {
    state.stop();
    document.removeEventListener('visibilitychange', check);
  };
};
