// Work the page does not need for its first frame (issue 31: origin checks, directory reads, feature
// set-up): started once the browser has painted a frame, when it is idle, so it never delays the button.

/**
 * Runs `work` after the next painted frame, when the browser is idle (at the latest 2 s after that
 * frame); returns what cancels it. Outside a browser it never runs.
 * @example
 * const cancel = afterFirstPaint(() => void import('./originCheck.js').then(({ runOriginCheck }) => runOriginCheck(modal)));
 */
export function afterFirstPaint(work: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  let cancel = () => {};
  // A rAF callback runs just before a frame is painted; what it schedules runs after that paint.
  const frame = requestAnimationFrame(() => {
    if ('requestIdleCallback' in window) {
      const idle = window.requestIdleCallback(work, { timeout: 2_000 });
      cancel = () => window.cancelIdleCallback(idle);
    } else {
      // WebKit has no requestIdleCallback: a task queued from the frame runs once it is painted.
      const timer = setTimeout(work, 0);
      cancel = () => clearTimeout(timer);
    }
  });
  cancel = () => cancelAnimationFrame(frame);
  return () => cancel();
}
