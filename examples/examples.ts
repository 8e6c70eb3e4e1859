// The examples: apps the CLI generates from the configs checked in under examples/<name>/.

import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const examplesDir = fileURLToPath(new URL('.', import.meta.url));

/** Every example folder that holds a wallet-modal.config.json. */
export function exampleNames(): string[] {
  return readdirSync(examplesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(examplesDir, entry.name, 'wallet-modal.config.json')))
    .map((entry) => entry.name)
    .sort();
}

/**
 * The CLI arguments that generate example `name` into `target` (a folder two levels below the repo root,
 * like examples/<name>, so the `file:` dependencies come out the same).
 * @example
 * await runCli(exampleArgs('basic', join(examplesDir, 'basic')));
 */
export function exampleArgs(name: string, target: string): string[] {
  const config = join(examplesDir, name, 'wallet-modal.config.json');
  return [target, '--config', config, '--name', `@wallet-modal/example-${name}`, '--yes', '--no-install', '--force'];
}
