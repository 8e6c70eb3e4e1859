// @vitest-environment jsdom
// requestPayment's refusals: bad input is refused with a message saying what to fix, before any view
// opens and before PAY_STARTED. The token's decimals come from its contract over a loopback JSON-RPC.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletModal } from '../../core/controllers/testing.js';
import { onPayEvent, pay, PaymentError, requestPayment, type PayEvent, type PaymentRequest } from './index.js';
import { loopbackChain } from './testing.js';

const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
let chain: Awaited<ReturnType<typeof loopbackChain>>;

beforeAll(async () => {
  chain = await loopbackChain();
  chain.state.tokens[USDC] = { decimals: 6, symbol: 'USDC', balance: 0n };
});
afterAll(() => chain.close());

function payModal(options: { features?: { pay?: boolean }; modules?: boolean } = {}) {
  const { modal } = walletModal({}, { modules: options.modules === false ? [] : [pay()], features: options.features ?? { pay: true }, rpcUrls: { 'eip155:1': chain.url } });
  const events: PayEvent[] = [];
  onPayEvent(modal, (event) => events.push(event));
  return { modal, events };
}

const ok: PaymentRequest = { network: 'eip155:1', token: 'native', amount: '0.01', recipient: RECIPIENT };

/** The refusal's code and message; the modal stayed closed and nothing was announced. */
async function refused(request: unknown, options?: Parameters<typeof payModal>[0]) {
  const { modal, events } = payModal(options);
  const error = await requestPayment(modal, request as PaymentRequest).then(
    () => undefined,
    (cause: unknown) => cause,
  );
  expect(error).toBeInstanceOf(PaymentError);
  expect(modal.$modal.get().open).toBe(false);
  expect(events).toEqual([]);
  return { code: (error as PaymentError).code, message: (error as PaymentError).message };
}

describe('requestPayment refuses bad input before any view opens', () => {
  it('the feature off (pay() not given, or features.pay false)', async () => {
    const message = "Payments are off: add pay() to the modal's modules and set features.pay to true in the config";
    expect(await refused(ok, { modules: false })).toEqual({ code: 'PAYMENT_FEATURE_OFF', message });
    expect(await refused(ok, { features: { pay: false } })).toEqual({ code: 'PAYMENT_FEATURE_OFF', message });
  });

  it('an unknown network, a malformed one, and a network not in the app\'s networks', async () => {
    expect(await refused({ ...ok, network: 'eip155:999999' })).toEqual({
      code: 'PAYMENT_UNKNOWN_NETWORK',
      message: 'Unknown Network: eip155:999999 is not a network this kit knows (use a CAIP-2 id such as eip155:1)',
    });
    expect(await refused({ ...ok, network: 'ethereum' })).toEqual({ code: 'PAYMENT_INVALID_REQUEST', message: 'Invalid payment request: network must be a CAIP-2 network id such as eip155:1' });
    expect(await refused({ ...ok, network: 'eip155:137' })).toEqual({
      code: 'PAYMENT_NETWORK_NOT_CONFIGURED',
      message: "Network Not Found: eip155:137 is not in the app's networks; add it to the networks list",
    });
  });

  it('a bad recipient or token address', async () => {
    expect(await refused({ ...ok, recipient: '0x1234' })).toEqual({ code: 'PAYMENT_INVALID_RECIPIENT', message: 'The recipient must be an address of 0x followed by 40 hex characters' });
    expect((await refused({ ...ok, token: 'USDC' })).code).toBe('PAYMENT_INVALID_TOKEN');
    expect((await refused({ ...ok, amount: 12.5 })).message).toBe(
      "Invalid payment request: amount must be a string of whole tokens such as '12.5' (a string, so no precision is lost)",
    );
    expect((await refused(undefined)).message).toBe('Invalid payment request: request must be an object { network, token, amount, recipient, label? }');
  });

  it('an amount of zero, negative, not a number, or with more decimals than the token has', async () => {
    const invalid = { code: 'PAYMENT_INVALID_AMOUNT', message: 'The amount must be a decimal number of whole tokens above zero, such as 12.5' };
    expect(await refused({ ...ok, amount: '0' })).toEqual(invalid);
    expect(await refused({ ...ok, amount: '0.000' })).toEqual(invalid);
    expect(await refused({ ...ok, amount: '-1' })).toEqual(invalid);
    expect(await refused({ ...ok, amount: '1e3' })).toEqual(invalid);
    expect(await refused({ ...ok, amount: '0.0000000000000000001' })).toEqual({ code: 'PAYMENT_TOO_MANY_DECIMALS', message: 'ETH has at most 18 decimals: shorten the amount' });
    // USDC's 6 decimals are read from its contract.
    expect(await refused({ ...ok, token: USDC, amount: '10.1234567' })).toEqual({ code: 'PAYMENT_TOO_MANY_DECIMALS', message: 'USDC has at most 6 decimals: shorten the amount' });
  });

  it('a token address that is no token contract on the network', async () => {
    const other = '0x000000000000000000000000000000000000dead';
    expect(await refused({ ...ok, token: other, amount: '1' })).toEqual({
      code: 'PAYMENT_TOKEN_UNREADABLE',
      message: `${other} is not a token contract on Ethereum (it has no decimals()): check the address and network`,
    });
  });

  it('a valid request opens the modal and announces PAY_STARTED; a second one while it is pending is refused', async () => {
    const { modal, events } = payModal();
    const first = requestPayment(modal, { ...ok, label: 'Order 42' });
    first.catch(() => {});
    await expect.poll(() => modal.$modal.get().open).toBe(true);
    expect(modal.$router.get().view).toBe('Connect');
    expect(events).toEqual([{ type: 'PAY_STARTED', data: { network: 'eip155:1', token: 'native', amount: '0.01', recipient: RECIPIENT, label: 'Order 42' } }]);
    await expect(requestPayment(modal, ok)).rejects.toMatchObject({ code: 'PAYMENT_IN_PROGRESS' });
    modal.close();
    await expect(first).rejects.toMatchObject({ code: 'PAYMENT_CANCELLED', message: 'Payment cancelled' });
  });
});
