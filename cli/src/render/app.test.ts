// The app skeleton's vite config keeps one copy of every package the kit peers on, so an app whose kit
// is linked from a clone (file: dependency) does not load the clone's React beside its own.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageSources } from '../scaffold/sources.js';
import { repoRoot } from '../testing/cli.js';
import { appFiles } from './app.js';

const kitPeers = Object.keys(
  (JSON.parse(readFileSync(join(repoRoot, 'kit', 'package.json'), 'utf8')) as { peerDependencies: Record<string, string> }).peerDependencies,
);

describe('appFiles: vite.config.ts', () => {
  it('dedupes every package @wallet-modal/kit lists in peerDependencies', () => {
    const viteConfig = appFiles('my-app', packageSources('/srv/elsewhere/my-app')).find((file) => file.path === 'vite.config.ts');
    const dedupe = /dedupe: \[([^\]]*)\]/.exec(viteConfig?.content ?? '')?.[1] ?? '';
    const deduped = [...dedupe.matchAll(/'([^']+)'/g)].map((match) => match[1]);
    expect(kitPeers.length).toBeGreaterThan(0);
    expect(deduped).toEqual(expect.arrayContaining(kitPeers));
  });
});
