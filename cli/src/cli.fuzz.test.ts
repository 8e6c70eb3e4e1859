// Fuzzing the CLI in-process (issue 18): random flag combinations for `create` and `generate`, with config
// files from valid to broken, through the real commander program and commands. Each run either writes a
// working app (a config the schema accepts and the generated integration), or stops with a message saying
// what to fix and leaves the folder exactly as it was. Never a TypeError, never a partly written app.
import { CommanderError } from 'commander';
import fc from 'fast-check';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '@wallet-modal/schema';
import { anyJson, nearValidConfig } from '../../scripts/vitest/arbitraries/config.js';
import { FUZZ_RUNS, fuzzParameters } from '../../scripts/vitest/fuzz.js';
import { CliError } from './errors.js';
import { createProgram } from './program.js';
import { repoRoot } from './testing/cli.js';

// In memory where the machine has it: the runs write and remove thousands of small files.
const base = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'wm-cli-fuzz-'));
const cwd = process.cwd();
const stdinTTY = Object.getOwnPropertyDescriptor(process.stdin, 'isTTY');

beforeAll(() => {
  // No relative path a fuzzed flag names can reach the repo, and no prompt can wait for a person.
  process.chdir(base);
  Object.defineProperty(process.stdin, 'isTTY', { value: false, configurable: true });
});
afterAll(() => {
  process.chdir(cwd);
  if (stdinTTY) Object.defineProperty(process.stdin, 'isTTY', stdinTTY);
  else delete (process.stdin as { isTTY?: boolean }).isTTY;
  rmSync(base, { recursive: true, force: true });
});

/** Every file below `dir` with its content. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else files[relative(dir, path)] = readFileSync(path, 'utf8');
    }
  };
  walk(dir);
  return files;
}

/** Config file texts: near-valid configs, any JSON, and broken text. */
const configText = fc.oneof(
  { weight: 4, arbitrary: nearValidConfig.map((config) => JSON.stringify(config, null, 2)) },
  { weight: 1, arbitrary: anyJson.map((value) => JSON.stringify(value) ?? '') },
  { weight: 1, arbitrary: nearValidConfig.chain((config) => fc.nat().map((cut) => JSON.stringify(config).slice(0, cut % 60))) },
  { weight: 1, arbitrary: fc.constantFrom('', '\uFEFF{"projectId":"demo","networks":["eip155:1"]}', '{"projectId":"demo",}', 'null', '[]', '{"projectId":"demo","networks":[{"toString":1}]}') },
);

const networksFlag = fc.oneof(
  fc.uniqueArray(fc.constantFrom('eip155:1', 'eip155:10', 'eip155:8453', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'), { minLength: 1, maxLength: 3 }).map((ids) => ids.join(',')),
  fc.constantFrom('', ',', 'eip155:1,,eip155:10', ' eip155:1 ', 'eip155:2', 'eip155', 'mainnet'),
  fc.string({ maxLength: 20 }),
);
const flagValue = fc.oneof(fc.string({ maxLength: 16 }), fc.constantFrom('', '--yes', '-y', 'https://secure.example', 'http://', 'ws://x'));

/** One flag with its value (or without one, so commander's own errors are reached too). */
const flag = fc.oneof(
  fc.constant(['--yes']),
  fc.constant(['--force']),
  fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/), flagValue).map((id) => ['--project-id', id]),
  networksFlag.map((ids) => ['--networks', ids]),
  flagValue.map((url) => ['--secure-site-url', url]),
  fc.constant(['--config', 'config.json']),
  flagValue.map((file) => ['--config', file]),
  fc.constantFrom(['--project-id'], ['--networks'], ['--bogus'], ['-z'], ['--project-id=demo'], ['--'], ['--help'], ['--version']),
);
const createFlag = fc.oneof(
  flag,
  fc.oneof(fc.stringMatching(/^[a-z0-9-]{1,12}$/), flagValue).map((name) => ['--name', name]),
  fc.constantFrom(['--kit-source', repoRoot], ['--kit-source', 'nowhere']),
);
const generateFlag = fc.oneof(flag, fc.constantFrom(['--dry-run'], ['--diff'], ['--cwd', 'elsewhere']));

/** Flags a developer would pass (a project id, maybe networks): most runs get this far, then meet the fuzzed ones. */
const usualFlags = fc.option(
  fc.tuple(fc.constant(['--project-id', 'demo']), fc.option(networksFlag.map((ids) => ['--networks', ids]))).map(([id, networks]) => (networks ? [id, networks] : [id])),
  { freq: 2 },
).map((flags) => flags ?? []);
const flagsOf = (extra: fc.Arbitrary<readonly string[]>) => fc.tuple(usualFlags, fc.array(extra, { maxLength: 4 })).map(([usual, more]) => [...usual, ...more]);

