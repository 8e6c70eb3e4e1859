// Stored rows -> the records GET /v1/account/{account}/history answers: one record per transaction the
// account took part in, with its transfers to or from the account, seen from the account's side.
import type { HistoryRecord, HistoryTransfer, OperationType } from '@wallet-modal/schema/wire';
import { formatUnits, getAddress, type Address } from 'viem';
import type { ChainConfig } from '../config/schema.js';
import type { PricedAsset, PriceSource } from '../prices/source.js';
import type { NftIdentity } from './spam.js';
import type { StoredTransfer, StoredTx } from './store.js';

const ZERO = '0x0000000000000000000000000000000000000000';
const PRICE_CURRENCY = 'usd';

export type RecordContext = {
  /** The account asked about, lowercase. */
  account: string;
  chains: Map<string, ChainConfig>;
  /** Whether an NFT collection is spam (the operator's lists, then heuristics: spam.ts). */
  isSpam: (nft: NftIdentity) => boolean;
  prices: PriceSource;
  tokenImage: (symbol: string) => string;
};

const checksum = (a: string) => getAddress(a as Address);

/**
 * @example
 * await toRecords(ctx, txs, transfers); // [{ id: 'eip155:1:0x…', metadata: { operationType: 'send', … }, transfers: [...] }]
 */
export async function toRecords(ctx: RecordContext, txs: StoredTx[], transfers: StoredTransfer[]): Promise<HistoryRecord[]> {
  const key = (k: { chainId: string; block: number; txIndex: number }) => `${k.chainId}/${k.block}/${k.txIndex}`;
  const byTx = new Map<string, StoredTransfer[]>();
  for (const t of transfers) {
    const list = byTx.get(key(t));
    if (list) list.push(t);
    else byTx.set(key(t), [t]);
  }
  const quotes = await priceTransfers(ctx, transfers);
  return txs.map((tx) => {
    const own = byTx.get(key(tx)) ?? [];
    const shown = own.map((t) => toTransfer(ctx, t, quotes.get(t)));
    return {
      id: `${tx.chainId}:${tx.hash}`,
      metadata: {
        minedAt: new Date(tx.minedAt * 1000).toISOString(),
        chain: tx.chainId,
        operationType: operationType(ctx.account, tx, own),
        status: tx.success ? 'confirmed' : 'failed',
        hash: tx.hash,
        sentFrom: checksum(tx.from),
        sentTo: checksum(tx.to),
        nonce: tx.nonce,
      },
      transfers: shown,
    };
  });
}

/** What the transaction was, for the account: deploy, mint, burn, trade, send, receive, else execute. */
export function operationType(account: string, tx: StoredTx, transfers: StoredTransfer[]): OperationType {
  if (tx.creation && tx.from === account) return 'deploy';
  if (!transfers.length) return 'execute';
  const ins = transfers.filter((t) => t.to === account && t.from !== account);
  const outs = transfers.filter((t) => t.from === account && t.to !== account);
  if (!outs.length && ins.length && ins.every((t) => t.from === ZERO)) return 'mint';
  if (!ins.length && outs.length && outs.every((t) => t.to === ZERO)) return 'burn';
  if (ins.length && outs.length) return 'trade';
  return ins.length ? 'receive' : 'send';
}

function toTransfer(ctx: RecordContext, t: StoredTransfer, price: number | undefined): HistoryTransfer {
  const direction = t.from === ctx.account ? (t.to === ctx.account ? 'self' : 'out') : 'in';
  if (t.standard === 'erc721' || t.standard === 'erc1155') {
    const collection = t.name ?? t.symbol ?? 'NFT';
    return {
      nft_info: {
        name: `${collection} #${t.tokenId}`,
        content: { preview: { url: ctx.tokenImage(t.symbol ?? collection) } },
        flags: { is_spam: ctx.isSpam({ chainId: t.chainId, contract: t.contract!, name: t.name, symbol: t.symbol }) },
        contract_address: checksum(t.contract!),
        token_id: t.tokenId!,
        interface: t.standard === 'erc721' ? 'ERC721' : 'ERC1155',
      },
      direction,
      quantity: { numeric: t.amount, decimals: 0, int: t.amount },
      value: null,
      price: null,
    };
  }
  const native = t.standard === 'native' ? ctx.chains.get(t.chainId)?.nativeCurrency : undefined;
  const name = native?.name ?? t.name ?? undefined;
  const symbol = native?.symbol ?? t.symbol ?? undefined;
  const decimals = native?.decimals ?? t.decimals ?? 0;
  const numeric = formatUnits(BigInt(t.amount), decimals);
  return {
    fungible_info: {
      ...(name !== undefined && { name }),
      ...(symbol !== undefined && { symbol, icon: { url: ctx.tokenImage(symbol) } }),
    },
    direction,
    quantity: { numeric, decimals, int: t.amount },
    value: price === undefined ? null : Number(numeric) * price,
    price: price ?? null,
  };
}

/**
 * Current prices of the fungible transfers (the price source has no history). The native currency is
 * priced by symbol; a token by its CAIP-10 id, or by symbol only when the operator lists it under the
 * chain's tokens: any contract can call itself "USDC".
 */
async function priceTransfers(ctx: RecordContext, transfers: StoredTransfer[]): Promise<Map<StoredTransfer, number | undefined>> {
  const quotes = new Map<StoredTransfer, number | undefined>();
  if (!ctx.prices.currencies().includes(PRICE_CURRENCY)) return quotes;
  const priced = transfers.filter((t) => t.standard === 'native' || (t.standard === 'erc20' && t.decimals !== null));
  const assets = priced.map((t): PricedAsset => {
    const chain = ctx.chains.get(t.chainId);
    if (t.standard === 'native') return { chainId: t.chainId, symbol: chain?.nativeCurrency.symbol ?? '' };
    const listed = chain?.tokens.some((token) => token.address.toLowerCase() === t.contract);
    return { chainId: t.chainId, address: t.contract!, symbol: listed ? (t.symbol ?? '') : '' };
  });
  const prices = assets.length ? await ctx.prices.getPrices(PRICE_CURRENCY, assets) : [];
  priced.forEach((t, i) => quotes.set(t, prices[i]));
  return quotes;
}
