// @wallet-modal/testing/playwright: Playwright Test fixtures for an app that uses the wallet modal. The
// world (local chains under their real ids, a mailbox) starts once per worker; each test's page gets the
// Dev Wallet injected before the app's scripts run, with controls a test drives the way a person drives a
// wallet extension. Page helpers find the modal by role and accessible name, never by our class names.
import { test as base, expect, type Locator, type Page, type PlaywrightTestConfig } from '@playwright/test';
import { DEV_ACCOUNTS } from './accounts';
import { startAnvil, type Anvil } from './anvil';
import { CHROMIUM_ARGS, ensureChromium } from './chromium';
import { installDevWallet, type DevWalletConfig } from './inject-dev-wallet';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

/** A chain of the world: its real id, and the port the app expects it on (a free one when left out). */
export type WorldChain = { chainId: number; port?: number };

export type WalletWorldOptions = {
  /** The chains the app lists, under their real ids; default the local development chain 31337 on a free port. */
  chains: readonly WorldChain[];
};

/** What a worker's world runs: one anvil per chain, and the mailbox the embedded wallet's codes go to. */
export type WalletWorld = {
  chains: readonly Anvil[];
  /** Decimal chain id → JSON-RPC URL, as an app's config or the Dev Wallet takes them. */
  rpcUrls: Record<string, string>;
  mailbox: SmtpSink;
};

/** The Dev Wallet of one page, driven as a person drives a wallet extension. */
export type DevWallet = {
  /** The connected account (an anvil dev account, so the chain signs for it). */
  address: `0x${string}`;
  /** From now on, answer these methods as if the person pressed Reject (EIP-1193 4001), e.g. 'personal_sign'. */
  reject(...methods: string[]): Promise<void>;
  /** From now on, approve every request again. */
  approveAll(): Promise<void>;
  /** Switch the wallet to another chain of the world, as a person does in the extension: the app hears chainChanged. */
  switchChain(chainId: number): Promise<void>;
  /** Turn EIP-5792 (wallet_sendCalls and friends) on or off for this wallet. */
  answerCalls(enabled: boolean): Promise<void>;
};

/** The wallet modal on a page, found by role and name as a person sees it. */
export type WalletModalPage = {
  /** The modal's dialog. */
  dialog: Locator;
  /** Opens the modal from the app's connect button. */
  open(): Promise<void>;
  /** Opens the modal and connects the named wallet (default 'Dev Wallet'); resolves once the modal showed the Account view and was closed. Names are the English locale's. */
  connect(walletName?: string): Promise<void>;
};

type WorkerFixtures = { walletWorldOptions: WalletWorldOptions; walletWorld: WalletWorld };
type TestFixtures = { devWallet: DevWallet; walletModal: WalletModalPage };

/**
 * Playwright Test's `test`, extended with the wallet world.
 * @example
 * import { expect, test } from '@wallet-modal/testing/playwright';
 * test.use({ walletWorldOptions: { chains: [{ chainId: 31337, port: 8545 }] } });
 * test('connects', async ({ page, walletModal, devWallet }) => {
 *   await page.goto('/');
 *   await walletModal.connect();
 *   await expect(page.getByRole('button', { name: new RegExp(devWallet.address.slice(2, 6), 'i') })).toBeVisible();
 * });
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  walletWorldOptions: [{ chains: [{ chainId: 31337 }] }, { option: true, scope: 'worker' }],
  walletWorld: [
    async ({ walletWorldOptions }, use) => {
      const chains: Anvil[] = [];
      const mailbox = await startSmtpSink();
      try {
        for (const chain of walletWorldOptions.chains) chains.push(await startAnvil(chain));
        await use({ chains, rpcUrls: Object.fromEntries(chains.map((chain) => [String(chain.chainId), chain.url])), mailbox });
      } finally {
        await Promise.all([...chains.map((chain) => chain.stop()), mailbox.stop()]);
      }
    },
    { scope: 'worker' },
  ],
  devWallet: async ({ page, walletWorld }, use) => {
    const config: DevWalletConfig = { chains: walletWorld.rpcUrls, chainId: walletWorld.chains[0]!.chainId, account: DEV_ACCOUNTS[0]!.address };
    await installDevWallet(page, config);
    const setLive = (patch: Partial<DevWalletConfig>) =>
      page.evaluate((values) => {
        const target = window as unknown as { __DEV_WALLET_CONFIG__?: Record<string, unknown> };
        target.__DEV_WALLET_CONFIG__ = { ...target.__DEV_WALLET_CONFIG__, ...values };
      }, patch);
    await use({
      address: config.account!,
      reject: (...methods) => setLive({ reject: methods }),
      approveAll: () => setLive({ reject: [] }),
      answerCalls: (enabled) => setLive({ eip5792: enabled }),
      switchChain: async (chainId) => {
        if (!walletWorld.rpcUrls[String(chainId)]) throw new Error(`Chain ${chainId} is not in the world: add { chainId: ${chainId} } to walletWorldOptions.chains`);
        await page.evaluate(async (hexId) => {
          // The wallet's provider, found as an app finds it: by its EIP-6963 announcement.
          type Provider = { request(args: { method: string; params: unknown[] }): Promise<unknown> };
          const provider = await new Promise<Provider>((resolve, reject) => {
            const onAnnounce = (event: Event) => {
              const detail = (event as CustomEvent<{ info: { rdns: string }; provider: Provider }>).detail;
              if (detail.info.rdns === 'dev.wallet-modal') resolve(detail.provider);
            };
            window.addEventListener('eip6963:announceProvider', onAnnounce);
            window.dispatchEvent(new Event('eip6963:requestProvider'));
            window.removeEventListener('eip6963:announceProvider', onAnnounce);
            reject(new Error('The Dev Wallet is not in this page: navigate first (page.goto) so its script runs'));
          });
          await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: hexId }] });
        }, `0x${chainId.toString(16)}`);
      },
    });
  },
  walletModal: async ({ page }, use) => {
    await use(walletModalOf(page));
  },
});

export { expect };

/**
 * The modal on `page`, by role and name.
 * @example
 * await walletModalOf(page).connect('Dev Wallet');
 */
export function walletModalOf(page: Page): WalletModalPage {
  const dialog = page.getByRole('dialog');
  const open = async () => {
    await page.getByRole('button', { name: /connect wallet/i }).first().click();
    await expect(dialog).toBeVisible();
  };
  return {
    dialog,
    open,
    connect: async (walletName = 'Dev Wallet') => {
      await open();
      await dialog.getByRole('button', { name: new RegExp(walletName, 'i') }).first().click();
      await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    },
  };
}

/**
 * The `use` block for playwright.config.ts: Debian's Chromium (installed with apt-get when missing; Playwright's
 * own download needs the internet), launched with flags that keep it off the network.
 * @example
 * export default defineConfig({ use: { ...walletModalBrowser(), baseURL: 'http://127.0.0.1:5173' } });
 */
export function walletModalBrowser(): NonNullable<PlaywrightTestConfig['use']> {
  return { launchOptions: { executablePath: ensureChromium(), args: [...CHROMIUM_ARGS] } };
}
