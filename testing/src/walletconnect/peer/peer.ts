// A real wallet on the other end of the relay: @reown/walletkit with a private key on the local anvil
// chains, and optionally a Solana key (local SVM) and a Bitcoin key. It approves eip155, solana and
// bip122 when proposed, answers requests, and can switch chain or end the session itself.
import type { WalletKitTypes } from '@reown/walletkit';
import type { SessionTypes } from '@walletconnect/types';
import { privateKeyToAccount } from 'viem/accounts';
import { BITCOIN_METHODS, peerBitcoin, type PeerBitcoin, type PeerBitcoinParameters } from './bitcoin';
import { CALLS_METHODS, peerCalls } from './calls';
import { PeerRejection, answer, type PeerChains } from './requests';
import { SOLANA_METHODS, peerSolana, type PeerSolana, type PeerSolanaParameters } from './solana';
import { memoryStorage } from './storage';

export type StartWalletPeerParameters = {
  relayUrl: string;
  projectId: string;
  privateKey: `0x${string}`;
  /** The chains the wallet has, chain id → RPC URL. The first one is active at approval. */
  chains: PeerChains;
  /** Distinct per client in one process (shared/LOCAL-WORLD.md). */
  storagePrefix?: string;
  /** A Solana key and chains: the wallet then approves the solana namespace too. */
  solana?: PeerSolanaParameters;
  /** A Bitcoin key and chains: the wallet then approves the bip122 namespace too. */
  bitcoin?: PeerBitcoinParameters;
};

export type WalletPeer = {
  address: `0x${string}`;
  /** The Solana address (base58), when the wallet has a Solana key. */
  solanaAddress?: string;
  /** The Bitcoin payment address (P2WPKH), when the wallet has a Bitcoin key. */
  bitcoinAddress?: string;
  /** Pairs with a `wc:` URI and resolves once the proposal it carries is approved. */
  pair: (uri: string) => Promise<SessionTypes.Struct>;
  /** The live session (after `pair`). */
  session: () => SessionTypes.Struct;
  /** How many sessions the wallet holds (0 once either side ended it). */
  activeSessions: () => number;
  /** Methods the dapp asked for, in order. */
  readonly requests: readonly string[];
  /** Methods the wallet receives but never answers (a user who walks away), until taken out again. */
  readonly unanswered: Set<string>;
  /** Moves the wallet to another chain (an eip155 chain id, or any CAIP-2 id) and tells the dapp (session event chainChanged). */
  switchChain: (chainId: number | string) => Promise<void>;
  /** Replaces the session's accounts of a namespace (session_update), e.g. to put another address first. */
  updateAccounts: (addresses: readonly string[], namespace?: string) => Promise<void>;
  /** Tells the dapp the accounts of `chainId` (CAIP-2) changed (session event accountsChanged). */
  emitAccountsChanged: (chainId: string, addresses: readonly string[]) => Promise<void>;
  /** Ends the session from the wallet's side (session_delete, USER_DISCONNECTED). */
  disconnect: () => Promise<void>;
  close: () => Promise<void>;
};

const METHODS = ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain', 'wallet_addEthereumChain', 'eth_signTypedData_v4', ...CALLS_METHODS];
const EVENTS = ['accountsChanged', 'chainChanged'];

/**
 * @example
 * const peer = await startWalletPeer({ relayUrl: relay.url, projectId: 'demo', privateKey, chains: { 1: anvil.url } });
 * await peer.pair(uri);
 */
