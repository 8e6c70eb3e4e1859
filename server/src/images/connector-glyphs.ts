// Icons for the connector types of spec §3 (ANNOUNCED, INJECTED, WALLET_CONNECT, AUTH, MULTI_CHAIN):
// simple line glyphs of our own on a neutral tile, so no wallet's or vendor's artwork is copied.

const tile = (glyph: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
  `<rect width="96" height="96" rx="24" fill="#2a2f3a"/>` +
  `<g fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round">${glyph}</g></svg>`;

/** A browser window: the wallet lives in the browser (an extension). */
const browser = '<rect x="20" y="24" width="56" height="48" rx="8"/><path d="M20 38h56"/><path d="M29 31h.01M37 31h.01"/>';

export const connectorGlyphs = {
  /** Found through EIP-6963 announcements: a browser window with a signal. */
  ANNOUNCED: tile(`${browser}<path d="M40 56a11 11 0 0 1 16 0M44 61a5 5 0 0 1 8 0"/>`),
  /** A legacy injected provider (window.ethereum): a browser window with an arrow in. */
  INJECTED: tile(`${browser}<path d="M48 46v16M41 55l7 7 7-7"/>`),
  /** Paired over a relay, usually by scanning a code: two links. */
  WALLET_CONNECT: tile('<path d="M42 54l12-12"/><path d="M38 46l-6 6a10 10 0 0 0 14 14l6-6"/><path d="M58 50l6-6a10 10 0 0 0-14-14l-6 6"/>'),
  /** The embedded wallet, signed into by e-mail or a social account: an envelope. */
  AUTH: tile('<rect x="20" y="28" width="56" height="40" rx="8"/><path d="M22 32l26 20 26-20"/>'),
  /** One connector for several chain namespaces: three rings. */
  MULTI_CHAIN: tile('<circle cx="38" cy="40" r="14"/><circle cx="58" cy="40" r="14"/><circle cx="48" cy="58" r="14"/>'),
} as const;
