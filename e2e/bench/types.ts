// What `npm run bench` runs: each bench gets a shared browser and returns a printable report.
import type { Browser } from 'playwright-core';

export type BenchContext = { browser: Browser };

export type Bench = { title: string; run: (context: BenchContext) => Promise<string> };
