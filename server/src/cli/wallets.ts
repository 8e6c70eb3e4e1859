// `wallets import <file>`: validate a directory file and upsert its entries in one transaction.
import { Command } from 'commander';
import type { Config } from '../config/schema.js';
import { ImageStore } from '../images/store.js';
import { readWalletFile } from '../wallets/load.js';
import { WalletStore } from '../wallets/store.js';
import { withDatabase } from './with-db.js';

export function walletCommands(config: () => Config): Command {
  const wallets = new Command('wallets').description('manage the wallet directory');
  wallets
    .command('import <file>')
    .description('load a wallet directory JSON file (an array of entries, or { "wallets": [...] })')
    .action(async (file: string) => {
      const entries = readWalletFile(file); // validated before the database is touched
      await withDatabase(config(), async (db) => {
        const n = await new WalletStore(db, new ImageStore(db)).upsertMany(entries);
        console.log(`imported ${n} wallets from ${file}`);
      });
    });
  return wallets;
}
