// The Playwright fixtures (playwright.ts) as an app's suite uses them: examples/basic is built for two
// chain ports and served, then Playwright Test runs testing/test/playwright/connect.spec.ts, whose world
// starts those chains, injects the Dev Wallet and drives the modal by role and name. The spec passing is
// the proof; a spec that rejects the signature and finds no alert fails the run.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildExampleVariant, type ExampleVariant } from './example-variant';
import { REPO_ROOT } from './example-app';
import { freePort } from './ports';
import { runCommand } from './run';
import { serveStatic, type StaticServer } from './serve';

let variant: ExampleVariant | undefined;
let app: StaticServer | undefined;
let chainPorts: number[] = [];

describe('@wallet-modal/testing/playwright', () => {
  beforeAll(async () => {
    chainPorts = [await freePort(), await freePort()];
    variant = await buildExampleVariant('basic', { rpcUrls: { 'eip155:31337': `http://127.0.0.1:${chainPorts[0]}`, 'eip155:84532': `http://127.0.0.1:${chainPorts[1]}` } });
    app = await serveStatic({ root: variant.dist });
  }, 300_000);

  afterAll(async () => {
    await app?.close();
    variant?.remove();
  });

  it('an app test written with the fixtures connects, follows a chain switch in the wallet and shows a rejected signature', async () => {
    const output = await runCommand(join(REPO_ROOT, 'node_modules/.bin/playwright'), ['test', '-c', 'testing/test/playwright/playwright.config.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, APP_URL: app!.url, CHAIN_PORTS: chainPorts.join(',') },
    });
    expect(output).toMatch(/1 passed/);
  }, 180_000);
});
