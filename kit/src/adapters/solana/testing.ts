// Test helper: an in-memory wallet-standard Solana wallet with a real ed25519 keypair. It is the
// boundary we do not own (a wallet extension); it signs for real and, for signAndSend, sends to an RPC.

import {
  generateKeyPairSigner,
  getBase58Encoder,
  getBase64Decoder,
  getTransactionDecoder,
  getTransactionEncoder,
  signBytes,
  type KeyPairSigner,
} from '@solana/kit';
import { getWallets } from '@wallet-standard/app';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { createWalletModal, type WalletModal } from '../../core/client.js';
import type { ChainAdapter } from '../../core/types.js';
import { solanaAdapter } from './index.js';

type Feature = 'solana:signMessage' | 'solana:signTransaction' | 'solana:signAndSendTransaction';

export interface MemorySolanaWalletOptions {
  name?: string;
  /** Where signAndSendTransaction sends (the wallet's own RPC). */
  rpcUrl?: string;
  /** The Solana features it offers; all three by default. */
  features?: readonly Feature[];
  /** Chains it lists; Solana's three clusters by default. */
  chains?: readonly `${string}:${string}`[];
  /** Answers connect with EIP-1193's 4001 (the user declined). */
  decline?: boolean;
  /** Runs before each transaction is signed (a test lets the blockhash expire meanwhile). */
  beforeSign?: () => void;
}

const ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=' as const;

/**
 * A wallet registered in the page's wallet-standard registry; `calls` records what was asked of it,
 * `unregister` removes it, `switchAccount` emits standard:events' change with a new account.
 * @example
 * const wallet = await memorySolanaWallet({ rpcUrl: svm.url });
 */
export async function memorySolanaWallet(options: MemorySolanaWalletOptions = {}) {
  const { name = 'Memory Wallet', rpcUrl, features = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'], decline = false } = options;
  const chains = options.chains ?? ['solana:mainnet', 'solana:devnet', 'solana:testnet'];
  let signer = await generateKeyPairSigner();
  const calls: { method: string; input?: unknown }[] = [];
  const listeners = new Set<(properties: { accounts?: readonly WalletAccount[] }) => void>();
  const toAccount = (keys: KeyPairSigner): WalletAccount => ({
    address: keys.address,
    publicKey: new Uint8Array(getBase58Encoder().encode(keys.address)),
    chains: [...chains],
    features: [...features],
  });
  let connected = false;
  const accounts = () => (connected ? [toAccount(signer)] : []);

  const signRaw = (bytes: Parameters<typeof signBytes>[1]) => signBytes(signer.keyPair.privateKey, bytes);

  async function sign(transaction: Uint8Array): Promise<Uint8Array> {
    options.beforeSign?.();
    const decoded = getTransactionDecoder().decode(transaction);
    const signature = await signRaw(decoded.messageBytes);
    const signed = { ...decoded, signatures: { ...decoded.signatures, [signer.address]: signature } };
    return new Uint8Array(getTransactionEncoder().encode(signed));
  }

  const all: Record<string, unknown> = {
    'standard:connect': {
      version: '1.0.0',
      connect: async (input?: { silent?: boolean }) => {
        calls.push({ method: 'connect', input });
        if (decline) throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
        if (!input?.silent) connected = true;
        return { accounts: accounts() };
      },
    },
    'standard:disconnect': { version: '1.0.0', disconnect: async () => void (calls.push({ method: 'disconnect' }), (connected = false)) },
    'standard:events': {
      version: '1.0.0',
      on: (_event: 'change', listener: (properties: { accounts?: readonly WalletAccount[] }) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    'solana:signMessage': {
      version: '1.1.0',
      signMessage: async (...inputs: { message: Uint8Array }[]) => {
        calls.push({ method: 'signMessage', input: inputs });
        return Promise.all(inputs.map(async ({ message }) => ({ signedMessage: message, signature: await signRaw(message) })));
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signTransaction: async (...inputs: { transaction: Uint8Array; chain?: string; options?: unknown }[]) => {
        calls.push({ method: 'signTransaction', input: inputs });
        return Promise.all(inputs.map(async ({ transaction }) => ({ signedTransaction: await sign(transaction) })));
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      signAndSendTransaction: async (...inputs: { transaction: Uint8Array; chain: string; options?: Record<string, unknown> }[]) => {
        calls.push({ method: 'signAndSendTransaction', input: inputs });
        return Promise.all(
          inputs.map(async ({ transaction, options: sendOptions }) => {
            const signed = await sign(transaction);
            const response = await fetch(rpcUrl as string, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: [getBase64Decoder().decode(signed), { encoding: 'base64', ...sendOptions }] }),
            });
            const answer = (await response.json()) as { result?: string; error?: { code: number; message: string; data?: unknown } };
            // As wallets do: the node's JSON-RPC error passed on with its code and data.
            if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code, data: answer.error.data });
            return { signature: new Uint8Array(getBase58Encoder().encode(answer.result as string)) };
          }),
        );
      },
    },
  };
  const wallet: Wallet = {
    version: '1.0.0',
    name,
    icon: ICON,
    chains: [...chains],
    features: Object.fromEntries(Object.entries(all).filter(([feature]) => feature.startsWith('standard:') || features.includes(feature as Feature))),
    get accounts() {
      return accounts();
    },
  };
  const unregister = getWallets().register(wallet);
  return {
    wallet,
    calls,
    unregister,
    get signer() {
      return signer;
    },
    /** The user picks another account in the wallet. */
    async switchAccount() {
      signer = await generateKeyPairSigner();
      for (const listener of listeners) listener({ accounts: accounts() });
    },
    /** The user disconnects the site in the wallet. */
    revoke() {
      connected = false;
      for (const listener of listeners) listener({ accounts: [] });
    },
  };
}

