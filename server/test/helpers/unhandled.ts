// Collects what escapes a test as an unhandled rejection or an uncaught exception, so a fault test can
// say "nothing was left unhandled" (and print what was).
import { afterEach, beforeEach } from 'vitest';

/**
 * Registers hooks that record every unhandled rejection and uncaught exception of each test; the
 * returned array is emptied before each test.
 * @example
 * const unhandled = collectUnhandled();
 * it('…', async () => { …; expect(unhandled).toEqual([]); });
 */
export function collectUnhandled(): unknown[] {
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  beforeEach(() => {
    unhandled.length = 0;
    process.on('unhandledRejection', onUnhandled);
    process.on('uncaughtException', onUnhandled);
  });
  afterEach(() => {
    process.off('unhandledRejection', onUnhandled);
    process.off('uncaughtException', onUnhandled);
  });
  return unhandled;
}
