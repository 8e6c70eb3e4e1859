// `npm run generate:examples`: regenerates every example app from its checked-in config.

import { join } from 'node:path';
import { runCli } from '../cli/src/testing/cli.js';
import { exampleArgs, exampleNames, examplesDir } from './examples.js';

for (const name of exampleNames()) {
  const result = await runCli(exampleArgs(name, join(examplesDir, name)));
  process.stdout.write(result.output);
  if (result.code !== 0) {
    process.stderr.write(`examples/${name} failed to generate\n`);
    process.exit(1);
  }
}
