// @wallet-modal/kit/bitcoin: the Bitcoin (bip122) chain adapter. Wallet-standard Bitcoin wallets
// (bitcoin:connect with purposes, bitcoin:signMessage) connect here; balances come from the app's
// server. Sending has no Bitcoin path (spec §4): it fails as an unsupported chain.

import type { StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features';
import type { WalletAccount } from '@wallet-standard/base';
import { WalletModalError, catalogueError } from '../../core/errors/base.js';
import { InternalMessages } from '../../core/errors/messages.js';
import type { AdapterAccount, AdapterContext, CaipNetwork, ChainAdapter } from '../../core/types.js';
import { PURPOSES, onNetwork, toAdapterAccount, withPurposes, type PurposedAccount } from './accounts.js';
import { watchBitcoinWallets, type BitcoinWallet } from './discovery.js';
import type { BitcoinConnectFeature, BitcoinSignMessageFeature } from './standard.js';
import { foundWallets } from '../foundWallets.js';

const balances = () => import('./balance.js');

/** The adapter id Bitcoin connections are stored under. */
export const BITCOIN_ADAPTER_ID = 'bitcoin';

/** How long a reload waits for the remembered wallet to register itself. */
const RECONNECT_WAIT_MS = 1_000;

/** The wallet, its accounts on the connected network, and that network's CAIP-2 id. */
interface BitcoinSession {
  wallet: BitcoinWallet;
  accounts: PurposedAccount[];
  caipNetworkId: string;
}

const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));

/**
 * Bitcoin wallets of the wallet standard: connected with bitcoin:connect for a payment and an ordinals
 * address (the payment one shown, spec §9), silently restored from the wallet's authorized accounts,
 * signing messages with bitcoin:signMessage (BIP-322); BTC balances read through the app's server.
 * @example
 * createWalletModal({ ...config, adapters: [evmAdapter(), bitcoinAdapter()] });
 */