export type MemorySolanaWallet = Awaited<ReturnType<typeof memorySolanaWallet>>;

/** Solana Devnet's CAIP-2 id: the network the Solana tests point at the local SVM. */
export const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';

/**
 * A page with Ethereum and Solana Devnet listed (Devnet's RPC at `rpcUrl`, Devnet the default) and
 * the given adapters (the Solana adapter by default). `fresh` clears storage: a new visitor.
 * @example
 * const modal = solanaTestPage({ rpcUrl: svm.url });
 */
export function solanaTestPage({ rpcUrl, adapters = [solanaAdapter()], fresh = true }: { rpcUrl: string; adapters?: ChainAdapter[]; fresh?: boolean }): WalletModal {
  if (fresh) localStorage.clear();
  return createWalletModal({ projectId: 'test', networks: ['eip155:1', DEVNET], defaultNetwork: DEVNET, rpcUrls: { [DEVNET]: rpcUrl }, adapters });
}

/**
 * Lets Node's WebCrypto take a jsdom page's bytes: jsdom's typed arrays are another realm's, which
 * Node refuses ("not instance of ArrayBuffer…"); a browser has one realm. Copies the data arguments
 * into Node's own Buffers. Returns the restore function.
 * @example
 * beforeAll(() => cleanup.push(webCryptoAcrossRealms()));
 */
export function webCryptoAcrossRealms(): () => void {
  const subtle = globalThis.crypto.subtle as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  const own = (value: unknown) => {
    if (ArrayBuffer.isView(value)) return Buffer.from(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
    if (Object.prototype.toString.call(value) === '[object ArrayBuffer]') return Buffer.from(new Uint8Array(value as ArrayBuffer));
    return value;
  };
  const methods = ['digest', 'sign', 'verify', 'importKey', 'encrypt', 'decrypt'] as const;
  for (const name of methods) {
    const original = subtle[name] as (...args: unknown[]) => Promise<unknown>;
    Object.defineProperty(subtle, name, { configurable: true, value: (...args: unknown[]) => original.apply(subtle, args.map(own)) });
  }
  return () => methods.forEach((name) => delete subtle[name]);
}
