// Test helpers of the pay feature: a chain's JSON-RPC on loopback (the boundary we do not own) that
// answers what the pay flow reads: balances, a token's decimals and symbol, receipts.

import { encodeAbiParameters } from 'viem';
import { loopback, type Loopback } from '../../core/controllers/testing.js';

export interface ChainFixture {
  /** Wei the account holds. */
  native: bigint;
  /** Token contracts by lowercase address: decimals, symbol, and the account's balance. */
  tokens: Record<string, { decimals: number; symbol: string; balance: bigint }>;
  /** Receipt status answered for any hash: '0x1', '0x0', or null while not mined. */
  receipt: '0x1' | '0x0' | null;
  methods: string[];
}

/**
 * @example
 * const chain = await loopbackChain(); // modal rpcUrls: { 'eip155:1': chain.url }
 */
export async function loopbackChain(): Promise<Loopback & { state: ChainFixture }> {
  const state: ChainFixture = { native: 10n ** 18n, tokens: {}, receipt: '0x1', methods: [] };
  const server = await loopback(({ body }) => {
    const { method, params } = JSON.parse(body) as { method: string; params: unknown[] };
    state.methods.push(method);
    const result = (value: unknown) => ({ body: { jsonrpc: '2.0', id: 1, result: value } });
    if (method === 'eth_getBalance') return result(`0x${state.native.toString(16)}`);
    if (method === 'eth_getTransactionReceipt') return result(state.receipt === null ? null : { status: state.receipt, transactionHash: params[0] });
    if (method === 'eth_call') {
      const { to, data } = params[0] as { to: string; data: string };
      const token = state.tokens[to.toLowerCase()];
      if (!token) return result('0x');
      const selector = data.slice(0, 10);
      if (selector === '0x313ce567') return result(encodeAbiParameters([{ type: 'uint8' }], [token.decimals]));
      if (selector === '0x95d89b41') return result(encodeAbiParameters([{ type: 'string' }], [token.symbol]));
      if (selector === '0x70a08231') return result(encodeAbiParameters([{ type: 'uint256' }], [token.balance]));
    }
    return { body: { jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found' } } };
  });
  return { ...server, state };
}
