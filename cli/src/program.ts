// The create-wallet-modal command line as a value: its commands, flags and help, built by one function so
// the entry point runs it and tests drive the same parser in-process.

import { Command } from 'commander';
import { readFileSync } from 'node:fs';
import { add } from './commands/add.js';
import { create } from './commands/create.js';
import { csp } from './commands/csp.js';
import { generate } from './commands/generate.js';
import { CliError } from './errors.js';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

/**
 * `create-wallet-modal [dir]` scaffolds an app; `create-wallet-modal generate` re-creates its integration.
 * @example
 * await createProgram().parseAsync(['generate', '--dry-run'], { from: 'user' });
 */
export function createProgram(): Command {
  const program = new Command('create-wallet-modal')
    .description('Scaffold a React app (Vite, or Next.js App Router) with a wallet-connection modal.')
    .version(version)
    .enablePositionalOptions()
    .argument('[dir]', 'folder for the new app')
    .option('-y, --yes', 'accept the defaults and never ask')
    .option('--config <file>', 'start from this config file (validated first)')
    .option('--project-id <id>', 'the project id (required; from https://dashboard.reown.com or your own server)')
    .option('--networks <ids>', 'comma-separated CAIP-2 network ids, e.g. eip155:1,eip155:10')
    .option('--secure-site-url <url>', "the embedded wallet's secure site on your wallet-modal server (e-mail and social login need it)")
    .option('--framework <name>', 'vite (Vite + React, the default) or next (Next.js App Router)')
    .option('--name <name>', 'the package name (default: the folder name)')
    .option('--no-install', 'do not run npm install')
    .option('--force', 'write into a non-empty folder')
    .option('--kit-source <path>', 'take @wallet-modal/kit and schema from this clone, or from these npm pack tarballs (the kit .tgz or its folder)')
    .action(create);

  program
    .command('generate')
    .description('Validate wallet-modal.config.json and re-create src/wallet-modal/* from it.')
    .option('--cwd <dir>', 'the app folder', '.')
    .option('--config <file>', 'the config file (default: <cwd>/wallet-modal.config.json)')
    .option('--force', 'overwrite generated files even if they were edited by hand')
    .option('--dry-run', 'list what would be written, kept or left unchanged; write nothing')
    .option('--diff', 'print unified diffs of what would change')
    .option('--project-id <id>', 'when the app has no config yet: the project id for a new one')
    .option('--networks <ids>', 'when the app has no config yet: comma-separated CAIP-2 network ids')
    .option('--secure-site-url <url>', "when the app has no config yet: the embedded wallet's secure site (e-mail and social login need it)")
    .option('-y, --yes', 'never ask')
    .action(generate);
  program
    .command('csp')
    .description("Print the Content-Security-Policy the wallet modal needs from wallet-modal.config.json: only the origins it configures, no 'unsafe-inline' or 'unsafe-eval'.")
    .option('--cwd <dir>', 'the app folder', '.')
    .option('--config <file>', 'the config file (default: <cwd>/wallet-modal.config.json)')
    .option('--framework <name>', 'vite or next (default: detected; Next.js gets a per-request nonce)')
    .action(csp);
  program
    .command('add')
    .alias('init')
    .description('Add the wallet modal to an existing Vite React or Next.js (App Router) app: config, integration, dependencies and the <WalletModal> wrapper.')
    .argument('[dir]', 'the app folder', '.')
    .option('--framework <name>', 'vite or next (default: detected from package.json and config files)')
    .option('--config <file>', 'start from this config file (default: <dir>/wallet-modal.config.json when there is one)')
    .option('--project-id <id>', 'when the app has no config yet: the project id for a new one')
    .option('--networks <ids>', 'when the app has no config yet: comma-separated CAIP-2 network ids')
    .option('--secure-site-url <url>', "when the app has no config yet: the embedded wallet's secure site (e-mail and social login need it)")
    .option('--no-install', "do not run the app's package manager")
    .option('--kit-source <path>', 'take @wallet-modal/kit and schema from this clone, or from these npm pack tarballs')
    .option('-y, --yes', 'never ask')
    .action(add);
  program.hook('preAction', (_program, command) => refuseFlagAsValue(command));
  return program;
}

/**
 * Commander gives an option that takes a value the next word, even when that word is another flag
 * (`--project-id --config x` sets the project id to "--config"). A value that is one of the command's
 * own flags is a forgotten value: refuse it, naming the option, before anything is written.
 */
function refuseFlagAsValue(command: Command): void {
  const flags = new Set(command.options.flatMap((option) => [option.long, option.short]).filter(Boolean));
  for (const option of command.options) {
    if (!option.required) continue;
    const value: unknown = command.getOptionValue(option.attributeName());
    if (typeof value === 'string' && flags.has(value.split('=')[0]!)) {
      throw new CliError(`${option.long} needs a value, but the next word is the option ${value}: write ${option.flags}.`);
    }
  }
}
