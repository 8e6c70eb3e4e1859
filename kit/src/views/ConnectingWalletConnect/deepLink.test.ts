import { describe, expect, it } from 'vitest';
import { pickWalletLink, walletHref } from './deepLink.js';

const links = { mobile: 'metamask://', webapp: 'https://app.example.org', desktop: 'metamask-desktop:' };

describe('wallet deep links', () => {
  it('On mobile, picking a wallet opens its mobile_link, else its webapp_link', () => {
    expect(pickWalletLink(links, true)).toEqual({ link: 'metamask://', kind: 'native' });
    expect(pickWalletLink({ webapp: links.webapp }, true)).toEqual({ link: links.webapp, kind: 'webapp' });
    expect(pickWalletLink({}, true)).toBeUndefined();
  });

  it('desktop_link on desktop', () => {
    expect(pickWalletLink(links, false)).toEqual({ link: 'metamask-desktop:', kind: 'native' });
    expect(pickWalletLink({ mobile: 'metamask://' }, false)).toBeUndefined();
  });

  it('hands the pairing URI to the wallet, encoded, after a scheme or a universal link', () => {
    const uri = 'wc:7f6e@2?relay-protocol=irn&symKey=58';
    const encoded = encodeURIComponent(uri);
    expect(walletHref('metamask://', uri)).toBe(`metamask://wc?uri=${encoded}`);
    expect(walletHref('metamask-desktop:', uri)).toBe(`metamask-desktop://wc?uri=${encoded}`);
    expect(walletHref('trust', uri)).toBe(`trust://wc?uri=${encoded}`);
    expect(walletHref('https://link.example.org/app', uri)).toBe(`https://link.example.org/app/wc?uri=${encoded}`);
    expect(walletHref('https://link.example.org/', uri)).toBe(`https://link.example.org/wc?uri=${encoded}`);
  });
});
