// Which package manager an existing app uses (its lockfile, else package.json's packageManager field,
// else npm) and the command line that installs the app's dependencies with it.

import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const PACKAGE_MANAGERS = ['npm', 'pnpm', 'yarn', 'bun'] as const;
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];

/** Lockfiles by package manager, in the order they are looked for. */
export const LOCKFILES: Record<PackageManager, readonly string[]> = {
  pnpm: ['pnpm-lock.yaml'],
  yarn: ['yarn.lock'],
  bun: ['bun.lock', 'bun.lockb'],
  npm: ['package-lock.json', 'npm-shrinkwrap.json'],
};

/**
 * The package manager of the app at `root`.
 * @example
 * detectPackageManager('./app'); // 'pnpm' when the app has pnpm-lock.yaml
 */
export function detectPackageManager(root: string, packageManagerField?: string): PackageManager {
  for (const manager of ['pnpm', 'yarn', 'bun', 'npm'] as const) {
    if (LOCKFILES[manager].some((file) => existsSync(join(root, file)))) return manager;
  }
  const named = packageManagerField?.split('@')[0];
  return (PACKAGE_MANAGERS as readonly string[]).includes(named ?? '') ? (named as PackageManager) : 'npm';
}

/**
 * The command that installs what package.json lists, without prompts or funding notices.
 * @example
 * installCommand('pnpm'); // { command: 'pnpm', args: ['install'] }
 */
export function installCommand(manager: PackageManager): { command: string; args: string[] } {
  if (manager === 'npm') return { command: 'npm', args: ['install', '--no-fund', '--no-audit'] };
  return { command: manager, args: ['install'] };
}
