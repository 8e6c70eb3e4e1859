// A small Bitcoin ledger for the local Esplora fixture (esplora.ts): real transactions and block
// headers built and signed with bitcoinjs-lib, the confirmed ones in blocks, the rest in a mempool,
// and the address statistics and UTXOs Esplora computes from them.
import { createHash } from 'node:crypto';
import * as bitcoin from 'bitcoinjs-lib';
import { ECPairFactory, type ECPairInterface } from 'ecpair';
import * as ecc from 'tiny-secp256k1';
import { devBitcoinAccount, type DevBitcoinAccount } from './accounts';

bitcoin.initEccLib(ecc);
const ECPair = ECPairFactory(ecc);

export type BitcoinNetworkName = DevBitcoinAccount['network'];

export const NETWORKS: Record<BitcoinNetworkName, bitcoin.Network> = { mainnet: bitcoin.networks.bitcoin, testnet: bitcoin.networks.testnet };

/** Esplora's per-address sums (GET /address/{address}: chain_stats and mempool_stats). */
export type TxoStats = { funded_txo_count: number; funded_txo_sum: number; spent_txo_count: number; spent_txo_sum: number; tx_count: number };

export type BlockRecord = { height: number; hash: string; time: number; txids: string[] };

/** Where a transaction is: in a block, or waiting in the mempool. */
export type TxStatus = { confirmed: true; block_height: number; block_hash: string; block_time: number } | { confirmed: false };

export type Utxo = { txid: string; vout: number; status: TxStatus; value: number };

const ZERO_HASH = new Uint8Array(32);
const COINBASE_INDEX = 0xffffffff;
const FEE = 10_000n;

/** A key of the fixture's own (the faucet that pays the dev wallet and receives its spend). */
function faucetKey(network: bitcoin.Network): ECPairInterface {
  return ECPair.fromPrivateKey(createHash('sha256').update('wallet-modal dev bitcoin faucet').digest(), { network });
}

/**
 * One network's chain: blocks from a start height, a mempool, and every transaction by id.
 * @example
 * const ledger = new BitcoinLedger('mainnet');
 * ledger.stats('bc1q…'); // { chain: {...}, mempool: {...} }
 */
export class BitcoinLedger {
  readonly network: bitcoin.Network;
  readonly faucetAddress: string;
  readonly blocks: BlockRecord[] = [];
  readonly mempool: string[] = [];
  private readonly transactions = new Map<string, bitcoin.Transaction>();
  private readonly faucet: ECPairInterface;
  private time = 1_717_000_000;

  constructor(
    readonly name: BitcoinNetworkName,
    private readonly startHeight = name === 'mainnet' ? 840_000 : 2_800_000,
  ) {
    this.network = NETWORKS[name];
    this.faucet = faucetKey(this.network);
    this.faucetAddress = this.p2wpkh(this.faucet.publicKey);
  }

  /** The tip height (a fresh ledger's tip is the block before its first). */
  get tipHeight(): number {
    return this.startHeight + this.blocks.length - 1;
  }

  /** A raw transaction, hex. */
  hex(txid: string): string | undefined {
    return this.transactions.get(txid)?.toHex();
  }

  /** A block reward paying `outputs` (address → satoshis), mined in a new block. */
  mineCoinbase(outputs: Record<string, bigint>): string {
    const tx = new bitcoin.Transaction();
    const height = this.tipHeight + 1;
    tx.addInput(ZERO_HASH, COINBASE_INDEX, COINBASE_INDEX, bitcoin.script.compile([bitcoin.script.number.encode(height)]));
    for (const [address, value] of Object.entries(outputs)) tx.addOutput(bitcoin.address.toOutputScript(address, this.network), value);
    return this.mine([tx])[0] as string;
  }

  /**
   * Spends `txid:vout`, a P2WPKH output of `key`, to `outputs`; the change (less a 10,000 sat fee) goes
   * back to the spender. Signed for real; mined in a new block unless `mempool`.
   */
  spend({ txid, vout, key, outputs, mempool = false }: { txid: string; vout: number; key: ECPairInterface; outputs: Record<string, bigint>; mempool?: boolean }): string {
    const previous = this.transactions.get(txid)?.outs[vout];
    if (!previous) throw new Error(`no output ${txid}:${vout}`);
    const psbt = new bitcoin.Psbt({ network: this.network });
    psbt.addInput({ hash: txid, index: vout, witnessUtxo: { script: previous.script, value: previous.value } });
    let change = previous.value - FEE;
    for (const [address, value] of Object.entries(outputs)) {
      psbt.addOutput({ address, value });
      change -= value;
    }
    if (change < 0n) throw new Error(`${txid}:${vout} holds ${previous.value} sat, less than the outputs and fee`);
    if (change > 0n) psbt.addOutput({ address: this.p2wpkh(key.publicKey), value: change });
    psbt.signInput(0, key);
    psbt.finalizeAllInputs();
    const tx = psbt.extractTransaction();
    if (mempool) {
      this.transactions.set(tx.getId(), tx);
      this.mempool.push(tx.getId());
      return tx.getId();
    }
    return this.mine([tx])[0] as string;
  }

