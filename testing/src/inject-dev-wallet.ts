// Node side of the Dev Wallet (dev-wallet.js): its config type, and the two ways to put it
// in a page (script tags injected by serveStatic, or a Playwright init script).
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { besideModule } from './files';

export type DevWalletConfig = {
  /** Decimal chain id → JSON-RPC URL, e.g. { '1': 'http://127.0.0.1:8545' }. */
  chains: Record<string, string>;
  /** The chain selected at first load (a reload keeps the last switched-to chain). */
  chainId: number;
  /** The connected address; an unlocked anvil account, so anvil signs for it. */
  account?: `0x${string}`;
  /** Methods answered with EIP-1193 4001 "User rejected the request." (tests may change it live). */
  reject?: string[];
  /** Announce the same rdns under two uuids (dedupe tests). */
  announceTwice?: boolean;
  /** false: a wallet without EIP-5792 (wallet_sendCalls and friends go to the node, which answers 'method not found'); read live. */
  eip5792?: boolean;
  /** false: wallet_grantPermissions answers -32601 and only wallet_requestExecutionPermissions grants (ERC-7715's newer name); read live. */
  grantPermissions?: boolean;
};

/** The browser script's source text. */
export const devWalletSource: string = readFileSync(besideModule(import.meta.url, './dev-wallet.js'), 'utf8');

/** The script that must run before dev-wallet.js: sets window.__DEV_WALLET_CONFIG__. */
export function devWalletConfigSource(config: DevWalletConfig): string {
  return `window.__DEV_WALLET_CONFIG__ = ${JSON.stringify(config)};\n`;
}

/**
 * Scripts for serveStatic's `injectScripts`, in order: the config, then the wallet.
 * @example
 * const app = await serveStatic({ root: dist, injectScripts: devWalletScripts({ chains, chainId: 31337 }) });
 */
export function devWalletScripts(config: DevWalletConfig): string[] {
  return [devWalletConfigSource(config), devWalletSource];
}

/**
 * Installs the Dev Wallet in every document the page or context loads, before its scripts.
 * @example
 * await installDevWallet(page, { chains: { '31337': chain.url }, chainId: 31337 });
 */
export async function installDevWallet(target: Page | BrowserContext, config: DevWalletConfig): Promise<void> {
  await target.addInitScript({ content: devWalletConfigSource(config) + devWalletSource });
}
