// Which NFT transfers are flagged `is_spam` (issue 14: operator allow and deny lists plus simple
// heuristics). The operator's deny list always flags; the allow list always clears; otherwise a
// collection whose name or symbol carries a link or a lure (claim, reward, airdrop, visit, …) is spam,
// as the unsolicited "visit site to claim" airdrops are.
import type { HistoryConfig } from './config.js';

/** A URL, or a bare domain with a common top-level domain. */
const LINK = /https?:\/\/|www\.|\b[a-z0-9-]+\.(com|io|xyz|org|net|app|site|top|gift|club|fun|link|live|vip|pro|co|cc|me|win|info)\b/i;
/** The words spam airdrops use to lure the holder to a drainer site. */
const LURE = /\b(claim|claimable|rewards?|airdrops?|voucher|visit|redeem|giveaway|bonus)\b/i;

export type NftIdentity = { chainId: string; contract: string; name: string | null; symbol: string | null };

/**
 * @example
 * const isSpam = spamRule({ spamContracts: [], spamAllowContracts: [], spamHeuristics: true });
 * isSpam({ chainId: 'eip155:1', contract: '0xabc…', name: 'Claim at nft-gift.xyz', symbol: 'GIFT' }); // true
 */
export function spamRule(config: Pick<HistoryConfig, 'spamContracts' | 'spamAllowContracts' | 'spamHeuristics'>): (nft: NftIdentity) => boolean {
  const deny = new Set(config.spamContracts);
  const allow = new Set(config.spamAllowContracts);
  return ({ chainId, contract, name, symbol }) => {
    const id = `${chainId}:${contract}`.toLowerCase();
    if (deny.has(id)) return true;
    if (allow.has(id) || !config.spamHeuristics) return false;
    return [name, symbol].some((text) => text !== null && (LINK.test(text) || LURE.test(text)));
  };
}
