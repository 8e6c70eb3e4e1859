// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CreateWalletModalOptions } from '../../core/client.js';
import { registerEmbeddedLogin } from '../../core/controllers/embeddedLogin.js';
import { loopback, memoryWallet, testModal, type Loopback } from '../../core/controllers/testing.js';
import { email } from '../../features/email/index.js';
import { socials } from '../../features/socials/index.js';
import { setLocale } from '../../i18n/load.js';
import { renderWithModal } from '../testing.js';
import { Connect } from './Connect.js';

const sectionOrder = () =>
  [...document.querySelectorAll('input[type=email], [role=group], ul, button')]
    .map((element) => (element.matches('input') ? 'email' : element.matches('[role=group]') ? 'social' : element.matches('ul') ? 'wallet' : ''))
    .filter((name, index, all) => name && all.indexOf(name) === index);

/** The app's secure site, as far as Connect asks it: the social providers it offers (public GET). */
let secureSite: Loopback;
let offered = ['google', 'x', 'discord', 'github', 'apple', 'facebook'];
beforeAll(async () => {
  secureSite = await loopback(({ url }) =>
    url.pathname === '/embedded/v1/social/providers' ? { body: { providers: offered } } : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'not found' } } },
  );
});
afterAll(() => secureSite.close());

/** An app whose embedded wallet is present: e-mail and social login can work. */
function withLogin(config: Partial<CreateWalletModalOptions> = {}, sent: string[] = []) {
  const modal = testModal({ adapters: [memoryWallet().adapter], modules: [email(), socials()], secureSiteUrl: secureSite.url, ...config });
  // A login that mails the code: it says so, which starts the 30 s wait.
  registerEmbeddedLogin(modal, { connectEmail: async (address, mailed) => (sent.push(address), mailed?.()), connectSocial: async () => {} });
  return renderWithModal(<Connect />, { modal });
}

describe('Connect view', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('Default connect-method order: email, social, wallet', async () => {
    withLogin();
    await screen.findByRole('group', { name: 'Social login' });
    await screen.findByRole('textbox', { name: 'E-mail' });
    expect(sectionOrder()).toEqual(['email', 'social', 'wallet']);
    expect(screen.getAllByRole('separator')).toHaveLength(2);
  });

  it('honours a custom connect-method order and the feature flags; socials carry their icons', async () => {
    withLogin({ connectMethodsOrder: ['wallet', 'email', 'social'], socials: ['github', 'x'] });
    const group = await screen.findByRole('group', { name: 'Social login' });
    expect([...group.querySelectorAll('button')].map((button) => button.getAttribute('title'))).toEqual(['GitHub', 'X']);
    expect(screen.getByRole('button', { name: 'GitHub' }).querySelector('svg path')?.getAttribute('d')).toMatch(/^M/);
    expect(screen.getByRole('button', { name: 'X' }).textContent).toBe('');
    await screen.findByRole('textbox', { name: 'E-mail' });
    expect(sectionOrder()).toEqual(['wallet', 'email', 'social']);
    cleanup();
    withLogin({ features: { email: false }, socials: [] });
    expect(sectionOrder()).toEqual(['wallet']);
  });

  it('past five providers, four show and "More sign-in options" reveals the rest, focusing the first of them', async () => {
    withLogin();
    const group = await screen.findByRole('group', { name: 'Social login' });
    const titles = () => [...group.querySelectorAll('button')].map((button) => button.getAttribute('title'));
    expect(titles()).toEqual(['Google', 'X', 'Discord', 'GitHub', 'More sign-in options']);
    fireEvent.click(screen.getByRole('button', { name: 'More sign-in options' }));
    expect(titles()).toEqual(['Google', 'X', 'Discord', 'GitHub', 'Apple', 'Facebook']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Apple' }));
  });

  it('a social provider the secure site does not offer gets no button (it would fail on click)', async () => {
    offered = ['github'];
    try {
      withLogin({ socials: ['google', 'github', 'x'] });
      const group = await screen.findByRole('group', { name: 'Social login' });
      expect([...group.querySelectorAll('button')].map((button) => button.getAttribute('title'))).toEqual(['GitHub']);
    } finally {
      offered = ['google', 'x', 'discord', 'github', 'apple', 'facebook'];
    }
  });

  it('socials configured but none offered by the secure site: no social section and one divider between e-mail and wallets, not two', async () => {
    offered = [];
    try {
      withLogin();
      await screen.findByRole('textbox', { name: 'E-mail' });
      await screen.findByRole('button', { name: /Dev Wallet/ });
      await expect.poll(() => screen.queryAllByRole('separator').length).toBe(1);
      expect(screen.queryByRole('group', { name: 'Social login' })).toBeNull();
    } finally {
      offered = ['google', 'x', 'discord', 'github', 'apple', 'facebook'];
    }
  });

  it('A connect method appears only when it is configured and can work: no e-mail or social without an embedded wallet', async () => {
    renderWithModal(<Connect />, { modules: [email(), socials()] });
    await screen.findByRole('button', { name: /Dev Wallet/ });
    expect(sectionOrder()).toEqual(['wallet']);
    expect(screen.queryByRole('textbox', { name: 'E-mail' })).toBeNull();
    expect(screen.queryByRole('separator')).toBeNull();
  });

  it('the legal checkbox blocks connecting until it is ticked', async () => {
    renderWithModal(<Connect />, {
      features: { legalCheckbox: true },
      termsConditionsUrl: 'https://example.com/terms',
      privacyPolicyUrl: 'https://example.com/privacy',
    });
    const wallet = await screen.findByRole('button', { name: /Dev Wallet/ });
    expect(wallet).toHaveProperty('disabled', true);
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('https://example.com/terms');
    fireEvent.click(screen.getByRole('checkbox'));
    expect(wallet).toHaveProperty('disabled', false);
  });

  it('the legal sentence is one text per locale: Japanese puts both links before the verb', async () => {
    // The shell renders views once the locale is in (ModalRoot waits for it); this view renders alone.
    await setLocale('ja');
    try {
      renderWithModal(<Connect />, {
        locale: 'ja',
        features: { legalCheckbox: true },
        termsConditionsUrl: 'https://example.com/terms',
        privacyPolicyUrl: 'https://example.com/privacy',
      });
      const sentence = (await screen.findByRole('checkbox')).parentElement!;
      expect(sentence.textContent).toBe('利用規約およびプライバシーポリシーに同意します');
      expect(within(sentence).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['https://example.com/terms', 'https://example.com/privacy']);
    } finally {
      await setLocale('en');
    }
  });

  it('emailShowWallets off (with email on) hides the wallets behind one button; so does collapseWallets', async () => {
    withLogin({ features: { emailShowWallets: false } });
    await screen.findByRole('textbox', { name: 'E-mail' });
    expect(screen.queryByRole('button', { name: /Dev Wallet/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue with a wallet' }));
    expect(screen.getByRole('button', { name: /Dev Wallet/ })).toBeTruthy();
    cleanup();
    renderWithModal(<Connect />, { features: { collapseWallets: true, email: false } });
    expect(screen.getByRole('button', { name: 'Continue with a wallet' })).toBeTruthy();
  });

  it('submitting the e-mail hands it to the embedded wallet; a second trigger within 30 s is refused', async () => {
    const sent: string[] = [];
    withLogin({}, sent);
    const field = await screen.findByRole('textbox', { name: 'E-mail' });
    fireEvent.change(field, { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await expect.poll(() => sent).toEqual(['ada@example.com']);
    await expect.poll(() => screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', false);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Please try again after (30|29) seconds$/);
  });
});
