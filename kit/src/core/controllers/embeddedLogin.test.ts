// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { registerEmbeddedLogin } from './embeddedLogin.js';
import { connectEmail, connectSocial } from './login.js';
import type { WalletModal } from '../client.js';
import { testModal } from './testing.js';

let modal: WalletModal;

describe('e-mail and social login entry points', () => {
  beforeEach(() => {
    modal = testModal();
  });

  it('E-mail must be a valid address', async () => {
    await expect(connectEmail(modal, { email: 'not-an-email' })).rejects.toThrow('Enter a valid e-mail address');
  });

  it('reports that e-mail and social login are not available without the embedded wallet', async () => {
    await expect(connectEmail(modal, { email: 'ada@example.com' })).rejects.toThrow('E-mail login is not available in this app');
    await expect(connectSocial(modal, { provider: 'google' })).rejects.toThrow('Social login is not available in this app');
  });

  it('Social provider must be one of google, github, apple, facebook, x, discord', async () => {
    await expect(connectSocial(modal, { provider: 'myspace' })).rejects.toThrow('Unknown social provider: myspace');
  });

  it('A second e-mail login trigger within 30 s of the last is refused', async () => {
    const sent: string[] = [];
    // A login that mails the code: it says so, which starts the 30 s wait.
    registerEmbeddedLogin(modal, { connectEmail: async (email, mailed) => (sent.push(email), mailed?.()), connectSocial: async () => {} });
    await connectEmail(modal, { email: 'ada@example.com' });
    await expect(connectEmail(modal, { email: 'ada@example.com' })).rejects.toThrow(/^Please try again after (30|29) seconds$/);
    expect(sent).toEqual(['ada@example.com']);
  });
});
