// The SDK side of WalletConnect, loaded with import() only when the user picks WalletConnect or a
// stored session is restored: one UniversalProvider, its pairings, session events and teardown.

import { UniversalProvider } from '@walletconnect/universal-provider';
import type { ApiConfig } from '../../core/api/url.js';
import { WALLETCONNECT_RELAY_TIMEOUT_MS } from '../../core/constants.js';
import { catalogueError } from '../../core/errors/base.js';
import { toWalletConnectError } from './errors.js';
import { proposedNamespaces } from './namespaces.js';
import { pairUntilApproved } from './pairing.js';
import { forgetPendingPairing, keepPendingPairing, readPendingPairing } from './pendingPairing.js';
import { wrapSession } from './session.js';
import type { WalletConnectClient, WalletConnectMetadata, WalletConnectOptions } from './types.js';

type Provider = Awaited<ReturnType<typeof UniversalProvider.init>>;
type SessionStruct = NonNullable<Provider['session']>;

/**
 * What UniversalProvider.connect does once a wallet approved, for a session that settled on a pairing
 * made before a reload (the SDK restores the pairing and its proposal, and settles the session, but
 * only its own connect() call adopts it). Internal to the SDK version we bundle (2.25.0): see
 * kit/package.json; the pending-pairing browser test fails if it changes.
 */
interface ProviderInternals {
  session?: SessionStruct;
  namespaces?: Record<string, unknown>;
  optionalNamespaces?: Record<string, unknown>;
  setNamespaces(parameters: { optionalNamespaces: Record<string, unknown> }): void;
  persist(key: string, value: unknown): Promise<void>;
  onConnect(): void;
}

async function adoptSession(client: Provider, session: SessionStruct, optionalNamespaces: Record<string, unknown>): Promise<void> {
  const provider = client as unknown as ProviderInternals;
  provider.setNamespaces({ optionalNamespaces });
  provider.session = session;
  provider.namespaces = Object.fromEntries(
    Object.entries(session.namespaces).map(([key, value]) => [
      key,
      { chains: value.chains ?? [...new Set(value.accounts.map((account) => account.split(':').slice(0, 2).join(':')))], methods: value.methods, events: value.events, accounts: value.accounts },
    ]),
  );
  await provider.persist('namespaces', provider.namespaces);
  await provider.persist('optionalNamespaces', provider.optionalNamespaces);
  provider.onConnect();
}

/** Resolves once a session settles on the pairing `topic` (now, if it did while the SDK started). */
function settledOn(client: Provider, topic: string, signal: AbortSignal): Promise<SessionStruct> {
  return new Promise((resolve, reject) => {
    const found = client.client.session.getAll().find((session) => session.pairingTopic === topic);
    if (found) return resolve(found);
    const listener = ({ session }: { session: SessionStruct }) => {
      if (session.pairingTopic !== topic) return;
      client.client.off('session_connect', listener);
      resolve(session);
    };
    client.client.on('session_connect', listener);
    signal.addEventListener('abort', () => {
      client.client.off('session_connect', listener);
      reject(signal.reason);
    }, { once: true });
  });
}

/**
 * Whether a kept pairing can still connect: the SDK restored the pairing, a proposal on it and the keys to
 * read the wallet's answer, and that answer is still to come (its request is in the SDK's history). Not
 * when the page went away before the SDK saved them, nor when the wallet answered while the page was away:
 * the SDK (2.25) reads that answer while it starts, before its sign client listens, and drops it. Either
 * way the code could never connect, so a fresh one is made instead.
 */
function restoredBySdk(client: Provider, topic: string): boolean {
  const { core, proposal } = client.client;
  const proposed = proposal.getAll().find((candidate) => candidate.pairingTopic === topic);
  return (
    proposed !== undefined &&
    core.history.records.has(proposed.id) &&
    core.pairing.getPairings().some((pairing) => pairing.topic === topic) &&
    core.crypto.keychain.has(topic) &&
    core.crypto.keychain.has(proposed.proposer.publicKey)
  );
}

/**
 * Resolves once the SDK's socket to the relay is open; fails with WALLETCONNECT_UNREACHABLE after
 * `timeout` ms (the SDK itself would retry for ever: no network, a wrong relayUrl, or a relay that
 * refused the project id all look the same from a page), telling the developer what to check.
 */
function relayAnswers(client: Provider, options: WalletConnectOptions, signal: AbortSignal): Promise<void> {
  const { relayer } = client.client.core;
  if (relayer.connected) return Promise.resolve();
  const timeout = options.relayTimeoutMs ?? WALLETCONNECT_RELAY_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      relayer.off('relayer_connect', connected);
    };
    const connected = () => {
      done();
      resolve();
    };
    const timer = setTimeout(() => {
      done();
      console.warn(
        `[wallet-modal] The WalletConnect relay (${options.relayUrl ?? 'the public relay'}) did not answer within ${timeout / 1000} s: ` +
          `the network is down, relayUrl is wrong, or the relay refused the project id '${options.projectId}' (check projectId in your config).`,
      );
      reject(catalogueError('WALLETCONNECT_UNREACHABLE'));
    }, timeout);
    relayer.on('relayer_connect', connected);
    signal.addEventListener('abort', () => {
      done();
      reject(signal.reason);
    }, { once: true });
  });
}

