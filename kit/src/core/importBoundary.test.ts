// The architecture's boundaries, checked on every import of the product code (issue 34): the core names
// no feature and no view; a feature uses another only through its module entry (index.ts) or its public
// entry (public.ts). The local world is the testing kit, @wallet-modal/testing: every file outside it (tests,
// the e2e suite, benches, scripts) imports it by its public entry only, never by a path into testing/ or
// e2e/, and product code does not import it at all (it adds nothing to an app's bundle). Tests and testing
// helpers may otherwise reach anywhere. The checker is run on the repo and on small trees that break each
// rule (it can fail).

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const PACKAGES = ['kit/src', 'secure-site/src', 'server/src', 'cli/src', 'schema/src'];
/** Where tests, benches and scripts live outside the packages' sources: they too use the testing kit by its entry. */
const OTHER_CODE = ['kit/gallery', 'server/test', 'server/bench', 'secure-site/scripts', 'cli/scripts', 'e2e', 'scripts', 'examples'];
/** The testing kit's public entries, as an app imports them. */
const TESTING_ENTRIES = new Set(['@wallet-modal/testing', '@wallet-modal/testing/playwright']);
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?\bfrom\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Test files and testing helpers: they may import anything. */
const isTestCode = (path: string) => /\.test\.tsx?$|(?:^|\/)testing(?:\.tsx?$|\/)/.test(path);

/** Every relative import of `source` (a repo-relative .ts/.tsx path), resolved to a repo-relative path. */
function importsOf(path: string, source: string): string[] {
  return specifiersOf(source).filter((spec) => spec.startsWith('.')).map((spec) => normalize(join(dirname(path), spec)));
}

function specifiersOf(source: string): string[] {
  return [...source.matchAll(IMPORT)].map((match) => match[1] ?? match[2]!);
}

/** The boundary each import of the product code crosses wrongly, as "file -> import: rule". */
function boundaryViolations(files: ReadonlyMap<string, string>): string[] {
  const found: string[] = [];
  for (const [path, source] of files) {
    if (!path.startsWith('testing/')) {
      for (const target of importsOf(path, source)) {
        if (/^(?:testing|e2e)\//.test(target) && !(path.startsWith('e2e/') && target.startsWith('e2e/'))) found.push(`${path} -> ${target}: the local world is used through @wallet-modal/testing's public entry`);
      }
      for (const spec of specifiersOf(source)) {
        if (spec.startsWith('@wallet-modal/testing/') && !TESTING_ENTRIES.has(spec)) found.push(`${path} -> ${spec}: only @wallet-modal/testing's public entries are imported`);
        if (spec.startsWith('@wallet-modal/testing') && !isTestCode(path) && PACKAGES.some((base) => path.startsWith(`${base}/`))) found.push(`${path} -> ${spec}: product code does not import the testing kit`);
      }
    }
    if (isTestCode(path)) continue;
    for (const target of importsOf(path, source)) {
      const say = (rule: string) => found.push(`${path} -> ${target}: ${rule}`);
      if (path.startsWith('kit/src/core/') && /^kit\/src\/(?:features|views)\//.test(target)) say('the core names no feature and no view');
      const from = /^kit\/src\/features\/([^/]+)\//.exec(path)?.[1];
      const to = /^kit\/src\/features\/([^/]+)\/(.+)$/.exec(target);
      if (from && to && to[1] !== from && !/^(?:index|public)(?:\.tsx?|\.js)?$/.test(to[2]!)) say(`a feature uses ${to[1]} only through its index.ts or public.ts`);
    }
  }
  return found;
}

/** Source files under `base`, skipping installed packages and build output. */
function* sourcesUnder(base: string): Generator<string> {
  if (!existsSync(join(repo, base))) return;
  for (const entry of readdirSync(join(repo, base), { withFileTypes: true })) {
    const path = `${base}/${entry.name}`;
    if (entry.isDirectory() && !/^(?:node_modules|dist|\.next|\.vite|generated)$/.test(entry.name)) yield* sourcesUnder(path);
    else if (entry.isFile() && /\.(?:tsx?|mjs|js)$/.test(entry.name)) yield path;
  }
}

function repoFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const base of [...PACKAGES, ...OTHER_CODE]) for (const path of sourcesUnder(base)) files.set(path, readFileSync(join(repo, path), 'utf8'));
  return files;
}

describe('import boundaries', () => {
  it('the code of every package keeps the boundaries: core without features or views, features through public entries, the local world only through @wallet-modal/testing', () => {
    const files = repoFiles();
    expect(files.size).toBeGreaterThan(300);
    expect(boundaryViolations(files)).toEqual([]);
  });

  it('each rule catches its break, and tests may import anywhere', () => {
    const tree = new Map([
      ['kit/src/core/controllers/x.ts', "import { Swap } from '../../views/Swap/Swap.js';\nconst f = () => import('../../features/swap/index.js');"],
      ['kit/src/features/pay/run.ts', "import { buildSwap } from '../swap/api.js';\nimport { swap } from '../swap/index.js';\nimport { quoteExpired } from '../swap/public.js';"],
      ['secure-site/src/frame/x.ts', "export { startWorld } from '../../../e2e/world/example-world.js';"],
      ['kit/src/features/pay/run.test.ts', "import { startAnvil } from '@wallet-modal/testing';\nimport { buildSwap } from '../swap/api.js';"],
      ['server/test/x.test.ts', "import { startAnvil } from '../../testing/src/anvil.js';\nimport { track } from '@wallet-modal/testing/src/processes.js';"],
      ['e2e/x.e2e.test.ts', "import { startAnvil } from '@wallet-modal/testing';\nimport { packedCli } from './support/packed-cli.js';"],
      ['kit/src/core/x.ts', "import { startAnvil } from '@wallet-modal/testing';"],
      ['testing/src/world.ts', "import { startAnvil } from './anvil.js';"],
    ]);
    expect(boundaryViolations(tree)).toEqual([
      'kit/src/core/controllers/x.ts -> kit/src/views/Swap/Swap.js: the core names no feature and no view',
      'kit/src/core/controllers/x.ts -> kit/src/features/swap/index.js: the core names no feature and no view',
      'kit/src/features/pay/run.ts -> kit/src/features/swap/api.js: a feature uses swap only through its index.ts or public.ts',
      'secure-site/src/frame/x.ts -> e2e/world/example-world.js: the local world is used through @wallet-modal/testing\'s public entry',
      'server/test/x.test.ts -> testing/src/anvil.js: the local world is used through @wallet-modal/testing\'s public entry',
      'server/test/x.test.ts -> @wallet-modal/testing/src/processes.js: only @wallet-modal/testing\'s public entries are imported',
      'kit/src/core/x.ts -> @wallet-modal/testing: product code does not import the testing kit',
    ]);
  });
});
