// Until the packages are published, an app made from this clone depends on the clone's kit and schema.

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../testing/cli.js';
import { packageSources } from './sources.js';

describe('packageSources', () => {
  it('an app inside the clone gets relative file: dependencies', () => {
    expect(packageSources(join(repoRoot, 'examples', 'basic'))).toMatchObject({
      kit: 'file:../../kit',
      schema: 'file:../../schema',
      cliCommand: 'node ../../cli/bin/create-wallet-modal.js',
    });
  });

  it('an app outside the clone gets absolute file: dependencies', () => {
    expect(packageSources('/srv/elsewhere/app').kit).toBe(`file:${join(repoRoot, 'kit')}`);
  });
});
