// What explaining a request needs: the chain (through the server's RPC proxy), its currency, the account
// whose balances and approvals are at stake, and the time (for deadlines).
import { getNetwork } from '@wallet-modal/schema/networks';
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

/** The chain's own currency from the network catalogue; a chain the catalogue does not know shows ETH (18 decimals). */
export function currencyOf(chainId: number): Currency {
  const known = getNetwork(`eip155:${chainId}`)?.nativeCurrency;
  return known ? { symbol: known.symbol, decimals: known.decimals } : { symbol: 'ETH', decimals: 18 };
}

export function explainEnv(rpc: Rpc, chainId: number, account: `0x${string}`): ExplainEnv {
  return { rpc, chainId, account, currency: currencyOf(chainId), now: Math.floor(Date.now() / 1000) };
}
