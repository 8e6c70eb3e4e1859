// `npm run bench`: runs each bench in order with one shared Chromium and prints its report.
// A new bench (modal-open latency, CLI generate time) is one more entry in `benches`.
import { launchBrowser } from '@wallet-modal/testing';
import { embeddedBench } from './embedded';
import { latencyBench } from './latency';
import { newVisitorBench } from './newvisitor';
import { sizeBench } from './size';
import { startupBench } from './startup';
import type { Bench } from './types';

// BENCH_ONLY=startup runs one bench by its file name.
const all: Record<string, Bench> = { size: sizeBench, startup: startupBench, latency: latencyBench, embedded: embeddedBench, newvisitor: newVisitorBench };
const benches: Bench[] = process.env.BENCH_ONLY ? process.env.BENCH_ONLY.split(',').map((name) => all[name]!) : Object.values(all);

const browser = await launchBrowser();
try {
  for (const bench of benches) {
    console.log(`\n## ${bench.title}\n`);
    // One failing bench should not hide the others' numbers; the exit code still reports it.
    const report = await bench.run({ browser }).catch((error: Error) => {
      process.exitCode = 1;
      return `FAILED: ${error.message}`;
    });
    console.log(report);
  }
} finally {
  await browser.close();
}
