// Test helper: an in-memory wallet-standard Bitcoin wallet holding the Bitcoin Dev Wallet's real keys
// (testing/src/accounts.ts). It is the boundary we do not own (a wallet extension); it signs BIP-322 for
// real with bip322-js.

import { getWallets } from '@wallet-standard/app';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { DEV_BITCOIN_ACCOUNTS, type DevBitcoinAccount } from '@wallet-modal/testing';
import type { BitcoinAddressPurpose } from './standard.js';

/** A network the memory wallet holds accounts on: the Dev Wallet's, and a local regtest node. */
type HeldNetwork = DevBitcoinAccount['network'] | 'regtest';
type HeldAccount = Omit<DevBitcoinAccount, 'network'> & { network: HeldNetwork };

/**
 * The testnet keys on regtest: the same witness programs under regtest's bech32 prefix (bcrt1q P2WPKH,
 * bcrt1p P2TR), the address format a regtest wallet shows.
 */
const REGTEST_ACCOUNTS: readonly HeldAccount[] = DEV_BITCOIN_ACCOUNTS.filter((account) => account.network === 'testnet').map((account) => ({
  ...account,
  network: 'regtest',
  address: account.purpose === 'payment' ? 'bcrt1qqu4ggff8jgh3jh3mz8ura0uaa5gt4lwhuvjh8j' : 'bcrt1pa3rjwj3evwc4jn89erk832r74qulfyxs0zsf82yyq9r4fphuasdqym6gpm',
}));

/** What the memory wallet holds, on every network it may be given. */
export const HELD_ACCOUNTS: readonly HeldAccount[] = [...DEV_BITCOIN_ACCOUNTS, ...REGTEST_ACCOUNTS];

export interface MemoryBitcoinWalletOptions {
  name?: string;
  /** The networks it holds accounts on; connect answers those of the first. Mainnet only by default. */
  networks?: readonly HeldNetwork[];
  /** Whether it has an ordinals address to give (true by default). */
  ordinals?: boolean;
  /** Answers connect with EIP-1193's 4001 (the user declined). */
  decline?: boolean;
}

/** Node's Uint8Array: jsdom's global one is another realm's, which secp256k1's byte checks refuse. */
const NodeUint8Array = Object.getPrototypeOf(Buffer.prototype).constructor as Uint8ArrayConstructor;

function inNodeRealm<T>(run: () => T): T {
  const page = globalThis.Uint8Array;
  globalThis.Uint8Array = NodeUint8Array;
  try {
    return run();
  } finally {
    globalThis.Uint8Array = page;
  }
}

/**
 * bip322-js's signer and verifier, working in a jsdom test (its byte checks run against Node's Uint8Array).
 * @example
 * const { verify } = await bip322();
 * verify(address, 'hello', signature); // true
 */
export async function bip322() {
  const page = globalThis.Uint8Array;
  globalThis.Uint8Array = NodeUint8Array;
  let module: typeof import('bip322-js');
  try {
    module = await import('bip322-js');
  } finally {
    globalThis.Uint8Array = page;
  }
  return {
    sign: (wif: string, address: string, message: Uint8Array) => inNodeRealm(() => module.Signer.sign(wif, address, Buffer.from(message))),
    verify: (address: string, message: string, signature: string) => inNodeRealm(() => module.Verifier.verifySignature(address, message, signature)),
  };
}

const ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=' as const;
const CHAIN = { mainnet: 'bitcoin:mainnet', testnet: 'bitcoin:testnet', regtest: 'bitcoin:regtest' } as const;

const hexBytes = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (byte) => parseInt(byte, 16));

function toAccount(dev: HeldAccount): WalletAccount {
  // A P2TR account's key is the x-only internal key; a P2WPKH account's the compressed key.
  const key = hexBytes(dev.publicKey);
  return {
    address: dev.address,
    publicKey: dev.purpose === 'ordinals' ? key.slice(1) : key,
    chains: [CHAIN[dev.network]],
    features: ['bitcoin:signMessage'],
  };
}

/**
 * A wallet registered in the page's wallet-standard registry; `calls` records what was asked of it,
 * `change` emits standard:events' change with other accounts, `unregister` removes it.
 * @example
 * const wallet = await memoryBitcoinWallet();
 * await modal.connect('wallet-standard:Memory Bitcoin');
 */
export async function memoryBitcoinWallet(options: MemoryBitcoinWalletOptions = {}) {
  const { sign } = await bip322();
  const { name = 'Memory Bitcoin', networks = ['mainnet'], ordinals = true, decline = false } = options;
  const held = (network: HeldNetwork, purposes: readonly BitcoinAddressPurpose[]) =>
    purposes.flatMap((purpose) => {
      const dev = HELD_ACCOUNTS.find((account) => account.network === network && account.purpose === purpose);
      return dev && (ordinals || purpose === 'payment') ? [dev] : [];
    });
  const calls: { method: string; input?: unknown }[] = [];
  const listeners = new Set<(properties: { accounts?: readonly WalletAccount[] }) => void>();
  let connected = false;

  const wallet: Wallet = {
    version: '1.0.0',
    name,
    icon: ICON,
    chains: networks.map((network) => CHAIN[network]),
    get accounts() {
      return connected ? networks.flatMap((network) => held(network, ['payment', 'ordinals']).map(toAccount)) : [];
    },
    features: {
      'bitcoin:connect': {
        version: '1.0.0',
        connect: async (input: { purposes: BitcoinAddressPurpose[] }) => {
          calls.push({ method: 'connect', input });
          if (decline) throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
          connected = true;
          return { accounts: held(networks[0] ?? 'mainnet', input.purposes).map(toAccount) };
        },
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        signMessage: async (...inputs: { account: WalletAccount; message: Uint8Array }[]) =>
          inputs.map(({ account, message }) => {
            calls.push({ method: 'signMessage', input: { address: account.address } });
            const dev = HELD_ACCOUNTS.find((candidate) => candidate.address === account.address);
            if (!connected || !dev) throw Object.assign(new Error('The account is not connected.'), { code: 4100 });
            const signature = sign(dev.wif, dev.address, message);
            return { signedMessage: message, signature: Uint8Array.from(Buffer.from(signature, 'base64')) };
          }),
      },
      'standard:disconnect': { version: '1.0.0', disconnect: async () => void (calls.push({ method: 'disconnect' }), (connected = false)) },
      'standard:events': {
        version: '1.0.0',
        on: (_event: 'change', listener: (properties: { accounts?: readonly WalletAccount[] }) => void) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
    },
  };
  const unregister = getWallets().register(wallet);
  return {
    wallet,
    calls,
    unregister,
    /** The wallet's accounts change (another account picked, or all access withdrawn with `[]`). */
    change(network: HeldNetwork | undefined) {
      connected = network !== undefined;
      const accounts = network ? held(network, ['payment', 'ordinals']).map(toAccount) : [];
      for (const listener of listeners) listener({ accounts });
    },
  };
}

export type MemoryBitcoinWallet = Awaited<ReturnType<typeof memoryBitcoinWallet>>;
