// Work the page does not need for its first frame (issue 31: origin checks, directory reads, feature
// set-up): started once the browser has painted the page's first content, when it is idle, so it never
// delays the button.

/** The browser reports paint timings (Chromium, Firefox, WebKit); jsdom and old browsers do not. */
const paintTimings = () => typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');

/** A page that paints no content in this long still gets its work done. */
const NO_PAINT_FALLBACK_MS = 3_000;

/**
 * Runs `work` once the page has painted (its first paint timing, or without paint timings the next
 * painted frame), when the browser is idle (at the latest 2 s after); returns what cancels it. Outside a
 * browser it never runs. The paint timing matters: a frame scheduled at import can be painted blank,
 * before the app's first render commits.
 * @example
 * const cancel = afterFirstPaint(() => void runOriginCheck(modal));
 */
export function afterFirstPaint(work: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  let cancel = () => {};
  const whenIdle = () => {
    if ('requestIdleCallback' in window) {
      const idle = window.requestIdleCallback(work, { timeout: 2_000 });
      cancel = () => window.cancelIdleCallback(idle);
    } else {
      // WebKit has no requestIdleCallback: a task queued from the frame runs once it is painted.
      const timer = setTimeout(work, 0);
      cancel = () => clearTimeout(timer);
    }
  };
  // A rAF callback runs just before a frame is painted; what it schedules runs after that paint.
  const afterNextFrame = () => {
    const frame = requestAnimationFrame(whenIdle);
    cancel = () => cancelAnimationFrame(frame);
  };
  if (!paintTimings() || performance.getEntriesByType('paint').length > 0) {
    afterNextFrame();
    return () => cancel();
  }
  const observer = new PerformanceObserver(() => {
    stop();
    whenIdle();
  });
  const fallback = setTimeout(() => {
    stop();
    afterNextFrame();
  }, NO_PAINT_FALLBACK_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(fallback);
  };
  observer.observe({ type: 'paint' });
  cancel = stop;
  return () => cancel();
}
