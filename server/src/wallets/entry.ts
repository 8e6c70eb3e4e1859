// What a wallet import file may hold. The WalletEntry the API returns is a wire shape
// (@wallet-modal/schema/wire).
import { caip2 } from '@wallet-modal/schema/wire';
import { z } from 'zod';

const link = z.string().max(500).regex(/^[a-z][a-z0-9+.-]*:\/\/\S*$/i, 'must be a URL or deep link such as metamask://');
/** Store pages are web pages: https only, any store host (regional and alternative stores exist). */
const storeLink = z.url({ protocol: /^https$/, error: 'must be an https:// store page URL' }).max(500);
const svg = z.string().max(65_536).regex(/^\s*<svg[\s>][\s\S]*<\/svg>\s*$/, 'must be an inline <svg> document');

export const walletInputSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'lowercase letters, digits and -, at most 64'),
    name: z.string().min(1).max(100),
    rdns: z.string().regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i).nullable().default(null),
    homepage: z.url().nullable().default(null),
    mobile_link: link.nullable().default(null),
    desktop_link: link.nullable().default(null),
    webapp_link: z.url().nullable().default(null),
    /** Where to get the wallet when it is not installed: iOS App Store, Google Play, browser extension store. */
    app_store: storeLink.nullable().default(null),
    play_store: storeLink.nullable().default(null),
    chrome_store: storeLink.nullable().default(null),
    /** Whether the wallet pairs over WalletConnect; when absent, true if it has a mobile, desktop or web-app link. */
    supports_wc: z.boolean().optional(),
    chains: z.array(caip2()).default([]),
    badge_type: z.enum(['none', 'certified']).default('none'),
    /** Lower ranks list first. */
    rank: z.number().int().min(0).max(1_000_000).default(1000),
    /** The wallet's artwork in @web3icons/core (its kebab-case name there), used when no `image` is given. */
    icon: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a @web3icons/core wallet name such as metamask').max(64).optional(),
    /** Background of the generated lettermark icon when neither `image` nor a known `icon` is given. */
    colour: z.string().regex(/^#[0-9a-fA-F]{6}$/).optional(),
    image: svg.optional(),
  })
  // Those links are how a wallet is reached over WalletConnect, so they are the best guess when unstated.
  .transform((w) => ({ ...w, supports_wc: w.supports_wc ?? Boolean(w.mobile_link || w.desktop_link || w.webapp_link) }));

export const walletFileSchema = z.union([
  z.array(walletInputSchema),
  z.strictObject({ wallets: z.array(walletInputSchema) }).transform((f) => f.wallets),
]);

export type WalletInput = z.infer<typeof walletInputSchema>;
