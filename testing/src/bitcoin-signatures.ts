// Bitcoin signed messages made with real keys, as wallets make them: BIP-322 simple (bip322-js), the
// same as a BIP-322 full signature (the whole to_sign transaction, bitcoinjs-lib), and legacy BIP-137
// (a recoverable secp256k1 signature of the "Bitcoin Signed Message" hash, tiny-secp256k1).
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import * as bitcoin from 'bitcoinjs-lib';
import { ECPairFactory } from 'ecpair';
import * as ecc from 'tiny-secp256k1';

const require = createRequire(import.meta.url);
let bip322: typeof import('bip322-js') | undefined;

/**
 * bip322-js, loaded on the first signature: it checks its curve library as it loads, and that check fails
 * under jsdom's typed arrays, so a jsdom test that imports the testing kit without signing never loads it.
 */
export function loadBip322(): typeof import('bip322-js') {
  return (bip322 ??= require('bip322-js') as typeof import('bip322-js'));
}

const ECPair = ECPairFactory(ecc);

/**
 * A BIP-322 simple signature (base64 of the witness) of `message` by `address`, whose key `wif` is.
 * @example
 * signBip322('L4uc…', 'bc1qqu4g…', 'hello'); // 'AkcwRAIg…'
 */
export function signBip322(wif: string, address: string, message: string): string {
  return loadBip322().Signer.sign(wif, address, message);
}

/** The BIP-322 full form of a simple signature: the default to_sign transaction carrying its witness, base64. */
export function toFullSignature(simple: string, address: string, message: string, { extraInput = false } = {}): string {
  const { Address, BIP322, Witness } = loadBip322();
  const toSpend = BIP322.buildToSpendTx(message, Address.convertAdressToScriptPubkey(address));
  const toSign = new bitcoin.Transaction();
  toSign.version = 0;
  toSign.addInput(Uint8Array.from(toSpend.getHash()), 0, 0);
  // A proof of funds adds inputs of the signer's UTXOs; the server cannot check those.
  if (extraInput) toSign.addInput(new Uint8Array(32).fill(7), 1, 0);
  toSign.addOutput(Uint8Array.of(bitcoin.opcodes.OP_RETURN), 0n);
  toSign.setWitness(0, Witness.deserialize(simple).map((item) => Uint8Array.from(item)));
  if (extraInput) toSign.setWitness(1, []);
  return Buffer.from(toSign.toBuffer()).toString('base64');
}

/** A legacy (BIP-137) signature by the compressed key `wif` of its P2PKH address, base64 of header, r and s. */
export function signLegacy(wif: string, message: string): string {
  const key = ECPair.fromWIF(wif, [bitcoin.networks.bitcoin, bitcoin.networks.testnet]);
  const prefix = Buffer.from('\x18Bitcoin Signed Message:\n');
  const text = Buffer.from(message);
  const hash = sha256(sha256(Buffer.concat([prefix, varint(text.length), text])));
  const { signature, recoveryId } = ecc.signRecoverable(hash, key.privateKey as Uint8Array);
  // 27 + recovery id, + 4 for a compressed key (BIP-137's P2PKH-compressed header range 31-34).
  return Buffer.concat([Buffer.of(31 + recoveryId), Buffer.from(signature)]).toString('base64');
}

/** The P2PKH (1…/m…) address of `wif`'s compressed key. */
export function p2pkhAddress(wif: string, network: 'mainnet' | 'testnet'): string {
  const net = network === 'mainnet' ? bitcoin.networks.bitcoin : bitcoin.networks.testnet;
  return bitcoin.payments.p2pkh({ pubkey: ECPair.fromWIF(wif, [bitcoin.networks.bitcoin, bitcoin.networks.testnet]).publicKey, network: net }).address as string;
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest();

function varint(n: number): Buffer {
  if (n < 0xfd) return Buffer.of(n);
  const buffer = Buffer.alloc(3);
  buffer[0] = 0xfd;
  buffer.writeUInt16LE(n, 1);
  return buffer;
}
