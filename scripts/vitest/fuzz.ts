// Run count and seed of every fuzz property (fast-check), shared by all test projects. Each property logs
// its seed so a failure can be replayed: FUZZ_SEED=<seed> [FUZZ_PATH=<path>] npx vitest run <file> -t '<name>'.
// FUZZ_RUNS changes the number of cases (default 2,000, so `npm test` stays within its time; `npm run bench`
// runs every property with 10,000, issue 18's long run). The server's per-route properties (one per route,
// some seventy routes, each case a full HTTP request in-process) run FUZZ_ROUTE_RUNS cases each (default
// 1,000 in `npm test`; `npm run bench` runs 10,000 per route).
import type { Parameters } from 'fast-check';

/** Cases per property: FUZZ_RUNS, else 2,000 (10,000 in `npm run bench`). */
export const FUZZ_RUNS = runsFromEnv('FUZZ_RUNS', 2_000);
/** Cases per server route: FUZZ_ROUTE_RUNS, else 1,000. */
export const FUZZ_ROUTE_RUNS = runsFromEnv('FUZZ_ROUTE_RUNS', 1_000);

function runsFromEnv(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`${name} must be a whole number of cases, got "${value}"`);
  return runs;
}

function seedFromEnv(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const seed = Number(value);
  if (!Number.isInteger(seed)) throw new Error(`FUZZ_SEED must be the integer a fuzz log printed, got "${value}"`);
  return seed;
}

/**
 * fast-check parameters for one property: FUZZ_RUNS cases (or `runs`), a seed from FUZZ_SEED or a fresh
 * one, and FUZZ_PATH to replay a shrunk counterexample. Prints the seed so any failure can be replayed.
 * @example
 * fc.assert(fc.property(fc.json(), (text) => { parseConfig(JSON.parse(text)); }), fuzzParameters('config file'));
 */
export function fuzzParameters<T = unknown>(name: string, options: { runs?: number } & Parameters<T> = {}): Parameters<T> {
  const { runs, ...rest } = options;
  const seed = seedFromEnv(process.env.FUZZ_SEED) ?? (Date.now() ^ Math.floor(Math.random() * 0x7fffffff)) | 0;
  const path = process.env.FUZZ_PATH || undefined;
  const numRuns = runs ?? FUZZ_RUNS;
  console.info(`[fuzz] ${name}: ${numRuns} cases, seed ${seed}${path ? `, path ${path}` : ''}`);
  return { numRuns, seed, ...(path && { path }), ...rest };
}
