// Installs the new app's dependencies with npm, behind a spinner.

import * as p from '@clack/prompts';
import { spawn } from 'node:child_process';
import { CliError } from '../errors.js';

function run(command: string, args: string[], cwd: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/**
 * Runs `npm install` in `dir`; a failure shows npm's output and how to retry.
 * @example
 * await installDependencies('./my-app');
 */
export async function installDependencies(dir: string): Promise<void> {
  // A spinner redraws its line; without a terminal (CI, logs) plain lines read better.
  const spinner = process.stdout.isTTY ? p.spinner() : undefined;
  if (spinner) spinner.start('Installing dependencies with npm');
  else p.log.step('Installing dependencies with npm…');
  const { code, output } = await run('npm', ['install', '--no-fund', '--no-audit'], dir);
  if (code === 0) {
    if (spinner) spinner.stop('Installed dependencies');
    else p.log.success('Installed dependencies');
    return;
  }
  if (spinner) spinner.error('npm install failed');
  else p.log.error('npm install failed');
  const tail = output.trim().split('\n').slice(-20).join('\n');
  throw new CliError(`${tail}\n\nThe app was written; fix the problem above, then run \`npm install\` in ${dir}.`);
}
