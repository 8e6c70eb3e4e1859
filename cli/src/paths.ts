// Where the CLI finds its templates and, when it runs from a clone of this repo, the unpublished packages.

import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The CLI package root (cli/), from either src/ or dist/. */
const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The published package carries templates/ inside it; a clone keeps them at the repo root. */
export const templatesDir = existsSync(join(packageRoot, 'templates'))
  ? join(packageRoot, 'templates')
  : join(packageRoot, '..', 'templates');

/** The kit's manifest of entry points: copied into the published CLI, read from kit/ in a clone. */
export const kitManifestPath = existsSync(join(packageRoot, 'kit-manifest.json'))
  ? join(packageRoot, 'kit-manifest.json')
  : join(packageRoot, '..', 'kit', 'manifest.json');

/**
 * The root of the clone the CLI runs from (it holds kit/ and schema/), or undefined when installed from npm.
 * @example
 * checkoutRoot(); // '/home/me/create-wallet-modal' in a clone
 */
export function checkoutRoot(): string | undefined {
  const root = resolve(packageRoot, '..');
  const hasPackages = ['kit', 'schema'].every((name) => existsSync(join(root, name, 'package.json')));
  return hasPackages ? root : undefined;
}
