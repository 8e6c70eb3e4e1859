// The wallet's key, derived from its BIP-39 entropy only while an operation needs it, then wiped.
// EVM: m/44'/60'/0'/0/0. Solana (reserved, not derived yet): m/44'/501'/0'/0' from the same seed (SLIP-0010
// ed25519), so adding Solana later needs no new secret and no new split.
import { entropyToMnemonic } from '@scure/bip39';
import { HDKey, english, hdKeyToAccount, type HDAccount } from 'viem/accounts';
import { randomBytes, wipe } from './bytes.js';
import { ENTROPY_BYTES } from './shares.js';

export const EVM_DERIVATION_PATH = "m/44'/60'/0'/0/0";
/** Reserved for the Solana account (not used yet). */
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
