// Proves the config's validation rules (spec §5) and that a bad file reports every problem with its path.

import { describe, expect, it } from 'vitest';
import { formatConfigIssues } from './issues.js';
import { parseConfig } from './parse.js';
import { resolveOptions } from './resolve.js';

function issuesOf(input: unknown) {
  const result = parseConfig(input);
  if (result.success) throw new Error('expected the config to be rejected');
  return result.issues;
}

const valid = { projectId: 'demo', networks: ['eip155:1'] };

describe('config validation', () => {
  it('A project id is required; the message says where to get one', () => {
    for (const projectId of [undefined, '', '   ']) {
      const [issue] = issuesOf({ ...valid, projectId });
      expect(issue?.path).toBe('projectId');
      expect(issue?.message).toMatch(/required.*https:\/\//);
    }
  });

  it('a project id the server would refuse (a space, a slash, 65 characters) is refused here first, saying what one looks like: one rule for config, CLI, embedded API and server', () => {
    for (const projectId of ['my project', 'demo/1', 'x'.repeat(65)]) {
      expect(issuesOf({ ...valid, projectId })).toEqual([{ path: 'projectId', message: 'projectId: a project id is 1 to 64 letters, digits, _ or - (copy it as your project shows it)' }]);
    }
    for (const projectId of ['b0a8c2f3e1d94a7f9c6e5d4b3a291807', 'demo-project', 'my_app']) expect(parseConfig({ ...valid, projectId }).success).toBe(true);
  });

  it('Setting both siweConfig and siwx options is an error, naming the one to remove', () => {
    expect(issuesOf({ ...valid, siweConfig: {}, siwx: {} })).toEqual([
      { path: 'siweConfig', message: expect.stringMatching(/remove siweConfig/) },
    ]);
    expect(parseConfig({ ...valid, siwx: {} }).success).toBe(true);
  });

  it("RPC URL must begin with http or https, otherwise 'Provided URL is not compatible with HTTP connection'", () => {
    expect(issuesOf({ ...valid, rpcUrls: { 'eip155:1': 'ws://127.0.0.1:8545' } })).toEqual([
      { path: 'rpcUrls["eip155:1"]', message: 'Provided URL is not compatible with HTTP connection' },
    ]);
    expect(parseConfig({ ...valid, rpcUrls: { 'eip155:1': 'http://127.0.0.1:8545' } }).success).toBe(true);
  });

  it('an RPC URL list gives fallbacks: each must begin with http or https, and the list may not be empty', () => {
    expect(parseConfig({ ...valid, rpcUrls: { 'eip155:1': ['http://127.0.0.1:8545', 'https://rpc.example'] } }).success).toBe(true);
    expect(issuesOf({ ...valid, rpcUrls: { 'eip155:1': ['http://127.0.0.1:8545', 'ws://127.0.0.1:8546'] } })).toEqual([
      { path: 'rpcUrls["eip155:1"][1]', message: 'Provided URL is not compatible with HTTP connection' },
    ]);
    expect(issuesOf({ ...valid, rpcUrls: { 'eip155:1': [] } })[0]?.path).toBe('rpcUrls["eip155:1"]');
    expect(issuesOf({ ...valid, rpcUrls: { 'eip155:1': 8545 } })).toEqual([
      { path: 'rpcUrls["eip155:1"]', message: expect.stringMatching(/^Expected an http\(s\) URL or a list of them/) },
    ]);
    const resolved = resolveOptions({ projectId: 'p', networks: ['eip155:1', 'eip155:10'], rpcUrls: { 'eip155:1': ['http://127.0.0.1:1', 'http://127.0.0.1:2'], 'eip155:10': 'http://127.0.0.1:3' } });
    expect(resolved.networks.map((n) => n.rpcUrls.default.http)).toEqual([['http://127.0.0.1:1', 'http://127.0.0.1:2'], ['http://127.0.0.1:3']]);
  });

  it('unknown keys are errors, so typos are caught, and the allowed keys are listed', () => {
    const [issue] = issuesOf({ ...valid, features: { swap: false } });
    expect(issue).toMatchObject({ path: 'features.swap', allowed: expect.arrayContaining(['swaps']) });
    expect(parseConfig({ ...valid, $schema: './node_modules/@wallet-modal/schema/config.schema.json' }).success).toBe(true);
  });

  it('a bad config reports every problem with its path and the allowed values', () => {
    const issues = issuesOf({
      projectId: '',
      networks: ['eip155:1', 'eip155:10', 'base'],
      themeMode: 'blue',
      defaultNetwork: 'eip155:137',
      themeVariables: { colorMixStrength: 101 },
      socials: ['google', 'myspace'],
    });
    expect(issues.map((issue) => issue.path).sort()).toEqual(
      ['defaultNetwork', 'networks[2]', 'projectId', 'socials[1]', 'themeMode', 'themeVariables.colorMixStrength'].sort(),
    );
    const text = formatConfigIssues(issues);
    expect(text).toContain('has 6 problems');
    expect(text).toMatch(/networks\[2\]: Expected a CAIP-2 network id: "eip155:<chain id>" \(e\.g\. "eip155:84532"\)/);
    expect(text).toMatch(/themeMode: "blue" is not allowed; allowed values: dark, light, system/);
  });

  it('theme variables accept both the short names and the --w3m-* spellings', () => {
    expect(parseConfig({ ...valid, themeVariables: { accent: '#f00', '--w3m-z-index': 10 } }).success).toBe(true);
  });

  it('a theme value that would break out of its CSS declaration is refused when the config is read, by name (the CLI writes nothing)', () => {
    for (const themeVariables of [{ accent: ';' }, { '--wm-color-accent': 'red} body{display:none' }, { fontFamily: 'a/*' }]) {
      const issues = issuesOf({ ...valid, themeVariables });
      expect(issues[0]?.path).toMatch(/^themeVariables/);
      expect(issues[0]?.message).toMatch(/holds ; \{ \} < or \/\*, which a CSS value cannot/);
    }
  });

  it('an order list names each value once', () => {
    expect(issuesOf({ ...valid, connectMethodsOrder: ['wallet', 'wallet'] })[0]?.path).toBe('connectMethodsOrder');
  });

  it('a network listed twice is a problem at the second entry, saying to list it once', () => {
    expect(issuesOf({ ...valid, networks: ['eip155:1', 'eip155:10', 'eip155:1'] })).toEqual([
      { path: 'networks[2]', message: 'eip155:1 is listed twice in networks: list each network once' },
    ]);
  });

  // Found by fuzzing (config.fuzz.test.ts): the cross-key rules threw a TypeError on these files.
  it('a networks entry whose toString is not a function is a problem at that entry, not a TypeError', () => {
    expect(issuesOf(JSON.parse('{"projectId":"demo","networks":[{"toString":1}],"defaultNetwork":"eip155:10"}'))).toEqual([
      { path: 'networks[0]', message: 'Expected a CAIP-2 network id as a string, e.g. "eip155:84532"' },
      { path: 'defaultNetwork', message: 'defaultNetwork must be one of networks (); add it to networks or pick one of them' },
    ]);
  });

  it('any EVM chain id is accepted; a Solana or Bitcoin id must be built in or defined in customNetworks, and a definition must be listed', () => {
    expect(parseConfig({ ...valid, networks: ['eip155:31337', 'eip155:84532'] }).success).toBe(true);
    const cluster = {
      id: 'solana:GH7ome3EiwEr7tu9JuTh2dpYWBJK3z69',
      name: 'Local validator',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: ['http://127.0.0.1:8899'],
    };
    expect(issuesOf({ ...valid, networks: ['eip155:1', cluster.id] })).toEqual([
      { path: 'networks[1]', message: `${cluster.id} is not a built-in network; define it in customNetworks (id, name, nativeCurrency, rpcUrls) or remove it` },
    ]);
    const parsed = parseConfig({ ...valid, networks: ['eip155:1', cluster.id], customNetworks: [cluster] });
    expect(parsed.success && parsed.config.customNetworks?.[0]).toMatchObject({ ...cluster, testnet: false });
    expect(issuesOf({ ...valid, customNetworks: [cluster, { ...cluster, rpcUrls: ['ftp://x'] }] })).toEqual([
      { path: 'customNetworks[1].rpcUrls[0]', message: 'Provided URL is not compatible with HTTP connection' },
      { path: 'customNetworks[0].id', message: expect.stringMatching(/is defined but not in networks .*; add it to networks or remove its definition$/) },
      { path: 'customNetworks[1].id', message: expect.stringMatching(/is defined twice in customNetworks/) },
    ]);
  });

  it('a file holding null or a list is one problem at the root, not a TypeError', () => {
    for (const input of [null, [], 'eip155:1']) {
      expect(issuesOf(input)).toEqual([{ path: '(root)', message: expect.stringMatching(/expected object/) }]);
    }
  });
});
