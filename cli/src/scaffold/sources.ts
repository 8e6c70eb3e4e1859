// Where an app gets @wallet-modal/kit and @wallet-modal/schema: npm once published, this clone until then.

import { isAbsolute, join, relative, resolve } from 'node:path';
import { checkoutRoot } from '../paths.js';
import { PUBLISHED_RANGE } from './versions.js';

export interface PackageSources {
  kit: string;
  schema: string;
  /** How the app's README and `generate` script run the CLI. */
  cliCommand: string;
  /** The clone the packages come from, when they are `file:` dependencies. */
  checkout?: string;
}

/** A path as written in package.json: relative when the app lives inside the clone, else absolute. */
function pathFrom(appDir: string, target: string, root: string): string {
  const inside = !relative(root, appDir).startsWith('..') && !isAbsolute(relative(root, appDir));
  return (inside ? relative(appDir, target) : target).split('\\').join('/');
}

/**
 * The dependency specs to write into an app at `appDir`.
 * @example
 * packageSources('/repo/examples/basic').kit; // 'file:../../kit' when run from the clone at /repo
 */
export function packageSources(appDir: string, kitSource?: string): PackageSources {
  const root = kitSource ? resolve(kitSource) : checkoutRoot();
  if (!root) {
    return { kit: PUBLISHED_RANGE, schema: PUBLISHED_RANGE, cliCommand: 'npx create-wallet-modal' };
  }
  const target = resolve(appDir);
  return {
    kit: `file:${pathFrom(target, join(root, 'kit'), root)}`,
    schema: `file:${pathFrom(target, join(root, 'schema'), root)}`,
    cliCommand: `node ${pathFrom(target, join(root, 'cli', 'bin', 'create-wallet-modal.js'), root)}`,
    checkout: root,
  };
}
