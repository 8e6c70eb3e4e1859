// `add` installs with the app's own package manager: told by its lockfile, else package.json's
// packageManager field, else npm; and the command line each one installs with.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { detectPackageManager, installCommand } from './packageManager.js';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const appWith = (...files: string[]) => {
  dir = mkdtempSync(join(tmpdir(), 'wm-pm-'));
  for (const file of files) writeFileSync(join(dir, file), '');
  return dir;
};

describe('detectPackageManager', () => {
  it.each([
    ['package-lock.json', 'npm'],
    ['pnpm-lock.yaml', 'pnpm'],
    ['yarn.lock', 'yarn'],
    ['bun.lock', 'bun'],
    ['bun.lockb', 'bun'],
  ] as const)('an app with %s uses %s', (lockfile, manager) => {
    expect(detectPackageManager(appWith('package.json', lockfile))).toBe(manager);
  });

  it("without a lockfile, package.json's packageManager field decides, else npm", () => {
    expect(detectPackageManager(appWith('package.json'), 'pnpm@9.12.0')).toBe('pnpm');
    rmSync(dir, { recursive: true });
    expect(detectPackageManager(appWith('package.json'), 'deno@2')).toBe('npm');
    rmSync(dir, { recursive: true });
    expect(detectPackageManager(appWith('package.json'))).toBe('npm');
  });

  it('a lockfile wins over the packageManager field', () => {
    expect(detectPackageManager(appWith('yarn.lock'), 'pnpm@9.12.0')).toBe('yarn');
  });
});

describe('installCommand', () => {
  it('installs what package.json lists with each package manager', () => {
    expect(installCommand('npm')).toEqual({ command: 'npm', args: ['install', '--no-fund', '--no-audit'] });
    expect(installCommand('pnpm')).toEqual({ command: 'pnpm', args: ['install'] });
    expect(installCommand('yarn')).toEqual({ command: 'yarn', args: ['install'] });
    expect(installCommand('bun')).toEqual({ command: 'bun', args: ['install'] });
  });
});
