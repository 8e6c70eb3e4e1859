// @wallet-modal/kit/solana: the Solana chain adapter. Wallet-standard wallets (found by
// @wallet-standard/app, a few hundred bytes) connect here; signing, sending and chain reads load
// @solana/kit with import() when a Solana action first needs them.

import type { StandardConnectFeature, StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features';
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import { catalogueError } from '../../core/errors/base.js';
import { InternalMessages } from '../../core/errors/messages.js';
import type { AdapterAccount, AdapterContext, CaipNetwork, ChainAdapter } from '../../core/types.js';
import { watchSolanaWallets, type SolanaWallet } from './discovery.js';
import { foundWallets } from '../foundWallets.js';

export type { SolanaSendOptions } from './transfer.js';

const actions = () => import('./actions.js');
const requests = () => import('./requests.js');

/** The adapter id Solana connections are stored under. */
export const SOLANA_ADAPTER_ID = 'solana';

/** How long a reload waits for the remembered wallet to register itself. */
const RECONNECT_WAIT_MS = 1_000;

/** The wallet and account a connection signs with, and the network it sends on. */
export interface SolanaSession {
  wallet: Wallet;
  account: WalletAccount;
  network: CaipNetwork;
}

const isSolanaAccount = (account: WalletAccount) => account.chains.some((chain) => chain.startsWith('solana:'));

/**
 * Solana wallets of the wallet standard: connected with standard:connect (silently on reload),
 * signing with solana:signMessage and solana:signTransaction, sending with
 * solana:signAndSendTransaction; SOL balances and fees read from the app's RPC URLs.
 * @example
 * createWalletModal({ ...config, adapters: [evmAdapter(), solanaAdapter()] });
 */
export function solanaAdapter(): ChainAdapter {
  const found = foundWallets<SolanaWallet>();
  let session: SolanaSession | undefined;
  let stopEvents: (() => void) | undefined;
  let context: AdapterContext | undefined;

  function use(next: SolanaSession | undefined): void {
    stopEvents?.();
    stopEvents = undefined;
    session = next;
    const events = next?.wallet.features['standard:events'] as StandardEventsFeature['standard:events'] | undefined;
    stopEvents = events?.on('change', ({ accounts }) => {
      if (!accounts || !session) return;
      const solana = accounts.filter(isSolanaAccount);
      const [account] = solana;
      if (account) session = { ...session, account };
      context?.emit('accountsChanged', 'solana', solana.map(({ address }) => address));
    });
  }

  async function open({ wallet, connector }: SolanaWallet, network: CaipNetwork, silent: boolean): Promise<AdapterAccount[]> {
    const connect = wallet.features['standard:connect'] as StandardConnectFeature['standard:connect'];
    const { accounts } = await connect.connect(silent ? { silent: true } : undefined);
    const account = accounts.find(isSolanaAccount) ?? wallet.accounts.find(isSolanaAccount);
    if (!account) return [];
    use({ wallet, account, network });
    return [{ namespace: 'solana', address: account.address, chainId: network.id, connectorId: connector.id }];
  }

  function current(): SolanaSession {
    if (!session) throw new Error(InternalMessages.CONNECT_BEFORE_REQUEST);
    return session;
  }

  function solanaNetwork(): CaipNetwork {
    const network = context?.network('solana');
    if (!network) throw new Error(InternalMessages.NAMESPACE_NOT_CONFIGURED('solana'));
    return network;
  }

  return {
    id: SOLANA_ADAPTER_ID,
    namespaces: ['solana'],
    setup(ctx) {
      context = ctx;
      const stop = watchSolanaWallets((next) => {
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
    async reconnect(connectorId) {
      const wallet = await found.find(connectorId, RECONNECT_WAIT_MS);
      return wallet ? open(wallet, solanaNetwork(), true) : [];
    },
    async connect(connectorId, network) {
      const wallet = await found.find(connectorId, 0);
      if (!wallet) throw catalogueError('WALLET_NOT_FOUND', { details: `No wallet-standard wallet ${connectorId} registered itself` });
      const accounts = await open(wallet, network, false);
      if (accounts.length === 0) throw new Error('The wallet returned no Solana account');
      return accounts;
    },
    async disconnect() {
      const wallet = session?.wallet;
      use(undefined);
      const disconnect = wallet?.features['standard:disconnect'] as StandardDisconnectFeature['standard:disconnect'] | undefined;
      await disconnect?.disconnect();
    },
    // A Solana wallet has no "current chain": the app's network is the one it signs and sends for.
    async switchNetwork(network) {
      if (session) session = { ...session, network };
    },
    async signMessage({ message }) {
      return (await actions()).signSolanaMessage(current(), new TextEncoder().encode(message));
    },
    async sendTransaction(request, address) {
      if (request.namespace !== 'solana') throw catalogueError('UNSUPPORTED_CHAIN', { details: request.namespace });
      return (await actions()).sendSolanaTransfer(current(), request, address);
    },
    async request({ method, params }) {
      return (await requests()).solanaRequest(current(), method, params);
    },
    async getBalance(address, network) {
      return (await actions()).readSolBalance(network, address);
    },
    async estimateFee(request, address, network) {
      if (request.namespace !== 'solana') throw catalogueError('UNSUPPORTED_CHAIN', { details: request.namespace });
      return (await actions()).estimateSolanaFee(network, request, address);
    },
  };
}
