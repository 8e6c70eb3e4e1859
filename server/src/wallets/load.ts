// Reads and validates a wallet directory file (the shipped one or an import), with errors naming the entry.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { walletFileSchema, type WalletInput } from './entry.js';

export const shippedDirectory = fileURLToPath(new URL('../../data/wallets.json', import.meta.url));

export function readWalletFile(path: string): WalletInput[] {
  const json: unknown = JSON.parse(readFileSync(path, 'utf8'));
  const parsed = walletFileSchema.safeParse(json);
  if (!parsed.success) throw new Error(`Invalid wallet directory ${path}:\n${z.prettifyError(parsed.error)}`);
  const ids = new Set<string>();
  for (const w of parsed.data) {
    if (ids.has(w.id)) throw new Error(`Invalid wallet directory ${path}: duplicate id ${w.id}`);
    ids.add(w.id);
  }
  return parsed.data;
}
