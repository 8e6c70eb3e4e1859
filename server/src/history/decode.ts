// Token transfers out of raw logs: ERC20 and ERC721 `Transfer` (told apart by their indexed topics),
// ERC1155 `TransferSingle` and `TransferBatch`. A log that matches none of these shapes is skipped.
import { decodeAbiParameters, toEventSelector, type Hex } from 'viem';

export type TokenStandard = 'erc20' | 'erc721' | 'erc1155';
export type TransferStandard = 'native' | TokenStandard;

/** One transfer, as stored: amounts and token ids as decimal strings, addresses lowercase. */
export type TransferRow = {
  block: number;
  txIndex: number;
  /** -1 for the transaction's own (native) value. */
  logIndex: number;
  /** Position inside an ERC1155 batch; 0 otherwise. */
  item: number;
  standard: TransferStandard;
  contract: string | null;
  from: string;
  to: string;
  amount: string;
  tokenId: string | null;
};

/** A log as eth_getLogs answers it. */
export type RpcLog = {
  address: string;
  topics: Hex[];
  data: Hex;
  blockNumber: Hex;
  blockHash: Hex;
  transactionIndex: Hex;
  logIndex: Hex;
  removed?: boolean;
};

export const TRANSFER = toEventSelector('Transfer(address,address,uint256)');
export const TRANSFER_SINGLE = toEventSelector('TransferSingle(address,address,address,uint256,uint256)');
export const TRANSFER_BATCH = toEventSelector('TransferBatch(address,address,address,uint256[],uint256[])');
export const TRANSFER_TOPICS = [TRANSFER, TRANSFER_SINGLE, TRANSFER_BATCH];

const WORD = /^0x[0-9a-fA-F]{64}$/;
const topicAddress = (topic: Hex | undefined) => (topic && WORD.test(topic) ? `0x${topic.slice(26).toLowerCase()}` : undefined);
const word = (data: Hex, i: number) => BigInt(`0x${data.slice(2 + i * 64, 2 + (i + 1) * 64)}`).toString();

/**
 * @example
 * decodeTransferLog(log); // [{ standard: 'erc20', from: '0x…', to: '0x…', amount: '1000000', … }]
 */
export function decodeTransferLog(log: RpcLog): TransferRow[] {
  const [topic0, t1, t2, t3] = log.topics;
  const base = {
    block: Number(log.blockNumber),
    txIndex: Number(log.transactionIndex),
    logIndex: Number(log.logIndex),
    contract: log.address.toLowerCase(),
  };
  const data = log.data.toLowerCase() as Hex;
  if (topic0 === TRANSFER) {
    const from = topicAddress(t1);
    const to = topicAddress(t2);
    if (!from || !to) return [];
    if (log.topics.length === 3 && data.length === 66) {
      return [{ ...base, item: 0, standard: 'erc20', from, to, amount: word(data, 0), tokenId: null }];
    }
    if (log.topics.length === 4 && WORD.test(t3 ?? '') && data === '0x') {
      return [{ ...base, item: 0, standard: 'erc721', from, to, amount: '1', tokenId: BigInt(t3!).toString() }];
    }
    return [];
  }
  if (log.topics.length !== 4) return [];
  const from = topicAddress(t2);
  const to = topicAddress(t3);
  if (!from || !to) return [];
  if (topic0 === TRANSFER_SINGLE) {
    if (data.length !== 2 + 128) return [];
    return [{ ...base, item: 0, standard: 'erc1155', from, to, tokenId: word(data, 0), amount: word(data, 1) }];
  }
  if (topic0 === TRANSFER_BATCH) {
    let ids: readonly bigint[];
    let values: readonly bigint[];
    try {
      [ids, values] = decodeAbiParameters([{ type: 'uint256[]' }, { type: 'uint256[]' }], data);
    } catch {
      return [];
    }
    if (ids.length !== values.length) return [];
    return ids.map((id, item) => ({ ...base, item, standard: 'erc1155' as const, from, to, tokenId: id.toString(), amount: values[item]!.toString() }));
  }
  return [];
}
