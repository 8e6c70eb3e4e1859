// The warnings an approval screen gives: unlimited allowances, permissions that last long, approvals of a
// whole collection, signatures checked by no contract.
import { maxUint160 } from 'viem';
import type { ExplainEnv } from './env.js';
import { tokenAmount, tokenLabel, type TokenInfo } from './tokens.js';

/** An ERC-20 allowance this large is unlimited in practice (max uint256 and everything near it). */
export const ERC20_UNLIMITED = 2n ** 255n;
/** Permit2 allowances are uint160: its maximum never runs out. */
export const PERMIT2_UNLIMITED = maxUint160;
/** A permission that outlives this is called out. */
const FAR_SECONDS = 30 * 24 * 3600;
/** JavaScript dates end at 8.64e15 ms. */
const LAST_DATE_SECONDS = 8_640_000_000_000n;

/** 'unlimited' or '2.5 DEMO'. */
export const allowanceText = (token: TokenInfo, amount: bigint, unlimited: bigint) => (amount >= unlimited ? 'unlimited' : tokenAmount(token, amount));

export function unlimitedWarning(token: TokenInfo, spender: string, amount: bigint, unlimited: bigint): string[] {
  return amount >= unlimited ? [`Unlimited approval: ${spender} can take all your ${tokenLabel(token)}, now and later, until you revoke it.`] : [];
}

/** '2026-12-01 12:00 UTC', or 'never' past the last date JavaScript knows. */
export function dateText(seconds: bigint): string {
  if (seconds >= LAST_DATE_SECONDS) return 'never (no end date)';
  return `${new Date(Number(seconds) * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** A deadline more than 30 days away. `what`: 'This permission' / 'This signature'. */
export function farDeadlineWarning(env: ExplainEnv, what: string, seconds: bigint): string[] {
  return seconds > BigInt(env.now + FAR_SECONDS) ? [`${what} lasts until ${dateText(seconds)}, more than 30 days from now.`] : [];
}

export const approvalForAllWarning = (operator: string, collection: string) =>
  `${operator} can take every token you hold of the collection ${collection}, now and later, until you revoke it.`;
