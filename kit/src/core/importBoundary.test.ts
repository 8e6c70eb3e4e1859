// The architecture's boundaries, checked on every import of the product code (issue 34): the core names
// no feature and no view; a feature uses another only through its module entry (index.ts) or its public
// entry (public.ts); no package's product code imports the e2e world. Tests and testing helpers may
// reach anywhere. The checker is run on the repo and on small trees that break each rule (it can fail).

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const PACKAGES = ['kit/src', 'secure-site/src', 'server/src', 'cli/src', 'schema/src'];
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?\bfrom\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Test files and testing helpers: they may import anything. */
const isTestCode = (path: string) => /\.test\.tsx?$|(?:^|\/)testing(?:\.tsx?$|\/)/.test(path);

/** Every relative import of `source` (a repo-relative .ts/.tsx path), resolved to a repo-relative path. */
function importsOf(path: string, source: string): string[] {
  return [...source.matchAll(IMPORT)].map((match) => match[1] ?? match[2]!).filter((spec) => spec.startsWith('.')).map((spec) => normalize(join(dirname(path), spec)));
}

/** The boundary each import of the product code crosses wrongly, as "file -> import: rule". */
function boundaryViolations(files: ReadonlyMap<string, string>): string[] {
  const found: string[] = [];
  for (const [path, source] of files) {
    if (isTestCode(path)) continue;
    for (const target of importsOf(path, source)) {
      const say = (rule: string) => found.push(`${path} -> ${target}: ${rule}`);
      if (target === 'e2e' || target.startsWith('e2e/')) say('product code never imports the e2e world');
      if (path.startsWith('kit/src/core/') && /^kit\/src\/(?:features|views)\//.test(target)) say('the core names no feature and no view');
      const from = /^kit\/src\/features\/([^/]+)\//.exec(path)?.[1];
      const to = /^kit\/src\/features\/([^/]+)\/(.+)$/.exec(target);
      if (from && to && to[1] !== from && !/^(?:index|public)(?:\.tsx?|\.js)?$/.test(to[2]!)) say(`a feature uses ${to[1]} only through its index.ts or public.ts`);
    }
  }
  return found;
}

function productFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const base of PACKAGES) {
    for (const entry of readdirSync(join(repo, base), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
      const path = relative(repo, join(entry.parentPath, entry.name));
      files.set(path, readFileSync(join(repo, path), 'utf8'));
    }
  }
  return files;
}

describe('import boundaries', () => {
  it('the product code of every package keeps the boundaries: core without features or views, features through public entries, no e2e world', () => {
    const files = productFiles();
    expect(files.size).toBeGreaterThan(300);
    expect(boundaryViolations(files)).toEqual([]);
  });

  it('each rule catches its break, and tests may import anywhere', () => {
    const tree = new Map([
      ['kit/src/core/controllers/x.ts', "import { Swap } from '../../views/Swap/Swap.js';\nconst f = () => import('../../features/swap/index.js');"],
      ['kit/src/features/pay/run.ts', "import { buildSwap } from '../swap/api.js';\nimport { swap } from '../swap/index.js';\nimport { quoteExpired } from '../swap/public.js';"],
      ['secure-site/src/frame/x.ts', "export { startWorld } from '../../../e2e/world/example-world.js';"],
      ['kit/src/features/pay/run.test.ts', "import { startWorld } from '../../../../e2e/world/example-world.js';\nimport { buildSwap } from '../swap/api.js';"],
    ]);
    expect(boundaryViolations(tree)).toEqual([
      'kit/src/core/controllers/x.ts -> kit/src/views/Swap/Swap.js: the core names no feature and no view',
      'kit/src/core/controllers/x.ts -> kit/src/features/swap/index.js: the core names no feature and no view',
      'kit/src/features/pay/run.ts -> kit/src/features/swap/api.js: a feature uses swap only through its index.ts or public.ts',
      'secure-site/src/frame/x.ts -> e2e/world/example-world.js: product code never imports the e2e world',
    ]);
  });
});
