// Smoke test of the local world: anvil + Chromium + static server + Dev Wallet, driven
// from a page exactly as an app would, with the egress guard watching.
import type { Browser, Page } from 'playwright-core';
import { createPublicClient, http, parseEther, stringToHex, verifyMessage, verifyTypedData } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAnvil, type Anvil } from './anvil';
import { launchBrowser } from './chromium';
import { devWalletScripts, installDevWallet } from './inject-dev-wallet';
import { guardEgress, isLocalUrl, type EgressGuard } from './egress';
import { serveStatic, type StaticServer } from './serve';

type Outcome = { result?: unknown; error?: { code: number; message: string } };

/** Calls the announced provider from inside the page; errors come back as { code, message }. */
function call(page: Page, method: string, params?: unknown[]): Promise<Outcome> {
  return page.evaluate(
    async ([method, params]) => {
      let provider: { request: (a: unknown) => Promise<unknown> } | undefined;
      const grab = (event: Event) => (provider = (event as CustomEvent).detail.provider);
      window.addEventListener('eip6963:announceProvider', grab);
      window.dispatchEvent(new Event('eip6963:requestProvider'));
      window.removeEventListener('eip6963:announceProvider', grab);
      try {
        return { result: await provider!.request({ method, params }) };
      } catch (error) {
        const { code, message } = error as { code: number; message: string };
        return { error: { code, message } };
      }
    },
    [method, params] as const,
  );
}

/** Collects the EIP-6963 announcements a requestProvider event gets back. */
function requestProviders(page: Page) {
  return page.evaluate(() => {
    const infos: { uuid: string; name: string; icon: string; rdns: string }[] = [];
    const collect = (event: Event) => infos.push((event as CustomEvent).detail.info);
    window.addEventListener('eip6963:announceProvider', collect);
    window.dispatchEvent(new Event('eip6963:requestProvider'));
    window.removeEventListener('eip6963:announceProvider', collect);
    return infos;
  });
}

