// GET /v1/account/{account}/history (spec §7): the query it takes and the page it answers, newest first.
// Inside fungible_info and nft_info, a field the record does not have is left out, never null.
import * as z from 'zod';
import { chainIdParam } from './params.js';

export const historyQuery = z.object({
  /** Opaque, from the previous page's `next`; empty or absent for the first page. */
  cursor: z.string().max(256).optional(),
  /** The purchases started through this on-ramp provider (an id of the server's options) instead of the chains' transactions. */
  onramp: z.string().regex(/^[a-z0-9][a-z0-9-]{0,31}$/, "must be an on-ramp provider id such as 'coinbase'").optional(),
  /** Without it, every chain the server indexes, ordered by block time. */
  chainId: chainIdParam.optional(),
});
export type HistoryQuery = z.input<typeof historyQuery>;

/** 'buy': an on-ramp purchase. */
export type OperationType = 'send' | 'receive' | 'trade' | 'mint' | 'burn' | 'deploy' | 'execute' | 'buy';

export interface HistoryTransfer {
  /** A native or ERC20 transfer. */
  fungible_info?: { name?: string; symbol?: string; icon?: { url: string } };
  /** An ERC721 or ERC1155 transfer. */
  nft_info?: {
    name: string;
    content?: { preview?: { url: string } };
    flags: { is_spam: boolean };
    contract_address: string;
    token_id: string;
    interface: 'ERC721' | 'ERC1155';
  };
  /** Relative to the account asked about; `self` when it sent to itself. */
  direction: 'in' | 'out' | 'self';
  /** `numeric` is the amount in whole units; `int` the raw integer; decimals 0 when unknown. */
  quantity: { numeric: string; decimals: number; int: string };
  /** quantity × price in USD; null when the price source has none. */
  value: number | null;
  price: number | null;
}

export interface HistoryRecord {
  /** Unique: CAIP-2 chain and transaction hash. */
  id: string;
  metadata: {
    /** ISO-8601, from the block timestamp. */
    minedAt: string;
    /** CAIP-2. */
    chain: string;
    operationType: OperationType;
    /** 'pending': an on-ramp purchase the provider has not delivered yet. */
    status: 'confirmed' | 'failed' | 'pending';
    hash: string;
    sentFrom: string;
    /** The called address; for a contract creation, the created contract. */
    sentTo: string;
    nonce: number;
  };
  transfers: HistoryTransfer[];
}

export interface HistoryPage {
  data: HistoryRecord[];
  /** The cursor of the next page; null on the last one. */
  next: string | null;
}
