// fast-check arbitraries of wallet-modal.config.json, shared by the schema's and the CLI's fuzz tests:
// any JSON, valid configs (values that agree with each other), and valid configs with a few mistakes.
import fc from 'fast-check';
import { CONFIG_KEYS } from '../../../schema/src/config.js';
import { CONNECT_METHODS, CONNECTORS, DEFAULT_FEATURES, SOCIALS, THEME_MODES, WALLET_FEATURES } from '../../../schema/src/defaults.js';
import { NETWORK_IDS } from '../../../schema/src/networks.js';

/** Values JSON.parse makes that object literals cannot: own `__proto__`, non-callable `toString`/`valueOf`. */
const trickyJson = fc.constantFrom('{"toString":1}', '{"valueOf":{},"toString":[]}', '{"__proto__":{"projectId":"x"}}', '{"constructor":null}', '[{"toString":1}]', '"\\u0000"', '1e400', '-0');
export const tricky = trickyJson.map((text) => JSON.parse(text) as unknown);
export const anyJson = fc.oneof({ weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) }, { weight: 1, arbitrary: tricky });

const networkId = fc.constantFrom(...NETWORK_IDS);
const wrongNetworkId = fc.constantFrom('eip155:999999', 'eip155', ':1', 'solana:', 'EIP155:1', '');
// fc.webUrl() costs milliseconds a value; these cover the same rule (http or https, no spaces) cheaply.
const host = fc.string({ unit: fc.constantFrom(...'abc019.-:/?=%'.split('')), minLength: 1, maxLength: 20 });
const url = fc.tuple(fc.constantFrom('http://', 'https://'), host).map(([scheme, rest]) => scheme + rest);
const wrongUrl = fc.constantFrom('ws://127.0.0.1:8545', 'http://', 'ftp://x', 'https://a b', '', 'HTTPS://X', 'javascript:alert(1)');
const subset = <T extends string>(values: readonly T[]) => fc.shuffledSubarray([...values]);
const wrongSubset = <T extends string>(values: readonly T[]) => fc.constantFrom([values[0], values[0]], ['nope'], [values[0]?.toUpperCase()]);
const siwx = fc.record({ required: fc.boolean(), statement: fc.string({ maxLength: 200 }), expiresInSeconds: fc.integer({ min: 60, max: 30 * 24 * 3600 }) }, { requiredKeys: [] });
const wrongSiwx = fc.constantFrom({ required: 'yes' }, { statement: 'x'.repeat(201) }, { expiresInSeconds: 59 }, { expiresInSeconds: 1.5 }, { expires: 60 });

/** A valid config: every optional key or not, values that agree with each other (defaultNetwork listed, rpcUrls of listed networks). */
export const validConfig = fc
  .uniqueArray(networkId, { minLength: 1, maxLength: 4 })
  .chain((networks) =>
    fc.record(
      {
        $schema: fc.string(),
        projectId: fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
        networks: fc.constant(networks),
        defaultNetwork: fc.constantFrom(...networks),
        rpcUrls: fc.dictionary(fc.constantFrom(...networks), url, { maxKeys: 2 }),
        features: fc.dictionary(fc.constantFrom(...Object.keys(DEFAULT_FEATURES)), fc.boolean(), { maxKeys: 4 }),
        connectMethodsOrder: subset(CONNECT_METHODS),
        socials: subset(SOCIALS),
        connectorOrder: subset(CONNECTORS),
        walletFeaturesOrder: subset(WALLET_FEATURES),
        themeMode: fc.constantFrom(...THEME_MODES),
        themeVariables: fc.record({ accent: fc.string(), colorMixStrength: fc.integer({ min: 0, max: 100 }), '--w3m-z-index': fc.integer() }, { requiredKeys: [] }),
        metadata: fc.record({ name: fc.string({ minLength: 1 }), description: fc.string(), url, icons: fc.array(url, { maxLength: 2 }) }, { requiredKeys: ['name', 'url'] }),
        defaultAccountTypes: fc.record({ eip155: fc.constantFrom('eoa', 'smartAccount'), bip122: fc.constantFrom('payment', 'ordinal', 'stx') }, { requiredKeys: [] }),
        allowUnsupportedChain: fc.boolean(),
        enableNetworkSwitch: fc.boolean(),
        featuredWalletIds: fc.array(fc.string({ minLength: 1, maxLength: 10 }), { maxLength: 3 }),
        includeWalletIds: fc.array(fc.string({ minLength: 1, maxLength: 10 }), { maxLength: 3 }),
        excludeWalletIds: fc.array(fc.string({ minLength: 1, maxLength: 10 }), { maxLength: 3 }),
        apiUrl: url,
        secureSiteUrl: url,
        relayUrl: fc.constantFrom('wss://relay.example', 'ws://127.0.0.1:1'),
        termsConditionsUrl: url,
        privacyPolicyUrl: url,
        siwx,
      },
      { requiredKeys: ['projectId', 'networks'] },
    ),
  );

