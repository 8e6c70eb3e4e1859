// Installs an app's dependencies with its package manager (npm for a new app), behind a spinner.

import * as p from '@clack/prompts';
import { spawn } from 'node:child_process';
import { installCommand, type PackageManager } from '../add/packageManager.js';
import { CliError } from '../errors.js';

function run(command: string, args: string[], cwd: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    // A package manager that is not installed fails like a failed install, with what to do.
    child.on('error', (error) => resolve({ code: null, output: `${command} could not be started: ${error.message}` }));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/**
 * Runs `<manager> install` in `dir`; resolves the last lines of its output when it fails, else undefined.
 * @example
 * const failure = await runInstall('./my-app', 'pnpm');
 */
export async function runInstall(dir: string, manager: PackageManager = 'npm'): Promise<string | undefined> {
  const { command, args } = installCommand(manager);
  // A spinner redraws its line; without a terminal (CI, logs) plain lines read better.
  const spinner = process.stdout.isTTY ? p.spinner() : undefined;
  if (spinner) spinner.start(`Installing dependencies with ${manager}`);
  else p.log.step(`Installing dependencies with ${manager}…`);
  const { code, output } = await run(command, args, dir);
  if (code === 0) {
    if (spinner) spinner.stop('Installed dependencies');
    else p.log.success('Installed dependencies');
    return undefined;
  }
  if (spinner) spinner.error(`${command} ${args[0]} failed`);
  else p.log.error(`${command} ${args[0]} failed`);
  return output.trim().split('\n').slice(-20).join('\n');
}

/**
 * Runs `npm install` in `dir`; a failure shows npm's output and how to retry.
 * @example
 * await installDependencies('./my-app');
 */
export async function installDependencies(dir: string): Promise<void> {
  const failure = await runInstall(dir, 'npm');
  if (failure !== undefined) throw new CliError(`${failure}\n\nThe app was written; fix the problem above, then run \`npm install\` in ${dir}.`);
}
