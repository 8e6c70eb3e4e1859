// Fuzzing what a wallet sends over WalletConnect (issue 18): the approved session's namespaces and peer
// metadata, from valid to garbage, read through the adapter's session view; and the proposal the adapter
// builds from any list of the app's networks. Spec §5: a CAIP-2 id has two non-empty parts; a CAIP-10
// address has three non-empty colon-separated parts with a known namespace. Nothing throws a TypeError; the
// accounts read are CAIP-10 ids of the namespace asked for, and one malformed entry never hides valid ones.
import type Provider from '@walletconnect/universal-provider';
import { NETWORKS, type NetworkDefinition } from '@wallet-modal/schema/networks';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FUZZ_RUNS, fuzzParameters } from '../../../../scripts/vitest/fuzz.js';
import type { ChainNamespace } from '../../core/types.js';
import { addressesOn, sessionAccounts } from './accounts.js';
import { proposedNamespaces } from './namespaces.js';
import { wrapSession } from './session.js';

const KNOWN: readonly ChainNamespace[] = ['eip155', 'solana', 'bip122'];
const CAIP10 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/;

const evm = fc.constantFrom('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
const validAccount = fc.oneof(
  fc.tuple(fc.constantFrom('1', '10', '8453'), evm).map(([chain, address]) => `eip155:${chain}:${address}`),
  fc.constant('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'),
  fc.constant('bip122:000000000019d6689c085ae165831e93:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'),
);
/** Accounts a wallet should not send: missing parts, empty parts, too long, other namespaces, not strings. */
const badAccount = fc.oneof(
  fc.constantFrom('eip155:1', 'eip155::0xabc', ':1:0xabc', 'eip155:1:', 'x:1:0xabc', `eip155:1:${'a'.repeat(129)}`, 'cosmos:cosmoshub-4:cosmos1abc', 'eip155:1:0x 1'),
  fc.string({ maxLength: 30 }),
  fc.anything(),
);
const account = fc.oneof({ weight: 3, arbitrary: validAccount }, { weight: 1, arbitrary: badAccount });
const namespaceKey = fc.oneof(fc.constantFrom('eip155', 'solana', 'bip122', 'eip155:1', 'polkadot', 'cosmos'), fc.string({ maxLength: 10 }));
const entry = fc.oneof(
  { weight: 5, arbitrary: fc.record({ accounts: fc.array(account, { maxLength: 4 }), methods: fc.oneof(fc.array(fc.string({ maxLength: 12 }), { maxLength: 3 }), fc.anything()), events: fc.array(fc.string({ maxLength: 12 }), { maxLength: 2 }) }, { requiredKeys: ['accounts'] }) },
  { weight: 1, arbitrary: fc.anything() },
);
const namespaces = fc.oneof({ weight: 6, arbitrary: fc.dictionary(namespaceKey, entry, { maxKeys: 4 }) }, { weight: 1, arbitrary: fc.anything() });
const metadata = fc.oneof(
  fc.record({ name: fc.string({ maxLength: 20 }), description: fc.string({ maxLength: 20 }), url: fc.constant('https://wallet.example'), icons: fc.array(fc.constant('https://wallet.example/icon.png'), { maxLength: 2 }) }),
  fc.record({ name: fc.anything(), icons: fc.anything() }, { requiredKeys: [] }),
  fc.anything(),
);

/** The SDK side: a UniversalProvider holding a session with these namespaces and peer metadata. */
function providerWith(session: { namespaces: unknown; metadata: unknown }, chains: Partial<Record<ChainNamespace, string>>): Provider {
  const rpcProviders = Object.fromEntries(Object.entries(chains).map(([ns, reference]) => [ns, { getDefaultChain: () => reference }]));
  return {
    session: { topic: 'topic', namespaces: session.namespaces, peer: { metadata: session.metadata } },
    rpcProviders,
    request: async () => null,
    on: () => {},
    removeListener: () => {},
    setDefaultChain: () => {},
  } as unknown as Provider;
}

/** Every account string the wallet sent under a key of `namespace`, whether valid or not. */
function sentUnder(value: unknown, namespace: ChainNamespace): unknown[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, e]) =>
    key === namespace || key.startsWith(`${namespace}:`) ? (Array.isArray((e as { accounts?: unknown } | null)?.accounts) ? (e as { accounts: unknown[] }).accounts : []) : [],
  );
}

