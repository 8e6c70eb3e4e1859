// GET /v1/account/{account}/history (spec §7): the query it takes and the page it answers. The record
// shape is what the kit's reader (kit/src/core/api/history.ts) accepts: absent fields are left out,
// never null, inside fungible_info and nft_info.
// TODO: move to @wallet-modal/schema/wire beside balance and identity once that package's wire folder lands.
import { z } from 'zod';

/** `chainId`: a CAIP-2 id, or a bare eip155 number ("1" is "eip155:1"). */
const chainId = z
  .string()
  .max(64)
  .transform((v) => (/^[0-9]+$/.test(v) ? `eip155:${v}` : v))
  .pipe(z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'must be a CAIP-2 chain id such as eip155:1'));

export const historyQuery = z.object({
  /** Opaque, from the previous page's `next`; empty or absent for the first page. */
  cursor: z.string().max(256).optional(),
  /** On-ramp purchases from a provider ('coinbase', 'meld'); this server has none, so the page is empty. */
  onramp: z.enum(['coinbase', 'meld'], { error: "must be 'coinbase' or 'meld'" }).optional(),
  chainId: chainId.optional(),
});
export type HistoryQuery = z.input<typeof historyQuery>;

export type OperationType = 'send' | 'receive' | 'trade' | 'mint' | 'burn' | 'deploy' | 'execute';

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
    status: 'confirmed' | 'failed';
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
