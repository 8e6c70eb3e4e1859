// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $connectors } from '../../core/stores/connection.js';
import { renderWithModal } from '../testing.js';
import { Connect } from './Connect.js';

const sectionOrder = () =>
  [...document.querySelectorAll('input[type=email], [role=group], ul, button')]
    .map((element) => (element.matches('input') ? 'email' : element.matches('[role=group]') ? 'social' : element.matches('ul') ? 'wallet' : ''))
    .filter((name, index, all) => name && all.indexOf(name) === index);

describe('Connect view', () => {
  beforeEach(() => {
    localStorage.clear();
    $connectors.set([{ id: 'dev.wallet', name: 'Dev Wallet', type: 'ANNOUNCED', chain: 'eip155' }]);
  });
  afterEach(cleanup);

  it('Default connect-method order: email, social, wallet', () => {
    renderWithModal(<Connect />);
    expect(sectionOrder()).toEqual(['email', 'social', 'wallet']);
    expect(screen.getAllByRole('separator')).toHaveLength(2);
  });

  it('honours a custom connect-method order and the feature flags', () => {
    renderWithModal(<Connect />, { connectMethodsOrder: ['wallet', 'email', 'social'], socials: ['github', 'x'] });
    expect(sectionOrder()).toEqual(['wallet', 'email', 'social']);
    expect(screen.getAllByRole('group')[0]?.textContent).toBe('GitHubX');
    cleanup();
    renderWithModal(<Connect />, { features: { email: false }, socials: [] });
    expect(sectionOrder()).toEqual(['wallet']);
  });

  it('the legal checkbox blocks connecting until it is ticked', () => {
    renderWithModal(<Connect />, {
      features: { legalCheckbox: true },
      termsConditionsUrl: 'https://example.com/terms',
      privacyPolicyUrl: 'https://example.com/privacy',
    });
    const wallet = screen.getByRole('button', { name: /Dev Wallet/ });
    expect(wallet).toHaveProperty('disabled', true);
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('https://example.com/terms');
    fireEvent.click(screen.getByRole('checkbox'));
    expect(wallet).toHaveProperty('disabled', false);
  });

  it('emailShowWallets off (with email on) hides the wallets behind one button; so does collapseWallets', () => {
    renderWithModal(<Connect />, { features: { emailShowWallets: false } });
    expect(screen.queryByRole('button', { name: /Dev Wallet/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue with a wallet' }));
    expect(screen.getByRole('button', { name: /Dev Wallet/ })).toBeTruthy();
    cleanup();
    renderWithModal(<Connect />, { features: { collapseWallets: true, email: false } });
    expect(screen.getByRole('button', { name: 'Continue with a wallet' })).toBeTruthy();
  });

  it('reports that e-mail login is not available without the embedded wallet', async () => {
    renderWithModal(<Connect />);
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const { $notification } = await import('../../core/stores/notifications.js');
    await expect.poll(() => $notification.get().message).toBe('E-mail login is not available in this app');
  });
});