const run = fc.oneof(
  fc.record({ command: fc.constant('create' as const), flags: flagsOf(createFlag), configFile: fc.option(configText, { freq: 2 }) }),
  fc.record({ command: fc.constant('generate' as const), flags: flagsOf(generateFlag), configFile: fc.option(configText, { freq: 4 }), appConfig: fc.option(configText, { freq: 2 }) }),
);

type Outcome = { kind: 'written' } | { kind: 'refused'; message: string } | { kind: 'commander'; message: string; code: string };

/** Runs the program with output captured; commander's exits become CommanderErrors. */
async function runProgram(argv: string[]): Promise<Outcome> {
  const program = createProgram();
  const output: string[] = [];
  for (const command of [program, ...program.commands]) {
    command.exitOverride().configureOutput({ writeOut: (text) => output.push(text), writeErr: (text) => output.push(text) });
  }
  const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  try {
    await program.parseAsync(argv, { from: 'user' });
    return { kind: 'written' };
  } catch (error) {
    if (error instanceof CliError) return { kind: 'refused', message: error.message };
    if (error instanceof CommanderError) return { kind: 'commander', message: error.message, code: error.code };
    throw error;
  } finally {
    stdout.mockRestore();
  }
}

const clearMessage = (message: string) => {
  expect(message.length).toBeGreaterThan(15);
  expect(message).not.toMatch(/TypeError|ReferenceError|\[object Object\]|undefined is not|Cannot read prop/);
};

/** The value of the last `name` flag, as commander reads repeated options. */
function lastValue(flags: string[], name: string): string | undefined {
  const at = flags.lastIndexOf(name);
  return at === -1 ? undefined : flags[at + 1];
}

/** What the run wrote is a working app: the config the schema accepts (`configFile`, else the app's) and the generated integration. */
function expectWorkingApp(app: string, configFile = join(app, 'wallet-modal.config.json')) {
  const text = readFileSync(configFile, 'utf8');
  expect(parseConfig(JSON.parse(text)).success, text).toBe(true);
  for (const name of ['config.ts', 'modal.ts', 'index.ts']) expect(existsSync(join(app, 'src', 'wallet-modal', name)), name).toBe(true);
  // A scaffolded app's package.json is JSON npm accepts, whatever --name was.
  if (existsSync(join(app, 'package.json'))) {
    const pkg = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')) as { name: string };
    expect(pkg.name).toMatch(/^(?:@[a-z0-9-~][a-z0-9-._~]*\/)?[a-z0-9-~][a-z0-9-._~]*$/);
  }
}

describe('fuzzing the CLI: flags and config files', () => {
  it('create and generate with random flags and config files: a working app, or a clear refusal that wrote nothing', async () => {
    let count = 0;
    const seen = { written: 0, refused: 0, commander: 0 };
    await fc.assert(
      fc.asyncProperty(run, async (input) => {
        const dir = join(base, `case-${count++}`);
        const app = join(dir, 'app');
        mkdirSync(dir);
        if (input.configFile !== null) writeFileSync(join(dir, 'config.json'), input.configFile);
        if (input.command === 'generate' && input.appConfig !== null) {
          mkdirSync(app);
          writeFileSync(join(app, 'wallet-modal.config.json'), input.appConfig);
        }
        process.chdir(dir);
        const before = snapshot(dir);
        const flags = input.flags.flat();
        // create always gets --no-install (a fuzz run never installs) and an app folder inside the case.
        const argv = input.command === 'create' ? [app, ...flags, '--no-install'] : ['generate', '--cwd', app, ...flags];
        try {
          const outcome = await runProgram(argv);
          seen[outcome.kind]++;
          if (outcome.kind === 'written') {
            const dryRun = flags.includes('--dry-run') || flags.includes('--help') || flags.includes('--version');
            // generate --config reads a file outside the app (create copies it into the app).
            const config = input.command === 'generate' ? lastValue(flags, '--config') || undefined : undefined;
            if (!dryRun && !flags.includes('--cwd')) expectWorkingApp(app, config && join(dir, config));
            return;
          }
          // --help and --version print and stop: no error, and nothing written.
          if (outcome.kind === 'commander' && (outcome.code === 'commander.helpDisplayed' || outcome.code === 'commander.version')) {
            expect(snapshot(dir)).toEqual(before);
            return;
          }
          clearMessage(outcome.message);
          if (outcome.kind === 'commander') expect(outcome.message).toMatch(/^error: /);
          // A refusal leaves the folder as it was: nothing created, nothing half written.
          expect(snapshot(dir)).toEqual(before);
        } finally {
          process.chdir(base);
          rmSync(dir, { recursive: true, force: true });
        }
      }),
      fuzzParameters('cli: flags and config files'),
    );
    // Each outcome is reached often: the generator is not stuck on the first refusal.
    expect(seen.written).toBeGreaterThan(FUZZ_RUNS / 20);
    expect(seen.refused).toBeGreaterThan(FUZZ_RUNS / 20);
    expect(seen.commander).toBeGreaterThan(FUZZ_RUNS / 100);
  }, 600_000);
});
