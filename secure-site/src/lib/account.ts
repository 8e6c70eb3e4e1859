// The wallet's keys, derived from its BIP-39 entropy only while an operation needs them, then wiped.
// EVM: m/44'/60'/0'/0/0 (BIP-32 secp256k1). Solana: m/44'/501'/0'/0' from the same seed (SLIP-0010
// ed25519, the path Solana wallets import 12 words with), so Solana needs no new secret and no new split.
import { encodeBase58 } from '@wallet-modal/schema/embedded';
import { entropyToMnemonic } from '@scure/bip39';
import { ed25519 } from '@noble/curves/ed25519';
import { HDKey as Slip10Key } from 'micro-key-producer/slip10.js';
import { HDKey, english, hdKeyToAccount, type HDAccount } from 'viem/accounts';
import { randomBytes, wipe } from './bytes.js';
import { ENTROPY_BYTES } from './shares.js';

export const EVM_DERIVATION_PATH = "m/44'/60'/0'/0/0";
/** The Solana account's path (SLIP-0010: every level hardened). */
export const SOLANA_DERIVATION_PATH = "m/44'/501'/0'/0'";

/** 16 fresh bytes from crypto.getRandomValues: a new wallet. */
export function newEntropy(): Uint8Array {
  return randomBytes(ENTROPY_BYTES);
}

/**
 * The 12 words of the entropy (shown only by the export screen).
 * @example
 * entropyToWords(entropy).split(' ').length; // 12
 */
export function entropyToWords(entropy: Uint8Array): string {
  return entropyToMnemonic(entropy, english);
}

/** BIP-39 seed through WebCrypto's PBKDF2 (2048 rounds of HMAC-SHA512, empty passphrase). */
async function seedOf(mnemonic: string): Promise<Uint8Array> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(mnemonic.normalize('NFKD')), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-512', salt: encoder.encode('mnemonic'), iterations: 2048 }, key, 512);
  return new Uint8Array(bits);
}

/**
 * Runs `use` with the EVM account of `entropy`, then wipes the entropy, the seed and the HD key's private
 * bytes (the hex private key inside viem's account is a string: it is dropped, it cannot be overwritten).
 * @example
 * const address = await withAccount(entropy, async (account) => account.address);
 */
export async function withAccount<T>(entropy: Uint8Array, use: (account: HDAccount) => Promise<T>): Promise<T> {
  let seed: Uint8Array | undefined;
  let master: HDKey | undefined;
  let account: HDAccount | undefined;
  try {
    seed = await seedOf(entropyToMnemonic(entropy, english));
    master = HDKey.fromMasterSeed(seed);
    account = hdKeyToAccount(master, { path: EVM_DERIVATION_PATH });
    return await use(account);
  } finally {
    wipe(entropy, seed);
    master?.wipePrivateData();
    account?.getHdKey().wipePrivateData();
  }
}

/** The Solana account of a seed, while withSolanaKey runs: its address and an ed25519 signer. */
export interface SolanaKey {
  /** The 32-byte ed25519 public key. */
  publicKey: Uint8Array;
  /** The public key in base58: the Solana address. */
  address: string;
  /** The 64-byte ed25519 signature of `message`. */
  sign(message: Uint8Array): Uint8Array;
}

/**
 * SLIP-0010 ed25519 derivation along `path` (hardened indices only, as ed25519 allows), wiping every key
 * on the way but the last, which the caller wipes.
 * @example
 * const key = deriveSlip10(seed, "m/0'"); // key.privateKey, key.chainCode
 */
export function deriveSlip10(seed: Uint8Array, path: string): Slip10Key {
  const indices = path.replace(/^m\/?/, '').split('/').filter(Boolean);
  let key = Slip10Key.fromMasterSeed(seed);
  for (const part of indices) {
    const match = /^([0-9]{1,10})'$/.exec(part);
    if (!match || Number(match[1]) >= 0x80000000) throw new Error(`SLIP-0010 ed25519 takes hardened indices only: ${part}`);
    const child = key.deriveChild(Number(match[1]) + 0x80000000);
    wipe(key.privateKey, key.chainCode);
    key = child;
  }
  return key;
}

/**
 * Runs `use` with the Solana key of `entropy` (m/44'/501'/0'/0'), then wipes the entropy, the seed and the
 * key's private bytes.
 * @example
 * const address = await withSolanaKey(entropy, async (key) => key.address);
 */
export async function withSolanaKey<T>(entropy: Uint8Array, use: (key: SolanaKey) => Promise<T>): Promise<T> {
  let seed: Uint8Array | undefined;
  let key: Slip10Key | undefined;
  try {
    seed = await seedOf(entropyToMnemonic(entropy, english));
    key = deriveSlip10(seed, SOLANA_DERIVATION_PATH);
    const privateKey = key.privateKey;
    const publicKey = ed25519.getPublicKey(privateKey);
    return await use({ publicKey, address: encodeBase58(publicKey), sign: (message) => ed25519.sign(message, privateKey) });
  } finally {
    wipe(entropy, seed, key?.privateKey, key?.chainCode);
  }
}
