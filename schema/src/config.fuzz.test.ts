// Fuzzing wallet-modal.config.json (issue 18): any JSON value, and near-valid configs (every key with a
// valid or a wrong value, unknown keys, keys such as toString and __proto__), gives either a resolved config
// the kit can start from, or problems that each name a key and say what is expected. Never a throw.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FUZZ_RUNS, fuzzParameters } from '../../scripts/vitest/fuzz.js';
import { anyJson, nearValidConfig } from '../../scripts/vitest/arbitraries/config.js';
import { CONFIG_KEYS } from './config.js';
import { formatConfigIssues, formatPath } from './issues.js';
import { parseConfig } from './parse.js';
import { resolveOptions } from './resolve.js';

/** The input's top-level keys and the config's own: an issue must point at one of them (or the root). */
function namesAKey(path: string, input: unknown): boolean {
  const keys = [...CONFIG_KEYS, ...(input !== null && typeof input === 'object' ? Object.keys(input) : [])];
  return path === '(root)' || keys.some((key) => {
    const at = formatPath([key]);
    return path === at || path.startsWith(`${at}.`) || path.startsWith(`${at}[`);
  });
}

function checkOutcome(input: unknown) {
  const result = parseConfig(input);
  if (result.success) {
    // The kit starts from what the schema accepted: resolving it works and keeps a listed default network.
    const resolved = resolveOptions(result.config);
    expect(resolved.networks.length).toBeGreaterThan(0);
    expect(resolved.networks).toContainEqual(resolved.defaultNetwork);
    return;
  }
  expect(result.issues.length).toBeGreaterThan(0);
  for (const issue of result.issues) {
    expect(namesAKey(issue.path, input), `${issue.path}: ${issue.message}`).toBe(true);
    expect(issue.message.length, issue.path).toBeGreaterThan(8);
    expect(issue.message).not.toMatch(/\[object Object\]|TypeError|undefined is not/);
  }
  const text = formatConfigIssues(result.issues);
  for (const issue of result.issues) expect(text).toContain(`✖ ${issue.path}: `);
}

describe('fuzzing wallet-modal.config.json', () => {
  it('any JSON value: a config or problems naming their key, never a throw', () => {
    fc.assert(fc.property(anyJson, checkOutcome), fuzzParameters('config: any JSON value'));
  }, 300_000);

  it('near-valid configs: a config the kit resolves, or problems naming the key and what is allowed', () => {
    let accepted = 0;
    fc.assert(
      fc.property(nearValidConfig, (config) => {
        checkOutcome(config);
        if (parseConfig(config).success) accepted++;
      }),
      fuzzParameters('config: near-valid objects'),
    );
    // Both outcomes are reached: valid configs resolve, and each kind of mistake is reported.
    expect(accepted).toBeGreaterThan(FUZZ_RUNS / 10);
  }, 300_000);
});
