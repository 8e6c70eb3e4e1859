// `BENCH_ONLY=newvisitor`: a new visitor's first minute (issue 32) in the real world of e2e/embedded.e2e.test.ts
// (examples/full, our server and secure site on another origin, the SMTP sink, Chromium over CDP): the e-mail typed
// and Continue clicked → the address shown, with the code read from the sink and the recovery password set, and the
// screens the modal showed on the way (target: the e-mail and the code before the address, plus the recovery step).
import { launchBrowserOverCdp, recordedScreens, SCREEN_RECORDER, signUpByEmail, startExampleWorld } from '@wallet-modal/testing';
import { median } from './latency';
import { table } from './size';
import type { Bench } from './types';

const RUNS = 3;
const PASSWORD = 'correct horse battery';

export const newVisitorBench: Bench = {
  title: `New visitor in Chromium over CDP (examples/full, our server + secure site, SMTP sink, anvil): median of ${RUNS}`,
  async run() {
    const world = await startExampleWorld({ example: 'full' });
    try {
      const times: number[] = [];
      let screens: string[] = [];
      for (let run = 0; run < RUNS; run++) {
        const cdp = await launchBrowserOverCdp();
        try {
          const context = cdp.browser.contexts()[0]!;
          await context.addInitScript({ content: SCREEN_RECORDER });
          const page = await context.newPage();
          await page.goto(world.app.url);
          const started = performance.now();
          await signUpByEmail(page, world.mail!, `new-visitor-${run}-${Date.now()}@example.com`, PASSWORD);
          times.push(performance.now() - started);
          screens = await recordedScreens(page);
        } finally {
          await cdp.close();
        }
      }
      const ms = (value: number) => `${value.toFixed(0)} ms`;
      const beforeAddress = screens.filter((screen) => screen !== 'secure').length;
      return table([
        ['step', 'median', 'min', 'max'],
        ['new visitor: e-mail typed to address shown (ms)', ms(median(times)), ms(Math.min(...times)), ms(Math.max(...times))],
        ['new visitor: screens', `${beforeAddress} before the address (+ recovery: ${screens.includes('secure') ? 'yes' : 'no'})`, screens.join(' → '), ''],
      ]);
    } finally {
      await world.stop();
    }
  },
};
