// Transfer logs of every shape the indexer meets on a real chain: the four it reads, and look-alikes it
// must skip (a Transfer with unindexed arguments, a truncated one, a malformed ERC1155 batch).
import { encodeAbiParameters, pad, toHex, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { decodeTransferLog, TRANSFER, TRANSFER_BATCH, TRANSFER_SINGLE, type RpcLog } from './decode.js';

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const FROM = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const TO = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const OPERATOR = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
const word = (v: bigint | string) => (typeof v === 'bigint' ? pad(toHex(v)) : pad(v as Hex));
const log = (topics: Hex[], data: Hex): RpcLog => ({
  address: TOKEN,
  topics,
  data,
  blockNumber: '0x10',
  blockHash: `0x${'ab'.repeat(32)}`,
  transactionIndex: '0x2',
  logIndex: '0x5',
});
const base = { block: 16, txIndex: 2, logIndex: 5, contract: TOKEN.toLowerCase(), from: FROM, to: TO };

describe('decodeTransferLog', () => {
  it('reads an ERC20 Transfer: from and to indexed, the amount in data', () => {
    expect(decodeTransferLog(log([TRANSFER, word(FROM), word(TO)], word(10n ** 18n)))).toEqual([
      { ...base, item: 0, standard: 'erc20', amount: '1000000000000000000', tokenId: null },
    ]);
  });

  it('reads an ERC721 Transfer: the token id is the third indexed topic, data is empty', () => {
    expect(decodeTransferLog(log([TRANSFER, word(FROM), word(TO), word(7n)], '0x'))).toEqual([
      { ...base, item: 0, standard: 'erc721', amount: '1', tokenId: '7' },
    ]);
  });

  it('reads ERC1155 TransferSingle and each item of a TransferBatch', () => {
    expect(decodeTransferLog(log([TRANSFER_SINGLE, word(OPERATOR), word(FROM), word(TO)], encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [3n, 40n])))).toEqual([
      { ...base, item: 0, standard: 'erc1155', tokenId: '3', amount: '40' },
    ]);
    const batch = encodeAbiParameters([{ type: 'uint256[]' }, { type: 'uint256[]' }], [[1n, 2n], [10n, 20n]]);
    expect(decodeTransferLog(log([TRANSFER_BATCH, word(OPERATOR), word(FROM), word(TO)], batch))).toEqual([
      { ...base, item: 0, standard: 'erc1155', tokenId: '1', amount: '10' },
      { ...base, item: 1, standard: 'erc1155', tokenId: '2', amount: '20' },
    ]);
  });

  it.each([
    ['a Transfer with unindexed arguments (early NFTs)', log([TRANSFER], encodeAbiParameters([{ type: 'address' }, { type: 'address' }, { type: 'uint256' }], [FROM, TO, 1n]))],
    ['an ERC20 Transfer whose data is not one word', log([TRANSFER, word(FROM), word(TO)], '0x01')],
    ['an ERC721 Transfer with data', log([TRANSFER, word(FROM), word(TO), word(7n)], word(1n))],
    ['a topic that is not a 32-byte word', log([TRANSFER, '0x1234', word(TO)], word(1n))],
    ['a TransferBatch whose arrays differ in length', log([TRANSFER_BATCH, word(OPERATOR), word(FROM), word(TO)], encodeAbiParameters([{ type: 'uint256[]' }, { type: 'uint256[]' }], [[1n, 2n], [10n]]))],
    ['a TransferBatch whose data is not ABI', log([TRANSFER_BATCH, word(OPERATOR), word(FROM), word(TO)], '0xdeadbeef')],
    ['a TransferSingle with too few topics', log([TRANSFER_SINGLE, word(FROM), word(TO)], encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [3n, 40n]))],
  ])('skips %s', (_, l) => {
    expect(decodeTransferLog(l)).toEqual([]);
  });
});