/** Per key, values that are wrong for it (plus anything at all). */
const wrongValues: Record<string, fc.Arbitrary<unknown>> = {
  projectId: fc.constantFrom('', '   ', 42, null, 'my project', 'demo/1'),
  networks: fc.oneof(fc.constant([]), fc.array(wrongNetworkId, { minLength: 1, maxLength: 2 }), fc.constant('eip155:1'), tricky),
  defaultNetwork: fc.oneof(wrongNetworkId, networkId),
  rpcUrls: fc.oneof(fc.dictionary(networkId, wrongUrl, { minKeys: 1, maxKeys: 2 }), fc.dictionary(fc.string({ maxLength: 8 }), url, { minKeys: 1, maxKeys: 2 })),
  features: fc.oneof(fc.constantFrom({ swap: true }, { swaps: 'yes' }, []), tricky),
  connectMethodsOrder: wrongSubset(CONNECT_METHODS),
  socials: wrongSubset(SOCIALS),
  connectorOrder: wrongSubset(CONNECTORS),
  walletFeaturesOrder: wrongSubset(WALLET_FEATURES),
  themeMode: fc.constantFrom('blue', 'Dark', ''),
  themeVariables: fc.constantFrom({ accentColor: '#fff' }, { colorMixStrength: 101 }, { '--w3m-z-index': 1.5 }, { accent: 1 }),
  metadata: fc.constantFrom({ name: '', url: 'https://x' }, { name: 'x' }, { name: 'x', url: 'x', icons: ['ws://x'] }),
  defaultAccountTypes: fc.constantFrom({ eip155: 'payment' }, { cosmos: 'eoa' }),
  siwx: wrongSiwx,
  siweConfig: fc.oneof(siwx, wrongSiwx),
  apiUrl: wrongUrl,
  relayUrl: fc.oneof(url, wrongUrl),
};
const configKeys = [...CONFIG_KEYS] as string[];

/** One change that may break a valid config: a wrong value, a foreign key, a missing required key. */
const mutation = fc.oneof(
  fc.constantFrom(...configKeys).chain((key) => fc.tuple(fc.constant(key), fc.oneof({ weight: 3, arbitrary: wrongValues[key] ?? anyJson }, { weight: 1, arbitrary: anyJson }))),
  fc.tuple(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('toString', 'network', 'projectID', '__proto__')), anyJson),
  fc.tuple(fc.constantFrom('projectId', 'networks'), fc.constant(undefined)),
);

/** Valid configs, and valid configs with one to three mutations. */
export const nearValidConfig = fc.tuple(validConfig, fc.array(mutation, { maxLength: 3 })).map(([config, changes]) => {
  const result: Record<string, unknown> = { ...config };
  for (const [key, value] of changes) {
    if (value === undefined) delete result[key];
    else Object.defineProperty(result, key, { value, enumerable: true, configurable: true, writable: true });
  }
  return result;
});

