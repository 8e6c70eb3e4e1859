// Node side of the Solana Dev Wallet (solana-dev-wallet.js): its config type, and the two ways to put
// it in a page (script tags injected by serveStatic, or a Playwright init script).
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import type { DevSolanaAccount } from './accounts';
import { besideModule } from './files';

export type SolanaDevWalletConfig = {
  /** The key it signs with: one of DEV_SOLANA_ACCOUNTS. */
  account: DevSolanaAccount;
  /** The Solana JSON-RPC URL signAndSendTransaction sends to (the local SVM). */
  rpcUrl: string;
  /** The wallet's name; default 'Dev Wallet', the EVM Dev Wallet's, so a kit shows one MULTI_CHAIN wallet. */
  name?: string;
  /** Wallet-standard chains it serves beside mainnet, devnet and testnet, e.g. ['solana:localnet']; a transaction for any other is refused (4901). */
  chains?: `solana:${string}`[];
  /** Methods answered with 4001 "User rejected the request." (connect, signMessage, signTransaction, signAndSendTransaction; tests may change it live). */
  reject?: string[];
};

/** The browser script's source text. */
export const solanaDevWalletSource: string = readFileSync(besideModule(import.meta.url, './solana-dev-wallet.js'), 'utf8');

/** The script that must run before solana-dev-wallet.js: sets window.__SOLANA_DEV_WALLET_CONFIG__. */
export function solanaDevWalletConfigSource(config: SolanaDevWalletConfig): string {
  return `window.__SOLANA_DEV_WALLET_CONFIG__ = ${JSON.stringify(config)};\n`;
}

/**
 * Scripts for serveStatic's `injectScripts`, in order: the config, then the wallet.
 * @example
 * const app = await serveStatic({ root: dist, injectScripts: solanaDevWalletScripts({ account: DEV_SOLANA_ACCOUNTS[0], rpcUrl: svm.url }) });
 */
export function solanaDevWalletScripts(config: SolanaDevWalletConfig): string[] {
  return [solanaDevWalletConfigSource(config), solanaDevWalletSource];
}

/**
 * Installs the Solana Dev Wallet in every document the page or context loads, before its scripts.
 * A test may define `window.__solanaDevWalletBeforeSign` (e.g. with page.exposeFunction) to act while
 * the wallet holds a request, after the user approved it and before it signs.
 * @example
 * await installSolanaDevWallet(page, { account: DEV_SOLANA_ACCOUNTS[0], rpcUrl: world.solana.url });
 */
export async function installSolanaDevWallet(target: Page | BrowserContext, config: SolanaDevWalletConfig): Promise<void> {
  await target.addInitScript({ content: solanaDevWalletConfigSource(config) + solanaDevWalletSource });
}
