// Real wallet, network and token artwork from @web3icons/core (MIT; see THIRD-PARTY-NOTICES.md), read one
// file at a time so the server holds only the icons it is asked for. Names are checked before they reach
// the module path, so a request can never name a file outside the set.

export const libraryKinds = { wallet: 'wallets', network: 'networks', token: 'tokens' } as const;
export type LibraryKind = keyof typeof libraryKinds;

/** Wallet and network names are kebab-case, token names upper-case tickers (the set's own conventions). */
const names: Record<LibraryKind, RegExp> = {
  wallet: /^[a-z0-9]+(-[a-z0-9]+)*$/,
  network: /^[a-z0-9]+(-[a-z0-9]+)*$/,
  token: /^[A-Z0-9]{1,12}$/,
};

const cache = new Map<string, Promise<string | undefined>>();
const CACHE_LIMIT = 2000;

async function load(kind: LibraryKind, name: string): Promise<string | undefined> {
  try {
    const specifier = `@web3icons/core/svgs/${libraryKinds[kind]}/branded/${name}.svg.js`;
    const module = (await import(/* @vite-ignore */ specifier)) as { default?: unknown };
    return typeof module.default === 'string' && /^\s*<svg[\s>]/.test(module.default) ? module.default.trim() : undefined;
  } catch {
    return undefined; // not in the set: the caller draws its lettermark
  }
}

/**
 * The set's branded SVG for a wallet, network or token, or undefined when the set has none.
 * @example
 * await libraryIcon('wallet', 'metamask') // '<svg …>' (the MetaMask fox)
 * await libraryIcon('token', 'USDC')      // '<svg …>'
 * await libraryIcon('token', '../x')      // undefined
 */
export function libraryIcon(kind: LibraryKind, name: string): Promise<string | undefined> {
  if (!names[kind].test(name) || name.length > 64) return Promise.resolve(undefined);
  const key = `${kind}/${name}`;
  let found = cache.get(key);
  if (!found) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    found = load(kind, name);
    cache.set(key, found);
  }
  return found;
}