/** Keys the SDK writes (IndexedDB) start with this, apart from any other WalletConnect client on the page. */
const STORAGE_PREFIX = 'wallet-modal';

function pageMetadata(metadata: WalletConnectOptions['metadata']): WalletConnectMetadata {
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
  return {
    name: metadata?.name ?? (typeof document === 'undefined' ? origin : document.title || origin),
    description: metadata?.description ?? '',
    url: metadata?.url ?? origin,
    icons: metadata?.icons ?? [],
  };
}

/**
 * Starts the SDK. Reads go to the app's RPC URLs (rpcMap, no provider ping); the vendor's verify
 * iframe is skipped unless `verify` is on (default: only with the public relay). The client's id goes
 * into `api` (the app's API config) for its calls.
 */
export async function openWalletConnect(options: WalletConnectOptions, api?: ApiConfig): Promise<WalletConnectClient> {
  const client = await UniversalProvider.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    metadata: pageMetadata(options.metadata),
    customStoragePrefix: options.storagePrefix ?? STORAGE_PREFIX,
    disableProviderPing: true,
    telemetryEnabled: false,
  });
  if (!(options.verify ?? options.relayUrl === undefined)) client.client.core.verify.register = async () => '';
  // Spec §7: the app's API calls carry this client's id once it has one.
  if (api) void client.client.core.crypto.getClientId().then((id) => (api.clientId = id), () => undefined);

  let pending: AbortController | undefined;
  // Only a pairing from before this page loaded is taken up: one made here has the SDK's own connect()
  // waiting on it, which adopts its session itself.
  let fromEarlierPage = readPendingPairing();
  if (fromEarlierPage && !restoredBySdk(client, fromEarlierPage.topic)) {
    fromEarlierPage = undefined;
    forgetPendingPairing();
  }
  return {
    async connect({ networks, network, onUri, resume = false }) {
      pending?.abort(new Error('A newer connection attempt replaced this one'));
      const controller = (pending = new AbortController());
      if (!client.session) {
        // The pairing on screen when the page went away comes first: the same code, still valid.
        // Still the one on record (no code made here since replaced it); an attempt superseded while it
        // waits leaves it for the next one, so the modal opened again shows the same code.
        let kept = fromEarlierPage && readPendingPairing()?.uri === fromEarlierPage.uri ? fromEarlierPage : undefined;
        if (resume && !kept) throw new Error('No WalletConnect pairing is pending');
        const optionalNamespaces = proposedNamespaces(networks);
        await pairUntilApproved<unknown>({
          signal: controller.signal,
          renew: !resume,
          onUri: (uri, expiry) => {
            keepPendingPairing(uri, expiry);
            onUri?.(uri, expiry);
          },
          pair: async () => {
            if (kept) {
              const { uri, expiry, topic } = kept;
              kept = undefined;
              const approval = settledOn(client, topic, controller.signal).then((session) => adoptSession(client, session, optionalNamespaces));
              return { uri, expiry, approval };
            }
            const uri = new Promise<string>((resolve) => client.once('display_uri', resolve));
            const approval = client.connect({ optionalNamespaces });
            // A code no wallet can reach is not shown: the relay must answer too, within seconds.
            const [shown] = await Promise.all([Promise.race([uri, approval.then(() => uri)]), relayAnswers(client, options, controller.signal)]).catch((error: unknown) => {
              approval.catch(() => {});
              throw error;
            });
            return { uri: shown, approval };
          },
        }).then(
          () => {
            fromEarlierPage = undefined;
            forgetPendingPairing();
          },
          (error: unknown) => {
            // A newer attempt takes the kept pairing up again; any other end leaves nothing to resume.
            if (!controller.signal.aborted) {
              fromEarlierPage = undefined;
              forgetPendingPairing();
            }
            throw toWalletConnectError(error);
          },
        );
      }
      if (network && client.session?.namespaces[network.chainNamespace]?.chains?.includes(network.caipNetworkId)) {
        client.setDefaultChain(network.caipNetworkId);
      }
      return wrapSession(client);
    },
    async restore() {
      return client.session ? wrapSession(client) : undefined;
    },
    async disconnect() {
      pending?.abort(new Error('Disconnected'));
      if (!client.session) return;
      await client.disconnect().catch((error: unknown) => {
        throw toWalletConnectError(error);
      });
    },
  };
}