export function bitcoinAdapter(): ChainAdapter {
  const found = foundWallets<BitcoinWallet>();
  let session: BitcoinSession | undefined;
  let stopEvents: (() => void) | undefined;
  let context: AdapterContext | undefined;

  /** Makes `accounts` the session's (on the first of the app's networks they are on) and follows the wallet's changes. */
  function use(wallet: BitcoinWallet | undefined, accounts: readonly PurposedAccount[], network?: CaipNetwork): AdapterAccount[] {
    const placed = wallet && network ? onNetwork(accounts, network, context?.networks ?? []) : undefined;
    const previous = session?.wallet;
    session = wallet && placed ? { wallet, accounts: placed.accounts, caipNetworkId: placed.caipNetworkId } : undefined;
    // One subscription per wallet: a change event keeps it (a wallet may be calling its listeners right now).
    if (session?.wallet !== previous) {
      stopEvents?.();
      const events = session?.wallet.wallet.features['standard:events'] as StandardEventsFeature['standard:events'] | undefined;
      stopEvents = events?.on('change', ({ accounts: changed }) => changed && onAccountsChanged(changed));
    }
    return session ? [toAdapterAccount(session.accounts, session.caipNetworkId, session.wallet.connector.id)] : [];
  }

  function onAccountsChanged(changed: readonly WalletAccount[]): void {
    if (!session) return;
    const before = session.caipNetworkId;
    const network = context?.networks.find((candidate) => candidate.caipNetworkId === before) ?? context?.network('bip122');
    const [account] = use(session.wallet, withPurposes(changed), network);
    if (!account) return context?.emit('accountsChanged', 'bip122', []);
    if (session?.caipNetworkId !== before) context?.emit('chainChanged', 'bip122', account.chainId);
    context?.emit('accountsChanged', 'bip122', [account.address], account.allAccounts);
  }

  function current(): BitcoinSession {
    if (!session) throw new Error(InternalMessages.CONNECT_BEFORE_REQUEST);
    return session;
  }

  return {
    id: BITCOIN_ADAPTER_ID,
    namespaces: ['bip122'],
    setup(ctx) {
      context = ctx;
      const stop = watchBitcoinWallets((next) => {
        found.set(next);
        ctx.emit('connectorsChanged', next.map((wallet) => wallet.connector));
      });
      return () => {
        stop();
        // A destroyed modal keeps no listener on the connected wallet's change events.
        stopEvents?.();
        stopEvents = undefined;
      };
    },
    // The wallet lists the accounts this site may use without asking; none means it has to ask.
    async reconnect(connectorId) {
      const wallet = await found.find(connectorId, RECONNECT_WAIT_MS);
      const network = context?.network('bip122');
      return wallet && network ? use(wallet, withPurposes(wallet.wallet.accounts), network) : [];
    },
    async connect(connectorId, network) {
      const wallet = await found.find(connectorId, 0);
      if (!wallet) throw catalogueError('WALLET_NOT_FOUND', { details: `No wallet-standard Bitcoin wallet ${connectorId} registered itself` });
      const feature = wallet.wallet.features['bitcoin:connect'] as BitcoinConnectFeature['bitcoin:connect'];
      const { accounts } = await feature.connect({ purposes: [...PURPOSES] });
      const connected = use(wallet, withPurposes(accounts, PURPOSES), network);
      if (connected.length === 0) throw new Error('The wallet returned no Bitcoin account');
      return connected;
    },
    async disconnect() {
      const wallet = session?.wallet.wallet;
      use(undefined, []);
      const disconnect = wallet?.features['standard:disconnect'] as StandardDisconnectFeature['standard:disconnect'] | undefined;
      await disconnect?.disconnect();
    },
    // A Bitcoin wallet's addresses belong to one network: switching needs the wallet's accounts there.
    async switchNetwork(network) {
      const { wallet, caipNetworkId } = current();
      if (network.caipNetworkId === caipNetworkId) return;
      const there = onNetwork(withPurposes(wallet.wallet.accounts), network, []);
      if (!there || there.caipNetworkId !== network.caipNetworkId) {
        throw catalogueError('CHAIN_NOT_SUPPORTED', { details: `${wallet.connector.name} has no account on ${network.name}` });
      }
      const [account] = use(wallet, there.accounts, network) as [AdapterAccount];
      context?.emit('chainChanged', 'bip122', account.chainId);
      context?.emit('accountsChanged', 'bip122', [account.address], account.allAccounts);
    },
    async signMessage({ address, message }) {
      const { wallet, accounts } = current();
      const feature = wallet.wallet.features['bitcoin:signMessage'] as BitcoinSignMessageFeature['bitcoin:signMessage'] | undefined;
      if (!feature) throw new WalletModalError(`${wallet.connector.name} cannot sign messages`, { details: 'It does not offer bitcoin:signMessage.' });
      const account = accounts.find((candidate) => candidate.account.address === address)?.account;
      if (!account) throw new WalletModalError(`${address} is not an account of ${wallet.connector.name}`);
      const [output] = await feature.signMessage({ account, message: new TextEncoder().encode(message) });
      if (!output) throw new Error(`${wallet.connector.name} answered no signature`);
      // BIP-322 signatures travel as base64 text (the witness, or a legacy signature's 65 bytes).
      return toBase64(output.signature);
    },
    // Spec §4: the send path of any namespace but eip155 and solana fails as an unsupported chain.
    async sendTransaction(request) {
      throw catalogueError('UNSUPPORTED_CHAIN', { details: `Sending on Bitcoin (bip122) is not supported; this was a ${request.namespace} request` });
    },
    async getBalance(address, network) {
      const api = context?.api;
      if (!api) throw new WalletModalError('Bitcoin balances are read through the app’s server', { details: 'Set apiUrl to a wallet-modal server with an Esplora API for this chain.' });
      return (await balances()).readBitcoinBalance(api, network, address);
    },
  };
}
