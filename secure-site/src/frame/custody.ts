// The wallet's key custody on this device: create (first device), recover (new device or site), and the
// per-operation reconstruction for signing (the EVM and the Solana key of one secret). Shares, the password
// and a passkey's PRF output stay inside this origin; a key exists only inside withSigner / withSolanaSigner
// / exportWords and is wiped when they return.
import { verifierEnrolmentMessage, type EmbeddedAccount, type RecoveryUserHalf, type WalletRecoveryParams } from '@wallet-modal/schema/embedded';
import type { HDAccount } from 'viem/accounts';
import { entropyToWords, newEntropy, withAccount, withSolanaKey, type SolanaKey } from '../lib/account.js';
import { fromBase64Url, randomBytes, toBase64Url, wipe } from '../lib/bytes.js';
import { EmbeddedApiError } from '../lib/api.js';
import { decryptWithPassword, encryptWithPassword, passwordKeys, WrongPasswordError, type PasswordKeys } from '../lib/password.js';
import { decryptWithPrf, encryptWithPrf } from '../lib/prf.js';
import { combineShares, splitSecret } from '../lib/shares.js';
import type { FrameContext } from './context.js';
import { FrameRequestError } from './errors.js';
import { saveSession, type StoredSession } from './session.js';

const SHARE_KEY = 'share-key';
const shareKey = (ctx: FrameContext, account: EmbeddedAccount) => `device-share:${ctx.projectId}:${account.userId}`;

interface SealedShare {
  iv: Uint8Array;
  ciphertext: ArrayBuffer;
}

/** The device's AES-GCM key for its share at rest: non-extractable, made once, kept in IndexedDB. */
async function sealingKey(ctx: FrameContext): Promise<CryptoKey> {
  let key = await ctx.store.get<CryptoKey>(SHARE_KEY);
  if (!key) {
    key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    await ctx.store.set(SHARE_KEY, key);
  }
  return key;
}

async function saveDeviceShare(ctx: FrameContext, account: EmbeddedAccount, share: Uint8Array): Promise<void> {
  const iv = randomBytes(12);
  const ciphertext = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await sealingKey(ctx), share as Uint8Array<ArrayBuffer>);
  await ctx.store.set(shareKey(ctx, account), { iv, ciphertext } satisfies SealedShare);
}

/** This device's share of the account's wallet, or undefined (never enrolled, cleared, or unreadable). */
export async function loadDeviceShare(ctx: FrameContext, account: EmbeddedAccount): Promise<Uint8Array | undefined> {
  const sealed = await ctx.store.get<SealedShare>(shareKey(ctx, account));
  if (!sealed) return undefined;
  try {
    return new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.iv as Uint8Array<ArrayBuffer> }, await sealingKey(ctx), sealed.ciphertext));
  } catch {
    return undefined;
  }
}

/** What must happen before this device can sign (CONNECT_OTP's `recovery`). */
export async function recoveryStatus(ctx: FrameContext, account: EmbeddedAccount): Promise<'NONE' | 'SETUP' | 'RECOVER'> {
  if (!account.address) return 'SETUP';
  if (!account.deviceEnrolled) return 'RECOVER';
  const share = await loadDeviceShare(ctx, account);
  wipe(share);
  return share ? 'NONE' : 'RECOVER';
}

const sameAddress = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase();
const mismatch = () => new FrameRequestError('UNKNOWN', 'The key shares do not rebuild this wallet');

/** The address of `entropy` (which is left intact: the derivation works on a copy). */
const addressOf = (entropy: Uint8Array) => withAccount(entropy.slice(), async (account) => account.address);
/** The Solana address of `entropy` (left intact likewise). */
const solanaAddressOfEntropy = (entropy: Uint8Array) => withSolanaKey(entropy.slice(), async (key) => key.address);

/**
 * What opens the recovery user half: the password, a passkey's PRF output, or nothing in the operator's
 * custodial mode (the server sealed it). At set-up a passkey also names its credential.
 */
export type RecoverySecret =
  | { kind: 'password'; password: string }
  | { kind: 'passkey'; prf: Uint8Array; credentialId?: string }
  | { kind: 'custodial' };

/** The sealed user half, and for a password its verifier (K_auth). */
async function sealUserHalf(ctx: FrameContext, half: Uint8Array, secret: RecoverySecret): Promise<{ userHalf: RecoveryUserHalf; verifier?: string }> {
  switch (secret.kind) {
    case 'password':
      return encryptWithPassword(half, secret.password, ctx.scryptParams);
    case 'passkey':
      if (!secret.credentialId) throw new FrameRequestError('UNKNOWN', 'The passkey is not named');
      return { userHalf: await encryptWithPrf(half, secret.prf, secret.credentialId) };
    case 'custodial':
      return { userHalf: { custodial: toBase64Url(half) } };
  }
}

