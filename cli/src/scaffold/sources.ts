// Where an app gets @wallet-modal/kit and @wallet-modal/schema: npm once published, else a clone of
// this repo or the tarballs `npm pack` made of it (--kit-source).

import { existsSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { CliError } from '../errors.js';
import { checkoutRoot } from '../paths.js';
import { PUBLISHED_RANGE } from './versions.js';

export interface PackageSources {
  kit: string;
  schema: string;
  /** How the app's README and `generate` script run the CLI. */
  cliCommand: string;
  /** The clone the packages come from, when they are `file:` dependencies on its folders. */
  checkout?: string;
  /** The folder holding the packed tarballs the packages come from. */
  tarballs?: string;
}

/** A path as written in package.json: relative when the app lives inside the clone, else absolute. */
function pathFrom(appDir: string, target: string, root: string): string {
  const inside = !relative(root, appDir).startsWith('..') && !isAbsolute(relative(root, appDir));
  return (inside ? relative(appDir, target) : target).split('\\').join('/');
}

const isCheckout = (path: string) => ['kit', 'schema'].every((name) => existsSync(join(path, name, 'package.json')));

/** The one `<prefix>-<version>.tgz` in `dir` (npm pack's file name for a package). */
function tarballIn(dir: string, prefix: string): string {
  const found = readdirSync(dir).filter((file) => file.startsWith(`${prefix}-`) && file.endsWith('.tgz'));
  if (found.length === 1) return join(dir, found[0]!);
  throw new CliError(
    found.length === 0
      ? `--kit-source: no ${prefix}-<version>.tgz in ${dir}. Run \`npm pack\` in kit/ and schema/ of a clone into that folder.`
      : `--kit-source: ${found.length} tarballs match ${prefix}-*.tgz in ${dir} (${found.join(', ')}): keep one.`,
  );
}

function fromCheckout(appDir: string, root: string): PackageSources {
  const target = resolve(appDir);
  return {
    kit: `file:${pathFrom(target, join(root, 'kit'), root)}`,
    schema: `file:${pathFrom(target, join(root, 'schema'), root)}`,
    cliCommand: `node ${pathFrom(target, join(root, 'cli', 'bin', 'create-wallet-modal.js'), root)}`,
    checkout: root,
  };
}

/** The kit tarball (or the folder of tarballs) and the schema tarball beside it. */
function fromTarballs(source: string): PackageSources {
  const isFile = statSync(source).isFile();
  const dir = isFile ? dirname(source) : source;
  const kit = isFile ? source : tarballIn(dir, 'wallet-modal-kit');
  if (!basename(kit).endsWith('.tgz')) throw new CliError(`--kit-source ${source} is not a .tgz made by npm pack.`);
  const schema = tarballIn(dir, 'wallet-modal-schema');
  return { kit: `file:${kit}`, schema: `file:${schema}`, cliCommand: 'npx create-wallet-modal', tarballs: dir };
}

/**
 * The dependency specs to write into an app at `appDir`. `kitSource` is a clone of this repo, or the
 * kit tarball from `npm pack` (or the folder holding it), with the schema tarball beside it.
 * @example
 * packageSources('/repo/examples/basic').kit; // 'file:../../kit' when run from the clone at /repo
 * packageSources('/tmp/app', '/tmp/packed').kit; // 'file:/tmp/packed/wallet-modal-kit-0.1.0.tgz'
 */
export function packageSources(appDir: string, kitSource?: string): PackageSources {
  if (kitSource) {
    const source = resolve(kitSource);
    if (!existsSync(source)) throw new CliError(`--kit-source ${source} does not exist.`);
    return isCheckout(source) ? fromCheckout(appDir, source) : fromTarballs(source);
  }
  const root = checkoutRoot();
  if (!root) return { kit: PUBLISHED_RANGE, schema: PUBLISHED_RANGE, cliCommand: 'npx create-wallet-modal' };
  return fromCheckout(appDir, root);
}
