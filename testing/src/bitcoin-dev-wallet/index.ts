// Node side of the Bitcoin Dev Wallet (wallet.js): its config, and installing it in a page with its
// signer exposed from Node, so the browser holds no key and every signature is a real BIP-322 one.
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { DEV_BITCOIN_ACCOUNTS, type DevBitcoinAccount } from '../accounts';
import { signBip322 } from '../bitcoin-signatures';
import { besideModule } from '../files';

export type BitcoinDevWalletConfig = {
  /** The network its accounts are on; mainnet by default. */
  network?: DevBitcoinAccount['network'];
  /** Methods answered with 4001 "User rejected the request." ('connect', 'signMessage'); tests may change it live. */
  reject?: string[];
};

/** The browser script's source text. */
export const bitcoinDevWalletSource: string = readFileSync(besideModule(import.meta.url, './wallet.js'), 'utf8');

/** What the wallet signed, in order: the test reads the signature the app showed against it. */
export type SignedMessage = { address: string; message: string; signature: string };

/**
 * Installs the Bitcoin Dev Wallet in every document `target` loads, before its scripts, signing with
 * the dev keys of `network` (payment P2WPKH, ordinals P2TR).
 * @example
 * const signed = await installBitcoinDevWallet(page, { network: 'mainnet' });
 */
export async function installBitcoinDevWallet(target: Page | BrowserContext, { network = 'mainnet', reject }: BitcoinDevWalletConfig = {}): Promise<SignedMessage[]> {
  const held = DEV_BITCOIN_ACCOUNTS.filter((account) => account.network === network);
  const signed: SignedMessage[] = [];
  await target.exposeFunction('__bitcoinDevWalletSign', (address: string, messageBase64: string) => {
    const account = held.find((candidate) => candidate.address === address);
    if (!account) throw new Error(`The Bitcoin Dev Wallet holds no key for ${address}`);
    const message = Buffer.from(messageBase64, 'base64').toString('utf8');
    const signature = signBip322(account.wif, account.address, message);
    signed.push({ address, message, signature });
    return signature;
  });
  const config = { network, reject, accounts: held.map(({ address, publicKey, purpose }) => ({ address, publicKey, purpose })) };
  await target.addInitScript({ content: `window.__BITCOIN_DEV_WALLET_CONFIG__ = ${JSON.stringify(config)};\n${bitcoinDevWalletSource}` });
  return signed;
}
