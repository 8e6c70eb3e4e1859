// Reads one block range from the chain: full blocks (native value and timestamps), transfer logs
// (eth_getLogs over the range) and the receipt status of value-moving transactions. The result is
// plain rows; nothing is written here.
import { getContractAddress, toHex, type Address, type Hex } from 'viem';
import { decodeTransferLog, TRANSFER_TOPICS, type RpcLog, type TokenStandard, type TransferRow } from './decode.js';
import { inChunks, isUnsupportedMethod, type Rpc } from './rpc.js';

type RpcTx = { hash: Hex; from: string; to: string | null; nonce: Hex; value: Hex; transactionIndex: Hex };
type RpcBlock = { number: Hex; hash: Hex; parentHash: Hex; timestamp: Hex; transactions: RpcTx[] };
type RpcReceipt = { transactionIndex: Hex; status?: Hex | null };

export type BlockRow = { number: number; hash: Hex; parentHash: Hex; timestamp: number };
export type TxRow = {
  block: number;
  txIndex: number;
  hash: Hex;
  from: string;
  /** The called address, or the created contract for a contract creation. */
  to: string;
  creation: boolean;
  nonce: number;
  success: boolean;
  minedAt: number;
};
export type ActivityRow = { account: string; block: number; txIndex: number; minedAt: number };

export type ScannedRange = {
  blocks: BlockRow[];
  txs: TxRow[];
  transfers: TransferRow[];
  activity: ActivityRow[];
  /** Token contracts seen in the range, with the standard their first log showed. */
  contracts: Map<string, TokenStandard>;
};

/** A block is not served yet, or the reads straddled a reorg: try the range again shortly. */
export class RangeNotReady extends Error {
  override name = 'RangeNotReady';
}

/** How receipts are read: one eth_getBlockReceipts per block, or (nodes without it) one call per transaction. */
export type ReceiptMode = { byBlock: boolean };

const ZERO = '0x0000000000000000000000000000000000000000';
/** Receipt requests in flight at once. */
const RECEIPTS_PER_CHUNK = 100;

/**
 * @example
 * const range = await scanRange(rpc, { from: 100, to: 199, receipts: { byBlock: true } });
 */
