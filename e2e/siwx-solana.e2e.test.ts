// Sign-In With Solana in a real browser (issue 16, CAIP-122 for solana): examples/full generated for the local chain,
// Base Sepolia and Solana Devnet (the local SVM) with siwx on, the EVM and the Solana Dev Wallet injected, our API
// server verifying. The EVM account signs in first; switching to Solana asks the Solana account to sign the SIWS
// text, and our server opens a session for it on the devnet cluster; the EVM account's session stays.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeExamplePage, DEV_ACCOUNTS, DEV_SOLANA_ACCOUNTS, type EgressGuard, type ExampleWorld, openExamplePage } from '@wallet-modal/testing';

const SESSIONS_KEY = '@wallet-modal/siwx_sessions';
const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const evmKey = `eip155:${DEV_ACCOUNTS[0]!.address.toLowerCase()}`;
const solanaKey = `solana:${DEV_SOLANA_ACCOUNTS[0]!.address}`;

let world: ExampleWorld;
let browser: Browser;
let page: Page;
let egress: EgressGuard;
const dialog = () => page.getByRole('dialog');

async function keptToken(key: string): Promise<string | undefined> {
  const kept = await page.evaluate((name) => localStorage.getItem(name), SESSIONS_KEY);
  return kept ? (JSON.parse(kept) as Record<string, { token: string }>)[key]?.token : undefined;
}

async function serverSession(token: string) {
  const response = await fetch(`${world.api!.server.url}/v1/siwx/session?projectId=demo-project`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(world.app.url).origin },
    body: JSON.stringify({ token }),
  });
  return { status: response.status, body: (await response.json()) as { data?: { address: string; chainId: string }; message?: string; error?: { code: string } } };
}

describe('Sign-In With Solana with a wallet-standard wallet (Chromium, local SVM)', () => {
  beforeAll(async () => void ({ world, browser, page, egress } = await openExamplePage({ example: 'full', config: { networks: ['eip155:31337', 'eip155:84532', DEVNET], siwx: { statement: 'Sign in to the wallet modal demo.' } } })), 240_000);

  afterAll(() => closeExamplePage({ world, browser }));

  it('the EVM account signs in first (EIP-4361)', async () => {
    await page.getByRole('button', { name: /^Connect Wallet$/ }).click();
    await dialog().getByRole('button', { name: /Dev Wallet/ }).click();
    await expect.poll(() => dialog().getByRole('heading').innerText(), { timeout: 20_000 }).toBe('Sign In');
    await dialog().getByRole('button', { name: 'Sign in' }).click();
    await dialog().waitFor({ state: 'detached', timeout: 15_000 });
    expect(await keptToken(evmKey)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('switching to Solana asks the Solana account to sign in; signing the SIWS text opens a session our server verified on the devnet cluster', async () => {
    await page.getByRole('button', { name: /^Account 0x/ }).click();
    await dialog().getByRole('button', { name: /^Network/ }).click();
    await dialog().getByRole('button', { name: /^Solana Devnet/ }).click();
    await expect.poll(() => dialog().getByRole('heading').innerText(), { timeout: 20_000 }).toBe('Sign In');
    await dialog().getByRole('button', { name: 'Sign in' }).click();
    await dialog().waitFor({ state: 'detached', timeout: 15_000 });
    const token = await keptToken(solanaKey);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const session = await serverSession(token!);
    expect(session.status).toBe(200);
    expect(session.body.data).toMatchObject({ address: DEV_SOLANA_ACCOUNTS[0]!.address, chainId: DEVNET });
    expect(session.body.message).toMatch(/ wants you to sign in with your Solana account:\n/);
    expect(session.body.message).toContain('Chain ID: EtWTRABZaYq6iMfeYKouRu166VU2xqa1');
  });

  it("the EVM account's session stays valid while Solana is active", async () => {
    const token = (await keptToken(evmKey))!;
    expect((await serverSession(token)).status).toBe(200);
    expect(egress.offenders()).toEqual([]);
  });
});