/** The plain user half; WrongPasswordError / WrongPasskeyError when the secret is not the one it was sealed with. */
async function openUserHalf(blob: RecoveryUserHalf, secret: RecoverySecret, keys: PasswordKeys | undefined): Promise<Uint8Array> {
  if ('custodial' in blob) return fromBase64Url(blob.custodial);
  if (blob.kdf.name === 'scrypt' && keys) return decryptWithPassword(blob, keys.enc);
  if (blob.kdf.name === 'passkey-prf' && secret.kind === 'passkey') return decryptWithPrf(blob, secret.prf);
  throw new FrameRequestError('UNKNOWN', blob.kdf.name === 'scrypt' ? 'This wallet is recovered with its password' : 'This wallet is recovered with its passkey');
}

/**
 * The halves from the server: for a password wallet, after it checked K_auth online (its refusal, with the
 * tries left or the lockout, becomes WrongPasswordError); a wallet without a verifier yet gets them as before.
 */
async function fetchHalves(ctx: FrameContext, session: StoredSession, params: WalletRecoveryParams, keys: PasswordKeys | undefined) {
  try {
    return await ctx.api.walletRecovery(session.token, keys && params.verifier ? keys.auth : undefined);
  } catch (error) {
    if (error instanceof EmbeddedApiError && (error.code === 'WRONG_PASSWORD' || error.code === 'RECOVERY_LOCKED')) throw new WrongPasswordError(error.message);
    // A new device where the account has another one or a passkey: the screen says what to do, and the person tries again.
    if (error instanceof EmbeddedApiError && error.code === 'DEVICE_ADMISSION_REQUIRED') throw new NotAdmittedError(error.message);
    throw error;
  }
}

/** The server wants this new device allowed first (a device holding the wallet, a passkey sign-in, or the wait). */
export class NotAdmittedError extends Error {}

/** First device: a new wallet, its two 2-of-2 splits, the user half sealed by the recovery secret; POST /wallet/create. */
export async function createWallet(ctx: FrameContext, session: StoredSession, secret: RecoverySecret): Promise<StoredSession> {
  const entropy = newEntropy();
  try {
    const address = await addressOf(entropy);
    const [deviceShare, serverShare] = await splitSecret(entropy);
    const [userHalf, serverHalf] = await splitSecret(entropy);
    const sealed = await sealUserHalf(ctx, userHalf, secret);
    await ctx.api.walletCreate(session.token, {
      address,
      serverShare: toBase64Url(serverShare),
      recovery: { serverHalf: toBase64Url(serverHalf), ...sealed },
    });
    await saveDeviceShare(ctx, session.account, deviceShare);
    wipe(deviceShare, serverShare, userHalf, serverHalf);
    const next = { ...session, account: { ...session.account, address, deviceEnrolled: true } };
    await rememberSolanaAddress(ctx, next.account, await solanaAddressOfEntropy(entropy));
    await saveSession(ctx, next);
    return next;
  } finally {
    wipe(entropy);
  }
}

/** The entropy from the recovery pair; WrongPasswordError / WrongPasskeyError when the secret does not open the user half. */
async function recoverEntropy(ctx: FrameContext, session: StoredSession, secret: RecoverySecret): Promise<Uint8Array> {
  const params = await ctx.api.walletRecoveryParams(session.token);
  const keys = params.kdf?.name === 'scrypt' && secret.kind === 'password' ? await passwordKeys(secret.password, params.kdf) : undefined;
  const { serverHalf, userHalf } = await fetchHalves(ctx, session, params, keys);
  const user = await openUserHalf(userHalf, secret, keys);
  const server = fromBase64Url(serverHalf);
  try {
    const entropy = await combineShares(user, server).catch(() => {
      throw mismatch();
    });
    if (!sameAddress(session.account.address, await addressOf(entropy))) {
      wipe(entropy);
      throw mismatch();
    }
    if (keys && !params.verifier) await enrolVerifier(ctx, session, entropy, keys.auth);
    return entropy;
  } finally {
    wipe(user, server);
  }
}

/** A wallet from before the online check: its first recovery enrols K_auth, signed by the wallet key it rebuilt. */
async function enrolVerifier(ctx: FrameContext, session: StoredSession, entropy: Uint8Array, verifier: string): Promise<void> {
  const message = verifierEnrolmentMessage(session.account.userId, verifier);
  const signature = await withAccount(entropy.slice(), (account) => account.signMessage({ message }));
  await ctx.api.walletRecoveryVerifier(session.token, verifier, signature);
}

