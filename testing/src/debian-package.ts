// Installs Debian packages a browser test needs when one of their files is missing (as root; else says what to
// run). The browsers come from Debian, never from a browser download.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Returns once every file in `files` exists, installing `packages` with apt-get first if one is missing.
 * @example
 * ensureDebianPackages(['firefox-esr'], ['/usr/bin/firefox-esr']);
 */
export function ensureDebianPackages(packages: readonly string[], files: readonly string[]): void {
  if (files.every((file) => existsSync(file))) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`${files.filter((f) => !existsSync(f)).join(', ')} missing; installing needs root: run \`sudo apt-get install -y ${packages.join(' ')}\`.`);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', ...packages]]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
  }
  const missing = files.filter((file) => !existsSync(file));
  if (missing.length) throw new Error(`apt-get installed ${packages.join(' ')} but ${missing.join(', ')} is still missing`);
}
