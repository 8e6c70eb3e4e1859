import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEmail, isSocialProvider } from './identity.js';

describe('sign-in inputs (spec §5)', () => {
  it('e-mail must be a valid address', () => {
    for (const good of ['alice@example.com', 'a.b+tag@sub.example.co.uk', "o'neil@example.org"]) expect(isEmail(good), good).toBe(true);
    for (const bad of ['', 'alice', 'alice@', '@example.com', 'alice@example', 'a b@example.com', 'alice@@example.com', 'alice@-example.com']) {
      expect(isEmail(bad), bad).toBe(false);
    }
  });

  it('social provider must be one of google, github, apple, facebook, x, discord', () => {
    for (const provider of ['google', 'github', 'apple', 'facebook', 'x', 'discord']) expect(isSocialProvider(provider)).toBe(true);
    for (const other of ['farcaster', 'twitter', 'Google', '']) expect(isSocialProvider(other)).toBe(false);
  });

  it('random inputs never throw', () => {
    fc.assert(fc.property(fc.anything(), (v) => typeof isEmail(v) === 'boolean' && typeof isSocialProvider(v) === 'boolean'));
  });
});
