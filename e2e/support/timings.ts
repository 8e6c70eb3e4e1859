// Wall time of the slow steps of a test file (installs, builds), printed once at its end so a slow CI
// run shows which step grew.

/**
 * A recorder of named steps: `timed` runs a step and records its milliseconds, even when it throws.
 * @example
 * const steps = stepTimer();
 * await steps.timed('npm install', () => runCommand('npm', ['install'], { cwd: app }));
 * console.info(`tarballs e2e timings (ms): ${JSON.stringify(steps.timings)}`);
 */
export function stepTimer() {
  const timings: Record<string, number> = {};
  async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await work();
    } finally {
      timings[label] = Math.round(performance.now() - started);
    }
  }
  return { timings, timed };
}