describe('fuzzing WalletConnect sessions', () => {
  it('A CAIP-10 address has three non-empty colon-separated parts with a known namespace: of any approved session, valid to garbage, the accounts read are the well-formed ones of the namespace asked for, all of them; never a throw', () => {
    let read = 0;
    fc.assert(
      fc.property(namespaces, metadata, fc.constantFrom('1', '10', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'), (ns, meta, reference) => {
        const session = wrapSession(providerWith({ namespaces: ns, metadata: meta }, { eip155: reference, solana: reference, bip122: reference }));
        expect(typeof session.peer.name).toBe('string');
        expect(session.peer.icon === undefined || typeof session.peer.icon === 'string').toBe(true);
        for (const namespace of KNOWN) {
          const accounts = sessionAccounts(ns, namespace);
          const sent = sentUnder(ns, namespace);
          // Every well-formed CAIP-10 account of the namespace that the wallet sent is read, whatever else it sent.
          expect(accounts).toEqual(sent.filter((a): a is string => typeof a === 'string' && CAIP10.test(a) && a.startsWith(`${namespace}:`)));
          read += accounts.length;
          for (const address of session.accounts(namespace)) expect(accounts).toContain(`${namespace}:${reference}:${address}`);
          for (const chain of session.chains(namespace)) expect(chain).toMatch(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/);
          for (const method of session.methods(namespace)) expect(typeof method).toBe('string');
        }
        // The namespaces the session grants accounts in (the adapter keeps those the app serves).
        for (const namespace of session.namespaces()) expect(sessionAccounts(ns, namespace).length).toBeGreaterThan(0);
      }),
      fuzzParameters('walletconnect: approved sessions'),
    );
    expect(read).toBeGreaterThan(FUZZ_RUNS / 10);
  }, 300_000);

  it('A CAIP-2 id has two non-empty parts: the proposal for any list of the app networks names each chain once, under its namespace, with its rpcMap', () => {
    const network = fc.tuple(fc.constantFrom(...(NETWORKS as readonly NetworkDefinition[])), fc.option(fc.constantFrom('http://127.0.0.1:8545', 'https://rpc.example'), { nil: undefined })).map(
      ([definition, url]) => (url ? { ...definition, rpcUrls: { ...definition.rpcUrls, default: { http: [url] } } } : definition),
    );
    fc.assert(
      fc.property(fc.array(network, { maxLength: 8 }), (networks) => {
        const proposal = proposedNamespaces(networks);
        for (const [namespace, entry] of Object.entries(proposal)) {
          expect(new Set(entry.chains).size).toBe(entry.chains.length);
          for (const chain of entry.chains) {
            const [ns, reference, ...rest] = chain.split(':');
            expect(ns).toBe(namespace);
            expect(reference).not.toBe('');
            expect(rest).toEqual([]);
          }
          expect(entry.methods.length).toBeGreaterThan(0);
          for (const reference of Object.keys(entry.rpcMap)) expect(entry.chains).toContain(`${namespace}:${reference}`);
        }
        // Every listed network of a namespace the adapter serves is proposed.
        for (const n of networks) if (proposal[n.chainNamespace]) expect(proposal[n.chainNamespace]!.chains).toContain(n.caipNetworkId);
      }),
      fuzzParameters('walletconnect: proposals'),
    );
  }, 300_000);

  // Found by fuzzing: one malformed account (or entry) made the whole session read as no accounts at all.
  it('a malformed account of another namespace does not hide the valid eip155 accounts', () => {
    const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
    const value = { eip155: { accounts: [`eip155:1:${A}`, 'eip155::broken'] }, cosmos: { accounts: [`cosmos:cosmoshub-4:${'a'.repeat(200)}`] }, wc: null };
    expect(sessionAccounts(value, 'eip155')).toEqual([`eip155:1:${A}`]);
    expect(addressesOn(sessionAccounts(value, 'eip155'), 'eip155:1')).toEqual([A]);
  });

  it('a wallet whose metadata has no icons (or no name) connects: the peer has no icon and an empty name', () => {
    const session = wrapSession(providerWith({ namespaces: {}, metadata: { name: 'Wallet' } }, {}));
    expect(session.peer).toEqual({ name: 'Wallet', icon: undefined });
    expect(wrapSession(providerWith({ namespaces: {}, metadata: undefined }, {})).peer).toEqual({ name: '', icon: undefined });
  });
});
