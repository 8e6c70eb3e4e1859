// @vitest-environment jsdom
// How the kit reads what wallets and the API answer (spec §5): response strings classified (a send must
// answer a transaction result), long integers read exactly from the API's JSON, and wallet_getAssets
// answers checked asset by asset. The wallet is the boundary (a scripted adapter), the API a real HTTP
// server on loopback; the modal and the API reader are the product code.

import { createServer } from 'node:http';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { getTokenBalances } from '../api/balance.js';
import { apiRequest } from '../api/request.js';
import { walletModal } from '../controllers/testing.js';
import { walletResultKind } from '../rpc/walletResult.js';

const TX_HASH = `0x${'ab'.repeat(32)}`;
const SIGNATURE = `0x${'cd'.repeat(65)}`;

/** A modal connected to a wallet that answers every raw request with `answer`. */
async function walletAnswering(answer: unknown) {
  const wallet = walletModal();
  wallet.adapter.request = async () => answer;
  await wallet.modal.connect('dev.wallet');
  return wallet.modal;
}

/** Our API's place taken by a server answering `text` as JSON, byte for byte. */
async function apiAnswering(text: string) {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    response.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { baseUrl: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const asset = (overrides: Record<string, unknown> = {}) => ({
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  balance: '0x5f5e100',
  type: 'ERC20',
  metadata: { name: 'USD Coin', symbol: 'USDC', iconUrl: 'https://example.org/usdc.png', decimals: 6, price: 1 },
  ...overrides,
});

describe('wallet answers (spec §5)', () => {
  it('A response string is a transaction result if it is 0x plus exactly 64 hex characters, a signed message if 0x plus 62 or more hex characters, otherwise an object result', async () => {
    expect(walletResultKind(TX_HASH)).toBe('transaction');
    expect(walletResultKind(`0x${'a'.repeat(62)}`)).toBe('signature');
    expect(walletResultKind(SIGNATURE)).toBe('signature');
    expect(walletResultKind(`0x${'a'.repeat(61)}`)).toBe('object');
    expect(walletResultKind(`0x${'g'.repeat(64)}`)).toBe('object');
    expect(walletResultKind({ id: TX_HASH })).toBe('object');
    // On the product path: modal.request of a send resolves only a transaction result.
    const params = [{ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0x1' }];
    await expect((await walletAnswering(TX_HASH)).request({ method: 'eth_sendTransaction', params })).resolves.toBe(TX_HASH);
    const refused = (await walletAnswering(SIGNATURE)).request({ method: 'eth_sendTransaction', params });
    await expect(refused).rejects.toMatchObject({ id: 'UNEXPECTED_WALLET_RESULT', shortMessage: 'The wallet answered eth_sendTransaction with something that is not a transaction hash' });
    await expect((await walletAnswering({ hash: TX_HASH })).request({ method: 'eth_sendRawTransaction', params: ['0x02'] })).rejects.toMatchObject({ id: 'UNEXPECTED_WALLET_RESULT' });
    // Other methods' answers (signatures, objects) pass as the wallet gave them.
    await expect((await walletAnswering(SIGNATURE)).request({ method: 'personal_sign', params: ['0x00'] })).resolves.toBe(SIGNATURE);
  });

  it('Asset responses are valid only if every asset has string address and balance, type ERC20 or NATIVE, and metadata with string name, symbol, iconUrl and numeric decimals and price', async () => {
    const native = asset({ address: 'native', type: 'NATIVE', metadata: { name: 'Ether', symbol: 'ETH', iconUrl: '', decimals: 18, price: 3000.5 } });
    expect(await (await walletAnswering({ '0x1': [asset(), native] })).getAssets()).toEqual({ '0x1': [asset(), native] });
    const invalid = [
      asset({ address: 7 }),
      asset({ balance: 100 }),
      asset({ type: 'ERC721' }),
      asset({ metadata: { name: 'USD Coin', symbol: 'USDC', iconUrl: 'x', decimals: '6', price: 1 } }),
      asset({ metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6, price: 1 } }),
      asset({ metadata: { name: 'USD Coin', symbol: 'USDC', iconUrl: 'x', decimals: 6 } }),
    ];
    for (const bad of invalid) {
      // One bad asset among good ones makes the whole answer invalid: a typed error, not a crash.
      await expect((await walletAnswering({ '0x1': [asset(), bad] })).getAssets()).rejects.toMatchObject({ id: 'INVALID_ASSETS_RESPONSE' });
    }
    await expect((await walletAnswering('0x1')).getAssets()).rejects.toMatchObject({ id: 'INVALID_ASSETS_RESPONSE' });
  });

  it('getAssets asks the wallet for the connected account and the current chain (wallet_getAssets with account and chainFilter)', async () => {
    const wallet = walletModal();
    const seen: unknown[] = [];
    wallet.adapter.request = async (request) => (seen.push(request), {});
    await wallet.modal.connect('dev.wallet');
    await wallet.modal.getAssets();
    expect(seen).toEqual([{ namespace: 'eip155', method: 'wallet_getAssets', params: [{ account: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainFilter: ['0x1'] }] }]);
  });
});

describe('API JSON (spec §5)', () => {
  it('Numbers of 17 or more digits parse as big integers', async () => {
    const api = await apiAnswering('{"wei":123456789012345678901,"nine":12345678901234567,"short":1234567890123456,"neg":-98765432109876543210,"text":"12345678901234567890","nested":[{"v":10000000000000000}],"float":1.2345678901234567e3}');
    try {
      const schema = z.object({ wei: z.bigint(), nine: z.bigint(), short: z.number(), neg: z.bigint(), text: z.string(), nested: z.array(z.object({ v: z.bigint() })), float: z.number() });
      expect(await apiRequest({ baseUrl: api.baseUrl, projectId: 'test', path: '/v1/anything', schema })).toEqual({
        wei: 123456789012345678901n,
        nine: 12345678901234567n,
        short: 1234567890123456,
        neg: -98765432109876543210n,
        text: '12345678901234567890',
        nested: [{ v: 10000000000000000n }],
        float: 1234.5678901234567,
      });
    } finally {
      await api.close();
    }
  });

  it('token balances: a USD value of 17 or more digits (a spam token) arrives as a big integer and is read as a number; quantities stay exact strings', async () => {
    const api = await apiAnswering(
      '{"balances":[{"name":"Spam","symbol":"SPAM","chainId":"eip155:1","address":"0x0000000000000000000000000000000000000001","value":123456789012345678000,"price":100000000000000000,"quantity":{"decimals":"18","numeric":"1234567890123456789.5"},"iconUrl":""}]}',
    );
    try {
      const [balance] = await getTokenBalances({ baseUrl: api.baseUrl, projectId: 'test' }, { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 'eip155:1' });
      expect(balance).toMatchObject({ symbol: 'SPAM', value: 123456789012345680000, price: 1e17, quantity: { numeric: '1234567890123456789.5' } });
    } finally {
      await api.close();
    }
  });
});
