// Sign-in inputs (spec §5): e-mail addresses and social providers.

import { SOCIAL_PROVIDERS } from '../constants.js';

export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

// Local part and labelled domain with a TLD, as mail servers accept them (RFC 5322's common subset).
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*\.[a-zA-Z]{2,63}$/;

/**
 * Whether `value` is a valid e-mail address.
 * @example
 * isEmail('alice@example.com'); // true
 */
export function isEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 254 && EMAIL.test(value);
}

/**
 * Whether `value` is one of google, github, apple, facebook, x, discord.
 * @example
 * isSocialProvider('github'); // true
 */
export function isSocialProvider(value: unknown): value is SocialProvider {
  return (SOCIAL_PROVIDERS as readonly unknown[]).includes(value);
}