describe('the local world', () => {
  let local: Anvil;
  let baseSepolia: Anvil;
  let browser: Browser;
  let app: StaticServer;
  let page: Page;
  let egress: EgressGuard;

  beforeAll(async () => {
    [local, baseSepolia, browser] = await Promise.all([
      startAnvil({ chainId: 31337 }),
      startAnvil({ chainId: 84532 }),
      launchBrowser(),
    ]);
    const chains = { '31337': local.url, '84532': baseSepolia.url };
    app = await serveStatic({
      root: new URL('./fixtures/blank', import.meta.url).pathname,
      injectScripts: devWalletScripts({ chains, chainId: 31337 }),
    });
    page = await browser.newPage();
    egress = guardEgress(page);
    await page.goto(app.url);
  });

  afterAll(async () => {
    await browser?.close();
    await Promise.all([app?.close(), local?.stop(), baseSepolia?.stop()]);
  });

  it('announces the Dev Wallet over EIP-6963, before the app’s module scripts run', async () => {
    const infos = await requestProviders(page);
    expect(infos).toEqual([
      {
        uuid: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
        name: 'Dev Wallet',
        icon: expect.stringMatching(/^data:image\/svg\+xml,/),
        rdns: 'dev.wallet-modal',
      },
    ]);
    expect(await page.evaluate(() => (window as unknown as { __moduleSawWallet: boolean }).__moduleSawWallet)).toBe(true);
  });

  it('returns no accounts until connected, then the dev account', async () => {
    const [account] = local.accounts;
    expect(await call(page, 'eth_accounts')).toEqual({ result: [] });
    expect(await call(page, 'eth_requestAccounts')).toEqual({ result: [account!.address] });
    expect(await call(page, 'eth_accounts')).toEqual({ result: [account!.address] });
  });

  it('signs a message that viem verifies for the dev account', async () => {
    const address = local.accounts[0]!.address;
    const message = 'Sign in to the local world';
    const { result: signature } = await call(page, 'personal_sign', [stringToHex(message), address]);
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/);
    expect(await verifyMessage({ address, message, signature: signature as `0x${string}` })).toBe(true);
  });

  it('signs EIP-712 typed data (eth_signTypedData_v4) that viem verifies', async () => {
    const address = local.accounts[0]!.address;
    const typedData = {
      domain: { name: 'Local world', version: '1', chainId: 31337 },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'gm' },
    } as const;
    const eip712Domain = [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ];
    const payload = JSON.stringify({ ...typedData, types: { EIP712Domain: eip712Domain, ...typedData.types } });
    const { result: signature } = await call(page, 'eth_signTypedData_v4', [address, payload]);
    expect(await verifyTypedData({ address, signature: signature as `0x${string}`, ...typedData })).toBe(true);
  });

  it('sends a transaction that changes the recipient’s balance on chain', async () => {
    const client = createPublicClient({ transport: http(local.url) });
    const recipient = local.accounts[1]!.address;
    const before = await client.getBalance({ address: recipient });
    const { result: hash } = await call(page, 'eth_sendTransaction', [
      { to: recipient, value: `0x${parseEther('1.5').toString(16)}` },
    ]);
    await client.waitForTransactionReceipt({ hash: hash as `0x${string}` });
    expect(await client.getBalance({ address: recipient })).toBe(before + parseEther('1.5'));
  });

  it('rejects with 4001 when the test plays a user pressing Reject', async () => {
    await page.evaluate(() => ((window as unknown as { __DEV_WALLET_CONFIG__: { reject: string[] } }).__DEV_WALLET_CONFIG__.reject = ['personal_sign']));
    const outcome = await call(page, 'personal_sign', ['0x68656c6c6f', local.accounts[0]!.address]);
    expect(outcome).toEqual({ error: { code: 4001, message: 'User rejected the request.' } });
    await page.evaluate(() => ((window as unknown as { __DEV_WALLET_CONFIG__: { reject: string[] } }).__DEV_WALLET_CONFIG__.reject = []));
  });

  it('fails wallet_switchEthereumChain to an unknown chain with 4902', async () => {
    const outcome = await call(page, 'wallet_switchEthereumChain', [{ chainId: '0x1a4' }]);
    expect(outcome.error?.code).toBe(4902);
    expect(outcome.error?.message).toMatch(/^Unrecognized chain ID/);
  });

  it('switches to a known chain, emits chainChanged and reads from that chain', async () => {
    const changed = page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          window.addEventListener('eip6963:announceProvider', (event) =>
            (event as CustomEvent).detail.provider.on('chainChanged', resolve),
          );
          window.dispatchEvent(new Event('eip6963:requestProvider'));
        }),
    );
    await page.waitForTimeout(0);
    expect(await call(page, 'wallet_switchEthereumChain', [{ chainId: '0x14a34' }])).toEqual({ result: null });
    expect(await changed).toBe('0x14a34');
    // eth_chainId is answered by the wallet; net_version… is forwarded to Base Sepolia's anvil (84532).
    expect(await call(page, 'eth_chainId')).toEqual({ result: '0x14a34' });
    expect(await call(page, 'eth_blockNumber')).toEqual({ result: expect.stringMatching(/^0x/) });
  });

  it('keeps the connection and the chain across a reload, like an extension', async () => {
    await page.reload();
    expect(await call(page, 'eth_accounts')).toEqual({ result: [local.accounts[0]!.address] });
    expect(await call(page, 'eth_chainId')).toEqual({ result: '0x14a34' });
    expect(await call(page, 'wallet_revokePermissions', [{ eth_accounts: {} }])).toEqual({ result: null });
    expect(await call(page, 'eth_accounts')).toEqual({ result: [] });
  });

  it('saw no request leave the machine', () => {
    expect(egress.urls.length).toBeGreaterThan(0);
    egress.assertNoEgress();
  });

  it('egress guard catches a request to a public host', async () => {
    const other = await browser.newPage();
    const guard = guardEgress(other);
    await other.goto(app.url);
    await other.evaluate(() => fetch('https://example.com/').catch(() => undefined));
    expect(guard.offenders()).toEqual(['https://example.com/']);
    expect(() => guard.assertNoEgress()).toThrow(/example\.com/);
    expect([isLocalUrl('http://[::1]:1/'), isLocalUrl('data:text/plain,x'), isLocalUrl('ws://127.0.0.2/')]).toEqual([true, true, true]);
    await other.close();
  });

  it('announces at load and, with announceTwice, under two uuids (installDevWallet)', async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      const seen: unknown[] = ((window as unknown as { __seen: unknown[] }).__seen = []);
      window.addEventListener('eip6963:announceProvider', (event) => seen.push((event as CustomEvent).detail.info));
    });
    await installDevWallet(context, { chains: { '31337': local.url }, chainId: 31337, announceTwice: true });
    const other = await context.newPage();
    await other.goto(app.url);
    const seen = await other.evaluate(() => (window as unknown as { __seen: { uuid: string; rdns: string }[] }).__seen);
    expect(seen.length).toBeGreaterThanOrEqual(2);
    const [first, second] = seen;
    expect(first!.rdns).toBe(second!.rdns);
    expect(first!.uuid).not.toBe(second!.uuid);
    await context.close();
  });
});
