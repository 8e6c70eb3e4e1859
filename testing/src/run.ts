// Runs a command to completion for the local world (builds, the CLI, npm), keeping its output for the
// error when it fails.
import { spawn } from 'node:child_process';

export type RunCommandParameters = {
  cwd: string;
  /** The child's whole environment; default this process's. */
  env?: NodeJS.ProcessEnv;
};

/**
 * Resolves with stdout + stderr; rejects with them when the command exits non-zero.
 * @example
 * await runCommand('npm', ['run', 'build'], { cwd: appDir });
 */
export function runCommand(command: string, args: readonly string[], { cwd, env = process.env }: RunCommandParameters): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve(output) : reject(new Error(`\`${command} ${args.join(' ')}\` in ${cwd} failed (${code ?? signal}):\n${output}`)),
    );
  });
}
