// What explaining a request needs: the chain (through the server's RPC proxy), its currency, the account
// whose balances and approvals are at stake, and the time (for deadlines).
import type { Rpc } from '../transactions.js';

export interface Currency {
  symbol: string;
  decimals: number;
}

export interface ExplainEnv {
  rpc: Rpc;
  chainId: number;
  /** The account that signs: its balance changes are shown, an approval of its tokens is warned about. */
  account: `0x${string}`;
  currency: Currency;
  /** Seconds since the epoch, for deadlines. */
  now: number;
}

/** `currency`: the chain's own (frame/chains.ts currencyOf: the server's registry, then the catalogue, else ETH). */
export function explainEnv(rpc: Rpc, chainId: number, account: `0x${string}`, currency: Currency): ExplainEnv {
  return { rpc, chainId, account, currency, now: Math.floor(Date.now() / 1000) };
}