export async function scanRange(rpc: Rpc, p: { from: number; to: number; receipts: ReceiptMode }): Promise<ScannedRange> {
  const numbers = Array.from({ length: p.to - p.from + 1 }, (_, i) => p.from + i);
  const [rawBlocks, logs] = await Promise.all([
    Promise.all(numbers.map((n) => rpc<RpcBlock | null>('eth_getBlockByNumber', [toHex(n), true]))),
    rpc<RpcLog[]>('eth_getLogs', [{ fromBlock: toHex(p.from), toBlock: toHex(p.to), topics: [TRANSFER_TOPICS] }]),
  ]);
  const blocks = rawBlocks.map((b, i) => {
    if (!b) throw new RangeNotReady(`block ${numbers[i]} is not served yet`);
    return b;
  });
  const byNumber = new Map(blocks.map((b) => [Number(b.number), b]));
  blocks.forEach((b, i) => {
    if (i > 0 && b.parentHash !== blocks[i - 1]!.hash) throw new RangeNotReady(`blocks ${p.from}-${p.to} span a reorg`);
  });

  const transfers: TransferRow[] = [];
  const contracts = new Map<string, TokenStandard>();
  const success = new Map<string, boolean>(); // `${block}:${txIndex}` -> receipt status
  for (const log of logs) {
    if (log.removed) continue;
    if (byNumber.get(Number(log.blockNumber))?.hash !== log.blockHash) throw new RangeNotReady(`logs of ${p.from}-${p.to} span a reorg`);
    for (const t of decodeTransferLog(log)) {
      transfers.push(t);
      if (!contracts.has(t.contract!)) contracts.set(t.contract!, t.standard as TokenStandard);
      success.set(`${t.block}:${t.txIndex}`, true); // a reverted transaction leaves no logs
    }
  }

  const valueTxs = blocks.flatMap((b) => b.transactions.filter((tx) => BigInt(tx.value) > 0n).map((tx) => ({ block: b, tx })));
  const statuses = await receiptStatuses(rpc, valueTxs, p.receipts);
  for (const { block, tx } of valueTxs) {
    const key = `${Number(block.number)}:${Number(tx.transactionIndex)}`;
    success.set(key, statuses.get(key) ?? true);
    transfers.push({
      block: Number(block.number),
      txIndex: Number(tx.transactionIndex),
      logIndex: -1,
      item: 0,
      standard: 'native',
      contract: null,
      from: tx.from.toLowerCase(),
      to: recipient(tx),
      amount: BigInt(tx.value).toString(),
      tokenId: null,
    });
  }

  const byTx = new Map<string, TransferRow[]>();
  for (const t of transfers) {
    const key = `${t.block}:${t.txIndex}`;
    const list = byTx.get(key);
    if (list) list.push(t);
    else byTx.set(key, [t]);
  }
  const txs: TxRow[] = [];
  const activity: ActivityRow[] = [];
  for (const key of success.keys()) {
    const [blockNumber, txIndex] = key.split(':').map(Number) as [number, number];
    const block = byNumber.get(blockNumber)!;
    const tx = block.transactions[txIndex];
    if (!tx || Number(tx.transactionIndex) !== txIndex) throw new RangeNotReady(`block ${blockNumber} lacks transaction ${txIndex}`);
    const minedAt = Number(block.timestamp);
    txs.push({
      block: blockNumber,
      txIndex,
      hash: tx.hash,
      from: tx.from.toLowerCase(),
      to: recipient(tx),
      creation: !tx.to,
      nonce: Number(tx.nonce),
      success: success.get(key)!,
      minedAt,
    });
    const parties = new Set([tx.from.toLowerCase()]);
    for (const t of byTx.get(key) ?? []) parties.add(t.from).add(t.to);
    parties.delete(ZERO);
    for (const account of parties) activity.push({ account, block: blockNumber, txIndex, minedAt });
  }

  return {
    blocks: blocks.map((b) => ({ number: Number(b.number), hash: b.hash, parentHash: b.parentHash, timestamp: Number(b.timestamp) })),
    txs,
    transfers,
    activity,
    contracts,
  };
}

const recipient = (tx: RpcTx) =>
  (tx.to ?? getContractAddress({ from: tx.from as Address, nonce: BigInt(tx.nonce) })).toLowerCase();

/** Receipt status per `${block}:${txIndex}` of the given transactions. */
async function receiptStatuses(rpc: Rpc, txs: { block: RpcBlock; tx: RpcTx }[], mode: ReceiptMode): Promise<Map<string, boolean>> {
  const statuses = new Map<string, boolean>();
  const ok = (r: RpcReceipt) => r.status === undefined || r.status === null || Number(r.status) === 1; // pre-Byzantium: no status
  if (mode.byBlock) {
    const blocks = [...new Set(txs.map((t) => t.block))];
    try {
      const lists = await inChunks(blocks, RECEIPTS_PER_CHUNK, (b) => rpc<RpcReceipt[] | null>('eth_getBlockReceipts', [b.number]));
      lists.forEach((list, i) => {
        if (!list) throw new RangeNotReady(`receipts of block ${Number(blocks[i]!.number)} are not served yet`);
        for (const r of list) statuses.set(`${Number(blocks[i]!.number)}:${Number(r.transactionIndex)}`, ok(r));
      });
      return statuses;
    } catch (error) {
      if (!isUnsupportedMethod(error)) throw error;
      mode.byBlock = false; // this node has no eth_getBlockReceipts: read receipts one by one from now on
    }
  }
  const receipts = await inChunks(txs, RECEIPTS_PER_CHUNK, ({ tx }) => rpc<RpcReceipt | null>('eth_getTransactionReceipt', [tx.hash]));
  receipts.forEach((r, i) => {
    if (!r) throw new RangeNotReady(`receipt of ${txs[i]!.tx.hash} is not served yet`);
    statuses.set(`${Number(txs[i]!.block.number)}:${Number(r.transactionIndex)}`, ok(r));
  });
  return statuses;
}
