// @vitest-environment jsdom
// The secure site's social providers are asked on intent (issue 31): not with the page, but when the
// visitor reaches for a ConnectButton (showIntent, told by its pointer or focus), when the modal opens, or
// when Connect asks whether the social section shows; once per modal. Against a real loopback server.

import type { WritableAtom } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { createWalletModal } from '../../core/client.js';
import { showIntent } from '../../core/controllers/intent.js';
import { openModal } from '../../core/controllers/modal.js';
import { loopback, memoryWallet, type Loopback } from '../../core/controllers/testing.js';
import { anySocialOffered, offeredProviders } from './offered.js';
import { socials } from './index.js';

let site: Loopback | undefined;
let asked = 0;

async function app() {
  asked = 0;
  site = await loopback(({ url }) => {
    if (url.pathname !== '/embedded/v1/social/providers') return { status: 404, body: {} };
    asked++;
    return { body: { providers: ['google', 'github'] } };
  });
  return createWalletModal({ projectId: 'demo', networks: ['eip155:1'], secureSiteUrl: site.url, socials: ['google', 'x'], adapters: [memoryWallet().adapter], modules: [socials()] });
}

const idle = () => new Promise((resolve) => setTimeout(resolve, 300));

afterEach(async () => {
  await site?.close();
  site = undefined;
});

describe('the social providers are read on intent, not with the page (issue 31)', () => {
  it('nothing is asked while the page idles; the intent asks once, and a later open or Connect does not ask again', async () => {
    const modal = await app();
    await idle();
    expect(asked).toBe(0);
    showIntent();
    await expect.poll(() => offeredProviders(modal).get()).toEqual(['google', 'github']);
    openModal(modal);
    anySocialOffered(modal);
    showIntent();
    await idle();
    expect(asked).toBe(1);
  });

  it('a modal opened without intent (a headless open) asks when it opens', async () => {
    const modal = await app();
    await idle();
    expect(asked).toBe(0);
    openModal(modal);
    await expect.poll(() => offeredProviders(modal).get()).toEqual(['google', 'github']);
    expect(asked).toBe(1);
  });

  it('an embedded Connect (no ConnectButton, never opened) asks when it asks whether the section shows', async () => {
    const modal = await app();
    await idle();
    expect(asked).toBe(0);
    const $shown = anySocialOffered(modal);
    await expect.poll(() => $shown.get()).toBe(true);
    expect(asked).toBe(1);
  });

  it('providers a host set already (the gallery does) are kept: Connect asking neither asks the site nor empties them', async () => {
    const modal = await app();
    (offeredProviders(modal) as WritableAtom<readonly string[] | undefined>).set(['x']);
    const $shown = anySocialOffered(modal);
    await idle();
    expect(asked).toBe(0);
    expect(offeredProviders(modal).get()).toEqual(['x']);
    expect($shown.get()).toBe(true);
  });
});
