// No drift: each example under examples/ is exactly what the CLI generates from its checked-in config.

import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, scratchDir, snapshotFiles } from '../cli/src/testing/cli.js';
import { exampleArgs, exampleNames, examplesDir } from './examples.js';

const scratch = scratchDir();
afterAll(scratch.cleanup);

describe('examples', () => {
  it('there is at least the basic example', () => {
    expect(exampleNames()).toContain('basic');
  });

  it.each(exampleNames())('examples/%s is exactly what the CLI generates from its config (run `npm run generate:examples`)', async (name) => {
    // scratch.dir sits two levels below the repo root, like examples/<name>, so file: paths match.
    const result = await runCli(exampleArgs(name, scratch.dir));
    expect(result.code, result.output).toBe(0);
    expect(snapshotFiles(scratch.dir)).toEqual(snapshotFiles(join(examplesDir, name)));
  });
});