  /** Funds the dev accounts of this network: the payment account has a confirmed spend and an unconfirmed receipt. */
  fundDevAccounts(): void {
    const payment = devBitcoinAccount(this.name, 'payment');
    const ordinals = devBitcoinAccount(this.name, 'ordinals');
    const reward = this.mineCoinbase({ [payment.address]: 5_000_000n, [ordinals.address]: 10_000n, [this.faucetAddress]: 1_000_000n });
    // The payment account pays the faucet 0.01 BTC (its change, 0.0399 BTC, comes back to it).
    this.spend({ txid: reward, vout: 0, key: ECPair.fromWIF(payment.wif, this.network), outputs: { [this.faucetAddress]: 1_000_000n } });
    // The faucet sends it 0.0025 BTC that is not confirmed yet.
    this.spend({ txid: reward, vout: 2, key: this.faucet, outputs: { [payment.address]: 250_000n }, mempool: true });
  }

  /** Esplora's chain_stats and mempool_stats of `address`. */
  stats(address: string): { chain: TxoStats; mempool: TxoStats } {
    const confirmed = this.blocks.flatMap((block) => block.txids);
    return { chain: this.statsOf(address, confirmed), mempool: this.statsOf(address, this.mempool) };
  }

  /** The outputs of `address` no transaction spends (confirmed or not), as GET /address/{address}/utxo lists them. */
  utxos(address: string): Utxo[] {
    const spent = new Set<string>();
    for (const tx of this.transactions.values()) for (const input of tx.ins) spent.add(`${txidOf(input.hash)}:${input.index}`);
    const found: Utxo[] = [];
    for (const [txid, tx] of this.transactions) {
      tx.outs.forEach((output, vout) => {
        if (this.addressOf(output.script) === address && !spent.has(`${txid}:${vout}`)) found.push({ txid, vout, status: this.status(txid), value: Number(output.value) });
      });
    }
    return found;
  }

  /** Where `txid` is. */
  status(txid: string): TxStatus {
    const block = this.blocks.find((candidate) => candidate.txids.includes(txid));
    return block ? { confirmed: true, block_height: block.height, block_hash: block.hash, block_time: block.time } : { confirmed: false };
  }

  private statsOf(address: string, txids: readonly string[]): TxoStats {
    const stats: TxoStats = { funded_txo_count: 0, funded_txo_sum: 0, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 0 };
    for (const txid of txids) {
      const tx = this.transactions.get(txid) as bitcoin.Transaction;
      let touches = false;
      for (const output of tx.outs) {
        if (this.addressOf(output.script) !== address) continue;
        stats.funded_txo_count += 1;
        stats.funded_txo_sum += Number(output.value);
        touches = true;
      }
      for (const input of tx.ins) {
        const previous = this.transactions.get(txidOf(input.hash))?.outs[input.index];
        if (!previous || this.addressOf(previous.script) !== address) continue;
        stats.spent_txo_count += 1;
        stats.spent_txo_sum += Number(previous.value);
        touches = true;
      }
      if (touches) stats.tx_count += 1;
    }
    return stats;
  }

  private mine(txs: bitcoin.Transaction[]): string[] {
    const block = new bitcoin.Block();
    block.version = 0x20000000;
    block.prevHash = this.blocks.length ? Uint8Array.from(Buffer.from(this.blocks.at(-1)!.hash, 'hex').reverse()) : ZERO_HASH;
    block.merkleRoot = bitcoin.Block.calculateMerkleRoot(txs);
    block.timestamp = (this.time += 600);
    block.bits = 0x207fffff;
    block.nonce = 0;
    const txids = txs.map((tx) => tx.getId());
    for (const tx of txs) this.transactions.set(tx.getId(), tx);
    this.blocks.push({ height: this.tipHeight + 1, hash: block.getId(), time: block.timestamp, txids });
    return txids;
  }

  private p2wpkh(publicKey: Uint8Array): string {
    return bitcoin.payments.p2wpkh({ pubkey: publicKey, network: this.network }).address as string;
  }

  private addressOf(script: Uint8Array): string | undefined {
    try {
      return bitcoin.address.fromOutputScript(script, this.network);
    } catch {
      return undefined; // OP_RETURN, or a script without an address
    }
  }
}

/** A transaction id (display order) from an input's previous-output hash (internal order). */
const txidOf = (hash: Uint8Array) => Buffer.from(hash).reverse().toString('hex');
