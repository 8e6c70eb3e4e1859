// Until the packages are published, an app made from this clone depends on the clone's kit and schema.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
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

  describe('--kit-source given npm pack tarballs', () => {
    let dir: string;
    afterEach(() => rmSync(dir, { recursive: true, force: true }));
    const packed = (...files: string[]) => {
      dir = mkdtempSync(join(tmpdir(), 'wm-sources-'));
      for (const file of files) writeFileSync(join(dir, file), '');
      return dir;
    };

    it('a folder of tarballs gives file: dependencies on the kit and schema tarballs in it', () => {
      const folder = packed('wallet-modal-kit-0.1.0.tgz', 'wallet-modal-schema-0.1.0.tgz', 'create-wallet-modal-0.1.0.tgz');
      expect(packageSources('/srv/elsewhere/app', folder)).toMatchObject({
        kit: `file:${join(folder, 'wallet-modal-kit-0.1.0.tgz')}`,
        schema: `file:${join(folder, 'wallet-modal-schema-0.1.0.tgz')}`,
        cliCommand: 'npx create-wallet-modal',
        tarballs: folder,
      });
    });

    it('the kit tarball itself finds the schema tarball beside it', () => {
      const folder = packed('wallet-modal-kit-0.2.0.tgz', 'wallet-modal-schema-0.2.0.tgz');
      expect(packageSources('/srv/elsewhere/app', join(folder, 'wallet-modal-kit-0.2.0.tgz')).schema).toBe(
        `file:${join(folder, 'wallet-modal-schema-0.2.0.tgz')}`,
      );
    });

    it('a folder without the schema tarball, or with two kit tarballs, is refused with what to fix', () => {
      expect(() => packageSources('/srv/app', packed('wallet-modal-kit-0.1.0.tgz'))).toThrow(/no wallet-modal-schema-<version>\.tgz/);
      rmSync(dir, { recursive: true });
      const two = packed('wallet-modal-kit-0.1.0.tgz', 'wallet-modal-kit-0.2.0.tgz', 'wallet-modal-schema-0.1.0.tgz');
      expect(() => packageSources('/srv/app', two)).toThrow(/2 tarballs match wallet-modal-kit-\*\.tgz/);
    });
  });
});
