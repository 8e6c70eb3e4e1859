// The create-wallet-modal command line: `create-wallet-modal [dir]` scaffolds an app,
// `create-wallet-modal generate` re-creates its integration after the config changes.

import * as p from '@clack/prompts';
import { CancelledError, CliError } from './errors.js';
import { createProgram } from './program.js';

try {
  await createProgram().parseAsync();
} catch (error) {
  if (!(error instanceof CliError)) throw error;
  if (error instanceof CancelledError) p.cancel(error.message);
  else process.stderr.write(`${error.message}\n`);
  process.exitCode = error.exitCode;
}
