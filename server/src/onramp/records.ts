// A started purchase as history's `onramp` pages show it: a 'buy' record on the purchase's chain,
// pending until the provider reports it delivered (confirmed) or failed; and the page cursor.
import type { HistoryRecord } from '@wallet-modal/schema/wire';
import { z } from 'zod';
import type { PurchasePosition, PurchaseRow } from './store.js';

const STATUS = { pending: 'pending', completed: 'confirmed', failed: 'failed' } as const;

/**
 * @example
 * toHistoryRecord(row); // { id: 'onramp:…', metadata: { operationType: 'buy', status: 'pending', … }, transfers: [{ … symbol: 'ETH' }] }
 */
export function toHistoryRecord(row: PurchaseRow): HistoryRecord {
  const amount = row.cryptoAmount ?? '0';
  return {
    id: `onramp:${row.id}`,
    metadata: {
      // When it started; once the provider reported, when it last did.
      minedAt: new Date(row.reported ? row.updatedAt : row.createdAt).toISOString(),
      chain: row.chainId,
      operationType: 'buy',
      status: STATUS[row.status],
      hash: row.txHash ?? '',
      sentFrom: row.via,
      sentTo: row.account,
      nonce: 0,
    },
    transfers: [
      {
        fungible_info: { name: row.asset, symbol: row.asset },
        direction: 'in',
        // The provider gives whole units only: `int` repeats them, decimals unknown (0).
        quantity: { numeric: amount, decimals: 0, int: amount },
        value: null,
        price: null,
      },
    ],
  };
}

const VERSION = 1;
const shape = z.tuple([z.literal(VERSION), z.literal('onramp'), z.number().int().min(0), z.string().min(1).max(64)]);

export function encodePurchaseCursor(p: PurchasePosition): string {
  return Buffer.from(JSON.stringify([VERSION, 'onramp', p.createdAt, p.id])).toString('base64url');
}

/** @returns the position, or undefined when `cursor` is not an on-ramp cursor this server issued. */
export function decodePurchaseCursor(cursor: string): PurchasePosition | undefined {
  if (!/^[A-Za-z0-9_-]{1,256}$/.test(cursor)) return undefined;
  try {
    const parsed = shape.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    return parsed.success ? { createdAt: parsed.data[2], id: parsed.data[3] } : undefined;
  } catch {
    return undefined;
  }
}
