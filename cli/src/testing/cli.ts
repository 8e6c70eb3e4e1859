// Test helpers: run the CLI from source in a child process (stdin is a pipe, so never a TTY) and
// make scratch folders inside the repo, where node resolution finds the root node_modules.

import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const tsx = join(repoRoot, 'node_modules', '.bin', 'tsx');
const entry = join(repoRoot, 'cli', 'src', 'index.ts');

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
  /** stdout and stderr together, for messages whose stream does not matter. */
  output: string;
}

/**
 * Runs `create-wallet-modal ...args` with the root tsconfig, so @wallet-modal/schema is read from source;
 * `env` adds to (or overrides) this process's environment.
 * @example
 * const { code } = await runCli(['generate', '--dry-run'], appDir);
 */
export function runCli(args: string[], cwd: string = repoRoot, env: NodeJS.ProcessEnv = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, ['--tsconfig', join(repoRoot, 'tsconfig.json'), entry, ...args], {
      cwd,
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr, output: stdout + stderr }));
    child.stdin.end();
  });
}

/** A fresh folder directly below `<repo>/.tmp/` (gitignored); removed by the returned cleanup. */
export function scratchDir(): { dir: string; cleanup: () => void } {
  const base = join(repoRoot, '.tmp');
  mkdirSync(base, { recursive: true });
  const dir = mkdtempSync(join(base, 'cli-'));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Every file below `dir` with its content, skipping `skip` folders; for before/after comparisons. */
export function snapshotFiles(dir: string, skip: readonly string[] = ['node_modules', 'dist']): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) {
        if (!skip.includes(name)) walk(path);
      } else {
        files[relative(dir, path).split('\\').join('/')] = readFileSync(path, 'utf8');
      }
    }
  };
  walk(dir);
  return files;
}