export async function startWalletPeer(parameters: StartWalletPeerParameters): Promise<WalletPeer> {
  // The SDK skips its verify and telemetry calls in a test run (shared/LOCAL-WORLD.md).
  process.env.IS_VITEST = 'true';
  const [{ Core }, { WalletKit }, { buildApprovedNamespaces, getSdkError }] = await Promise.all([
    import('@walletconnect/core'),
    import('@reown/walletkit'),
    import('@walletconnect/utils'),
  ]);
  const account = privateKeyToAccount(parameters.privateKey);
  const solana: PeerSolana | undefined = parameters.solana && (await peerSolana(parameters.solana));
  const bitcoin: PeerBitcoin | undefined = parameters.bitcoin && peerBitcoin(parameters.bitcoin);
  const chains: PeerChains = { ...parameters.chains };
  let chainId = Number(Object.keys(chains)[0]);
  const requests: string[] = [];
  const unanswered = new Set<string>();
  const calls = peerCalls(account, chains, (code, message) => new PeerRejection(code, message));
  const core = new Core({
    projectId: parameters.projectId,
    relayUrl: parameters.relayUrl,
    customStoragePrefix: parameters.storagePrefix ?? 'wallet-peer',
    storage: memoryStorage(),
    telemetryEnabled: false,
  });
  const kit = await WalletKit.init({
    core,
    metadata: { name: 'Local Wallet Peer', description: 'A test wallet on loopback', url: 'http://127.0.0.1', icons: [] },
  });
  let current: SessionTypes.Struct | undefined;
  const session = () => {
    if (!current) throw new Error('The wallet peer has no session: pair first');
    return current;
  };

  kit.on('session_request', async (event: WalletKitTypes.SessionRequest) => {
    const { topic, id, params } = event;
    requests.push(params.request.method);
    if (unanswered.has(params.request.method)) return;
    // Moving to a chain the session lacks widens the session first (session_update), as wallets do.
    const onSwitch = async (next: number) => {
      chainId = next;
      const { namespaces } = session();
      const eip155 = namespaces.eip155!;
      if (eip155.chains?.includes(`eip155:${next}`)) return;
      const widened = { ...eip155, chains: [...(eip155.chains ?? []), `eip155:${next}`], accounts: [...eip155.accounts, `eip155:${next}:${account.address}`] };
      await kit.updateSession({ topic, namespaces: { ...namespaces, eip155: widened } });
      current = kit.getActiveSessions()[topic];
    };
    try {
      // A request names its chain (CAIP-2): the wallet acts there, like wallet apps do.
      const namespace = params.chainId.split(':')[0];
      const target = Number(params.chainId.split(':')[1] ?? chainId);
      const result =
        namespace === 'solana' && solana
          ? await solana.answer(params.request, params.chainId)
          : namespace === 'bip122' && bitcoin
            ? await bitcoin.answer(params.request)
            : CALLS_METHODS.includes(params.request.method)
              ? await calls.answer(params.request.method, params.request.params, target)
              : await answer(params.request, { account, chains, chainId: target, onSwitch });
      await kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } });
    } catch (error) {
      const code = error instanceof PeerRejection ? error.code : 5000;
      await kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', error: { code, message: (error as Error).message } } });
    }
  });

  async function approve(proposal: WalletKitTypes.SessionProposal): Promise<SessionTypes.Struct> {
    const approved = Object.keys(chains).map((id) => `eip155:${id}`);
    const supported: Record<string, { chains: string[]; methods: string[]; events: string[]; accounts: string[] }> = {
      eip155: { chains: approved, methods: METHODS, events: EVENTS, accounts: approved.map((c) => `${c}:${account.address}`) },
    };
    // A namespace the dapp proposed is approved on the chains the wallet also has, with its real account.
    const proposed = { ...proposal.params.requiredNamespaces, ...proposal.params.optionalNamespaces };
    const offer = (namespace: string, address: string, methods: string[], have: readonly string[]) => {
      const both = have.filter((chain) => proposed[namespace]?.chains?.includes(chain));
      if (both.length > 0) supported[namespace] = { chains: both, methods, events: EVENTS, accounts: both.map((c) => `${c}:${address}`) };
    };
    if (solana) offer('solana', solana.address, parameters.solana?.methods ?? SOLANA_METHODS, Object.keys(solana.chains));
    if (bitcoin) offer('bip122', bitcoin.address, BITCOIN_METHODS, bitcoin.chains);
    const namespaces = buildApprovedNamespaces({ proposal: proposal.params, supportedNamespaces: supported });
    current = await kit.approveSession({ id: proposal.id, namespaces });
    return current;
  }

  return {
    address: account.address,
    solanaAddress: solana?.address,
    bitcoinAddress: bitcoin?.address,
    requests,
    unanswered,
    session,
    activeSessions: () => Object.keys(kit.getActiveSessions()).length,
    pair: async (uri) => {
      const approved = new Promise<SessionTypes.Struct>((resolve, reject) =>
        kit.once('session_proposal', (proposal) => approve(proposal).then(resolve, reject)),
      );
      await kit.pair({ uri });
      return approved;
    },
    switchChain: async (next) => {
      if (typeof next === 'number') chainId = next;
      const caip2 = typeof next === 'number' ? `eip155:${next}` : next;
      await kit.emitSessionEvent({ topic: session().topic, event: { name: 'chainChanged', data: typeof next === 'number' ? next : caip2 }, chainId: caip2 });
    },
    updateAccounts: async (addresses, namespace = 'eip155') => {
      const { topic, namespaces } = session();
      const entry = namespaces[namespace];
      if (!entry) throw new Error(`The session has no ${namespace} namespace`);
      const accounts = entry.chains!.flatMap((chain) => addresses.map((address) => `${chain}:${address}`));
      // Right after a relay drop the dapp's acknowledgement can be lost with its socket: wait 30 s, then send the update again once.
      const update = async () => (await kit.updateSession({ topic, namespaces: { ...namespaces, [namespace]: { ...entry, accounts } } })).acknowledged();
      const within = (promise: Promise<unknown>) => Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(resolve, 30_000, false))]);
      if (!(await within(update()))) await update();
      current = kit.getActiveSessions()[topic];
    },
    emitAccountsChanged: async (caip2, addresses) => {
      await kit.emitSessionEvent({ topic: session().topic, event: { name: 'accountsChanged', data: addresses.map((address) => `${caip2}:${address}`) }, chainId: caip2 });
    },
    disconnect: async () => {
      await kit.disconnectSession({ topic: session().topic, reason: getSdkError('USER_DISCONNECTED') });
      current = undefined;
    },
    close: async () => {
      await core.relayer.transportClose().catch(() => undefined);
      core.heartbeat.stop();
    },
  };
}
