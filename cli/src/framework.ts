// The frameworks the CLI writes an app or an integration for, and how it tells them apart in an
// existing app: Next.js by its dependency or its config file, Vite React by vite and react.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CliError } from './errors.js';

export const FRAMEWORKS = ['vite', 'next'] as const;
export type Framework = (typeof FRAMEWORKS)[number];
export const DEFAULT_FRAMEWORK: Framework = 'vite';

export const FRAMEWORK_NAMES: Record<Framework, string> = {
  vite: 'Vite + React',
  next: 'Next.js (App Router)',
};

/**
 * The --framework value, refused with the allowed values when unknown.
 * @example
 * parseFramework('next'); // 'next'
 */
export function parseFramework(value: string): Framework {
  if ((FRAMEWORKS as readonly string[]).includes(value)) return value as Framework;
  throw new CliError(`--framework ${JSON.stringify(value)} is not supported; allowed values: ${FRAMEWORKS.join(', ')}.`);
}

export interface PackageJson {
  name?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

/** The app's package.json, or undefined when there is none; a broken one is an error saying so. */
export function readPackageJson(root: string): PackageJson | undefined {
  const file = join(root, 'package.json');
  if (!existsSync(file)) return undefined;
  try {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error('expected a JSON object');
    return value as PackageJson;
  } catch (error) {
    throw new CliError(`${file} is not valid JSON (${(error as Error).message}); fix it and run the command again.`);
  }
}

const NEXT_CONFIGS = ['next.config.js', 'next.config.mjs', 'next.config.ts', 'next.config.cjs'];
const VITE_CONFIGS = ['vite.config.ts', 'vite.config.js', 'vite.config.mts', 'vite.config.mjs'];

/**
 * The framework of the app at `root`, from its dependencies and config files; undefined when neither.
 * @example
 * detectFramework('./my-next-app'); // 'next'
 */
export function detectFramework(root: string, pkg: PackageJson | undefined = readPackageJson(root)): Framework | undefined {
  const deps = { ...pkg?.dependencies, ...pkg?.devDependencies };
  if (deps.next || NEXT_CONFIGS.some((file) => existsSync(join(root, file)))) return 'next';
  if (deps.vite || VITE_CONFIGS.some((file) => existsSync(join(root, file)))) return 'vite';
  return undefined;
}
