// Activity-list helpers (spec §2): filter to the connected chain, hide spam-NFT-only transactions, group by month.

export interface TransactionTransfer {
  fungible_info?: { symbol?: string; icon?: { url?: string } };
  nft_info?: { name?: string; content?: { preview?: { url?: string } }; flags?: { is_spam?: boolean } };
  /** Seen from the account: received, sent or both. */
  direction?: 'in' | 'out' | 'self';
  quantity: { numeric: string };
}

/** A transaction record of the history API (spec §3 "Transaction record"). */
export interface TransactionRecord {
  id: string;
  metadata: {
    minedAt: string;
    /** CAIP-2 id of the chain it was mined on. */
    chain: string;
    operationType: string;
    status: string;
    sentFrom: string;
    sentTo: string;
  };
  transfers: TransactionTransfer[];
}

export interface TransactionGroup {
  year: number;
  /** 0 = January. */
  month: number;
  transactions: TransactionRecord[];
}

/**
 * Keeps the transactions of the connected chain.
 * @example
 * onChain(history, 'eip155:1');
 */
export function onChain(transactions: readonly TransactionRecord[], caipNetworkId: string): TransactionRecord[] {
  return transactions.filter((tx) => tx.metadata.chain === caipNetworkId);
}

/** Whether every transfer of `tx` is an NFT flagged as spam (a transaction with no transfers is kept). */
export function isSpamOnly(tx: TransactionRecord): boolean {
  return tx.transfers.length > 0 && tx.transfers.every((transfer) => transfer.nft_info?.flags?.is_spam === true);
}

/**
 * Hides transactions whose transfers are all flagged spam NFTs.
 * @example
 * withoutSpam(history);
 */
export function withoutSpam(transactions: readonly TransactionRecord[]): TransactionRecord[] {
  return transactions.filter((tx) => !isSpamOnly(tx));
}

/**
 * Groups by year and month of `minedAt` (local time), newest group and newest transaction first.
 * @example
 * groupByMonth(history)[0]; // { year: 2026, month: 10, transactions: [...] }
 */
export function groupByMonth(transactions: readonly TransactionRecord[]): TransactionGroup[] {
  const sorted = [...transactions].sort((a, b) => minedAt(b) - minedAt(a));
  const groups: TransactionGroup[] = [];
  for (const tx of sorted) {
    const date = new Date(minedAt(tx));
    const [year, month] = [date.getFullYear(), date.getMonth()];
    const last = groups[groups.length - 1];
    if (last && last.year === year && last.month === month) last.transactions.push(tx);
    else groups.push({ year, month, transactions: [tx] });
  }
  return groups;
}

/**
 * The activity list as shown: connected chain only, spam-only transactions hidden, grouped by month.
 * @example
 * activityGroups(history, 'eip155:1');
 */
export function activityGroups(transactions: readonly TransactionRecord[], caipNetworkId: string): TransactionGroup[] {
  return groupByMonth(withoutSpam(onChain(transactions, caipNetworkId)));
}

export type OwnedNft = NonNullable<TransactionTransfer['nft_info']>;

/**
 * The NFTs the account holds after the given transactions (any order): per NFT, its newest transfer
 * decides (received or self: held; sent: gone); spam NFTs are left out.
 * @example
 * ownedNfts(onChain(history, 'eip155:1')); // [{ name: 'Kittens #7', content: { preview: { url } } }]
 */
export function ownedNfts(transactions: readonly TransactionRecord[]): OwnedNft[] {
  const newest = new Map<string, { nft: OwnedNft; held: boolean }>();
  for (const tx of [...transactions].sort((a, b) => minedAt(b) - minedAt(a))) {
    for (const transfer of tx.transfers) {
      const nft = transfer.nft_info;
      if (!nft || nft.flags?.is_spam || newest.has(nft.name ?? '')) continue;
      newest.set(nft.name ?? '', { nft, held: transfer.direction !== 'out' });
    }
  }
  return [...newest.values()].flatMap(({ nft, held }) => (held ? [nft] : []));
}

const minedAt = (tx: TransactionRecord): number => new Date(tx.metadata.minedAt).getTime() || 0;
