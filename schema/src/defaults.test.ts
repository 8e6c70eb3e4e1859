// Proves the spec's defaults (§1, §3, §9) are what a minimal config resolves to.

import { describe, expect, it } from 'vitest';
import { parseConfig } from './parse.js';

function resolve(extra: Record<string, unknown> = {}) {
  const result = parseConfig({ projectId: 'demo', networks: ['eip155:1'], ...extra });
  if (!result.success) throw new Error(JSON.stringify(result.issues));
  return result.config;
}

describe('config defaults', () => {
  it('Default features: swaps, onramp, receive, send, email, emailShowWallets, history, analytics, allWallets on; legalCheckbox, smartSessions, collapseWallets, pay off', () => {
    expect(resolve().features).toEqual({
      swaps: true,
      onramp: true,
      receive: true,
      send: true,
      email: true,
      emailShowWallets: true,
      history: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
      pay: false,
    });
  });

  it('a feature set in the file overrides only that feature', () => {
    const features = resolve({ features: { swaps: false, pay: true } }).features;
    expect(features).toMatchObject({ swaps: false, pay: true, onramp: true, legalCheckbox: false });
  });

  it('Default connect-method order: email, social, wallet', () => {
    expect(resolve().connectMethodsOrder).toEqual(['email', 'social', 'wallet']);
  });

  it('Socials offered: google, x, discord, farcaster, github, apple, facebook', () => {
    expect(resolve().socials).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']);
  });

  it('Connector order: walletConnect, recent, injected, featured, custom, external, recommended', () => {
    expect(resolve().connectorOrder).toEqual(['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended']);
  });

  it('Wallet feature order: onramp, swaps, receive, send', () => {
    expect(resolve().walletFeaturesOrder).toEqual(['onramp', 'swaps', 'receive', 'send']);
  });

  it('Theme default is dark', () => {
    expect(resolve().themeMode).toBe('dark');
  });

  it('Default account types: bip122 payment, eip155 smartAccount, polkadot eoa, solana eoa', () => {
    expect(resolve().defaultAccountTypes).toEqual({ bip122: 'payment', eip155: 'smartAccount', polkadot: 'eoa', solana: 'eoa' });
  });

  it('Default chain is eip155:1 when listed, otherwise the first listed network', () => {
    expect(resolve({ networks: ['eip155:10', 'eip155:1'] }).defaultNetwork).toBe('eip155:1');
    expect(resolve({ networks: ['eip155:10', 'eip155:8453'] }).defaultNetwork).toBe('eip155:10');
    expect(resolve({ networks: ['eip155:10', 'eip155:8453'], defaultNetwork: 'eip155:8453' }).defaultNetwork).toBe('eip155:8453');
  });

  it('unsupported chains are not allowed and network switching is on by default', () => {
    expect(resolve()).toMatchObject({ allowUnsupportedChain: false, enableNetworkSwitch: true });
  });
});
