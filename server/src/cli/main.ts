// wallet-modal-server: `serve` (default), `migrate`, `project …` and `wallets import` admin commands.
import { Command } from 'commander';
import { loadConfig } from '../config/load.js';
import { openDatabase } from '../db/open.js';
import { createLogger } from '../log.js';
import { closeOnSignals, startServer } from '../server.js';
import { projectCommands } from './project.js';
import { walletCommands } from './wallets.js';

export function buildCli(): Command {
  const program = new Command('wallet-modal-server')
    .description('Self-hostable backend for create-wallet-modal')
    .option('-c, --config <file>', 'config file (JSON); also CONFIG env var')
    .option('--dev', "development mode on a developer's own machine (localhost conveniences); never in production");
  const config = () => {
    const { config: path, dev } = program.opts<{ config?: string; dev?: boolean }>();
    return loadConfig({ path, env: process.env, overrides: dev ? { mode: 'development' } : {} });
  };

  program
    .command('serve', { isDefault: true })
    .description('start the HTTP server (PORT, HOST, DATABASE_URL override the config file)')
    .action(async () => {
      const cfg = config();
      const log = createLogger(cfg.logLevel);
      const server = await startServer(cfg, log);
      closeOnSignals(server, log);
    });

  program
    .command('migrate')
    .description('apply database migrations and exit')
    .action(async () => {
      const db = await openDatabase(config().database);
      await db.close();
      console.log('database is up to date');
    });

  program.addCommand(projectCommands(config));
  program.addCommand(walletCommands(config));
  return program;
}

export async function main(argv = process.argv): Promise<void> {
  try {
    await buildCli().parseAsync(argv);
  } catch (error) {
    console.error(`wallet-modal-server: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
