// Activity-list helpers (spec §2): filter to the connected chain, hide spam-NFT-only transactions, group by month.

export interface TransactionTransfer {
  fungible_info?: { symbol?: string; icon?: { url?: string } };
  nft_info?: { name?: string; content?: { preview?: { url?: string } }; flags?: { is_spam?: boolean } };
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

const minedAt = (tx: TransactionRecord): number => new Date(tx.metadata.minedAt).getTime() || 0;