/** New device or site: rebuild from the recovery pair, check the address, enrol this device with a fresh split. */
export async function recoverWallet(ctx: FrameContext, session: StoredSession, secret: RecoverySecret): Promise<StoredSession> {
  const entropy = await recoverEntropy(ctx, session, secret);
  try {
    const [deviceShare, serverShare] = await splitSecret(entropy);
    await ctx.api.walletDevice(session.token, toBase64Url(serverShare));
    await saveDeviceShare(ctx, session.account, deviceShare);
    wipe(deviceShare, serverShare);
    const next = { ...session, account: { ...session.account, deviceEnrolled: true } };
    await rememberSolanaAddress(ctx, next.account, await solanaAddressOfEntropy(entropy));
    await saveSession(ctx, next);
    return next;
  } finally {
    wipe(entropy);
  }
}

/** The 12 words, once the recovery secret proved right by opening the recovery user half (EXPORT_WALLET). */
export async function exportWords(ctx: FrameContext, session: StoredSession, secret: RecoverySecret): Promise<string> {
  const entropy = await recoverEntropy(ctx, session, secret);
  try {
    return entropyToWords(entropy);
  } finally {
    wipe(entropy);
  }
}

/**
 * Rebuilds the key from this device's share and the server's (POST /wallet/share), checks it is the
 * account's, runs `use`, and wipes everything.
 * @example
 * const signature = await withSigner(ctx, session, (account) => account.signMessage({ message: 'hi' }));
 */
export async function withSigner<T>(ctx: FrameContext, session: StoredSession, use: (account: HDAccount) => Promise<T>): Promise<T> {
  const { address, entropy } = await rebuildEntropy(ctx, session);
  return withAccount(entropy, async (account) => {
    if (!sameAddress(address, account.address)) throw mismatch();
    return use(account);
  });
}

/**
 * Like withSigner, for the Solana key (m/44'/501'/0'/0' of the same secret): the rebuilt secret must still
 * give the account's EVM address before the Solana key is derived from it.
 * @example
 * const signature = await withSolanaSigner(ctx, session, async (key) => key.sign(message));
 */
export async function withSolanaSigner<T>(ctx: FrameContext, session: StoredSession, use: (key: SolanaKey) => Promise<T>): Promise<T> {
  const { address, entropy } = await rebuildEntropy(ctx, session);
  try {
    if (!sameAddress(address, await addressOf(entropy))) throw mismatch();
  } catch (error) {
    wipe(entropy);
    throw error;
  }
  return withSolanaKey(entropy, async (key) => {
    await rememberSolanaAddress(ctx, session.account, key.address);
    return use(key);
  });
}

/** The secret from this device's share and the server's (POST /wallet/share); the caller wipes it. */
async function rebuildEntropy(ctx: FrameContext, session: StoredSession): Promise<{ address: string; entropy: Uint8Array }> {
  const address = session.account.address;
  if (!address) throw new FrameRequestError('UNKNOWN', 'The wallet is not set up yet');
  const deviceShare = await loadDeviceShare(ctx, session.account);
  if (!deviceShare) throw new FrameRequestError('UNKNOWN', 'This device holds no key share for the wallet: sign in again to recover it');
  let serverShare: Uint8Array | undefined;
  try {
    serverShare = fromBase64Url((await ctx.api.walletShare(session.token)).serverShare);
    const entropy = await combineShares(deviceShare, serverShare).catch(() => {
      throw mismatch();
    });
    return { address, entropy };
  } finally {
    wipe(deviceShare, serverShare);
  }
}

const solanaAddressKey = (ctx: FrameContext, account: EmbeddedAccount) => `solana-address:${ctx.projectId}:${account.userId}`;

/** The Solana address is public: kept beside the device share, for the wallet (EVM address) it belongs to. */
async function rememberSolanaAddress(ctx: FrameContext, account: EmbeddedAccount, solana: string): Promise<void> {
  if (account.address) await ctx.store.set(solanaAddressKey(ctx, account), { evm: account.address.toLowerCase(), solana });
}

/**
 * The account's Solana address: remembered since the key was last rebuilt on this device, or derived now
 * (one share request) when this device can sign; undefined when it cannot (no share: recovery comes first).
 * @example
 * await solanaAddressOf(ctx, session); // '7xKX…'
 */
export async function solanaAddressOf(ctx: FrameContext, session: StoredSession): Promise<string | undefined> {
  const { account } = session;
  if (!account.address) return undefined;
  const known = await ctx.store.get<{ evm: string; solana: string }>(solanaAddressKey(ctx, account));
  if (known && known.evm === account.address.toLowerCase()) return known.solana;
  if ((await recoveryStatus(ctx, account)) !== 'NONE') return undefined;
  return withSolanaSigner(ctx, session, async (key) => key.address);
}
