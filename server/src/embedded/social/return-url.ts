// The full-page fallback's return page carries the finish code in its fragment: it must be a page the operator
// listed exactly (embedded.social.returnUrls), never one matched by an origin pattern anyone can host a page under.
import { ApiError } from '../../errors.js';

const pageOf = (url: URL) => `${url.origin}${url.pathname}`;

/**
 * Refuses a return URL whose origin and path are not one of `listed` (the query may differ: it is the app's state).
 *
 * @example
 * requireListedReturnUrl('https://app.example.com/shop?step=2', ['https://app.example.com/shop']) // passes
 */
export function requireListedReturnUrl(returnUrl: string, listed: readonly string[]): void {
  const page = pageOf(new URL(returnUrl));
  if (listed.some((entry) => pageOf(new URL(entry)) === page)) return;
  throw new ApiError('ORIGIN_NOT_ALLOWED', `returnUrl ${page} is not listed: add it to embedded.social.returnUrls in the server config (exact origin and path)`);
}
