// The opaque page cursor: the position of the last record served (block time, chain, block, tx index),
// so the next page starts right after it whatever was indexed since.
import { z } from 'zod';

export type Position = { minedAt: number; chainId: string; block: number; txIndex: number };

const VERSION = 1;
const uint = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const shape = z.tuple([z.literal(VERSION), uint, z.string().regex(/^eip155:[0-9]{1,16}$/), uint, uint]);

/** @example encodeCursor({ minedAt: 1700000000, chainId: 'eip155:1', block: 19000000, txIndex: 4 }) // 'WzEsMTcw…' */
export function encodeCursor(p: Position): string {
  return Buffer.from(JSON.stringify([VERSION, p.minedAt, p.chainId, p.block, p.txIndex])).toString('base64url');
}

/** @returns the position, or undefined when `cursor` is not one this server issued. */
export function decodeCursor(cursor: string): Position | undefined {
  if (!/^[A-Za-z0-9_-]{1,256}$/.test(cursor)) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = shape.safeParse(json);
  if (!parsed.success) return undefined;
  const [, minedAt, chainId, block, txIndex] = parsed.data;
  return { minedAt, chainId, block, txIndex };
}
