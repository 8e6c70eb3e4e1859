// The SDK side of WalletConnect, loaded with import() only when the user picks WalletConnect or a
// stored session is restored: one UniversalProvider, its pairings, session events and teardown.

import { UniversalProvider } from '@walletconnect/universal-provider';
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
 * kit/package.json; `e2e/walletconnect/pending-pairing.e2e.test.ts` fails if it changes.
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
 * iframe is skipped unless `verify` is on (default: only with the public relay).
 */
export async function openWalletConnect(options: WalletConnectOptions): Promise<WalletConnectClient> {
  const client = await UniversalProvider.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    metadata: pageMetadata(options.metadata),
    customStoragePrefix: options.storagePrefix ?? STORAGE_PREFIX,
    disableProviderPing: true,
    telemetryEnabled: false,
  });
  if (!(options.verify ?? options.relayUrl === undefined)) client.client.core.verify.register = async () => '';

  let pending: AbortController | undefined;
  return {
    async connect({ networks, network, onUri, resume = false }) {
      pending?.abort(new Error('A newer connection attempt replaced this one'));
      const controller = (pending = new AbortController());
      if (!client.session) {
        // The pairing on screen when the page went away comes first: the same code, still valid.
        let kept = readPendingPairing();
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
            return { uri: await Promise.race([uri, approval.then(() => uri)]), approval };
          },
        }).then(
          () => forgetPendingPairing(),
          (error: unknown) => {
            // A newer attempt takes the kept pairing up again; any other end leaves nothing to resume.
            if (!controller.signal.aborted) forgetPendingPairing();
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
