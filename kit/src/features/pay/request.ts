// What an app may ask for (requestPayment's parameters), checked with zod/mini where it enters, and
// the checks that need the modal: the feature is on, the network is known, EVM, and one of the app's.
// A token's decimals are read from its contract (token.ts, loaded on demand) before the amount is checked.

import * as z from 'zod/mini';
import { getNetwork } from '@wallet-modal/schema/networks';
import type { ModalCore } from '../../core/instance.js';
import type { CaipNetwork } from '../../core/types.js';
import { paymentError, PaymentError } from './errors.js';

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** requestPayment's parameters as the app writes them. */
export const paymentRequestSchema = z.object({
  /** CAIP-2 network id, e.g. 'eip155:1'. */
  network: z.string({ error: "must be a string such as 'eip155:1'" }).check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'must be a CAIP-2 network id such as eip155:1')),
  /** 'native' for the network's coin, else the token contract's address. */
  token: z.string({ error: "must be 'native' or the token contract's 0x address, as a string" }),
  /** Whole tokens as a decimal string: '12.5'. */
  amount: z.string({ error: "must be a string of whole tokens such as '12.5' (a string, so no precision is lost)" }),
  recipient: z.string({ error: 'must be a 0x address, as a string' }),
  /** What the payment is for, shown in the Pay view. */
  label: z.optional(z.string({ error: 'must be a string' }).check(z.maxLength(120, 'must be at most 120 characters'))),
});

export type PaymentRequest = z.input<typeof paymentRequestSchema>;

/** A request that passed every check: the network resolved and the token known with its decimals. */
export interface PaymentIntent {
  network: CaipNetwork;
  /** 'native' or the checksum-insensitive token address. */
  token: 'native' | `0x${string}`;
  symbol: string;
  decimals: number;
  /** As asked: whole tokens. */
  amount: string;
  recipient: `0x${string}`;
  label?: string;
}

/** Whether the modal was given pay() and the config turned features.pay on (createWalletModal drops it otherwise). */
export const payEnabled = (modal: ModalCore): boolean => modal.features.some((feature) => feature.id === 'pay');

/**
 * The checks that need no chain: shape, network, recipient, token, amount's form.
 * @example
 * checkRequest(modal, { network: 'eip155:1', token: 'native', amount: '0', recipient: '0x…' }); // throws PAYMENT_INVALID_AMOUNT
 */
export function checkRequest(modal: ModalCore, request: unknown): Omit<PaymentIntent, 'symbol' | 'decimals'> {
  if (!payEnabled(modal)) throw paymentError('PAYMENT_FEATURE_OFF');
  const parsed = z.safeParse(paymentRequestSchema, request);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw paymentError('PAYMENT_INVALID_REQUEST', {
      field: issue.path.join('.') || 'request',
      problem: issue.path.length ? issue.message : 'must be an object { network, token, amount, recipient, label? }',
    });
  }
  const { network: networkId, token, amount, recipient, label } = parsed.data;
  const known = getNetwork(networkId);
  if (!known) throw paymentError('PAYMENT_UNKNOWN_NETWORK', { network: networkId });
  if (known.chainNamespace !== 'eip155') throw paymentError('PAYMENT_NETWORK_UNSUPPORTED', { network: known.name });
  const network = modal.options.networks.find((candidate) => candidate.caipNetworkId === networkId);
  if (!network) throw paymentError('PAYMENT_NETWORK_NOT_CONFIGURED', { network: networkId });
  if (!EVM_ADDRESS.test(recipient)) throw paymentError('PAYMENT_INVALID_RECIPIENT');
  if (token !== 'native' && !EVM_ADDRESS.test(token)) throw paymentError('PAYMENT_INVALID_TOKEN');
  if (!/^(\d+\.?\d*|\.\d+)$/.test(amount.trim()) || !/[1-9]/.test(amount)) throw paymentError('PAYMENT_INVALID_AMOUNT');
  return { network, token: token as PaymentIntent['token'], amount: amount.trim(), recipient: recipient as `0x${string}`, ...(label ? { label } : {}) };
}

/** Refuses an amount with more fraction digits than the token has. */
export function checkDecimals(amount: string, symbol: string, decimals: number): void {
  if ((amount.split('.')[1] ?? '').length > decimals) throw paymentError('PAYMENT_TOO_MANY_DECIMALS', { symbol, decimals });
}

/**
 * Every check, the token's decimals and symbol read from its contract.
 * @example
 * const intent = await validatePayment(modal, { network: 'eip155:1', token: 'native', amount: '0.01', recipient });
 */
export async function validatePayment(modal: ModalCore, request: unknown): Promise<PaymentIntent> {
  const checked = checkRequest(modal, request);
  let symbol = checked.network.nativeCurrency.symbol;
  let decimals = checked.network.nativeCurrency.decimals;
  if (checked.token !== 'native') {
    const { readToken } = await import('./token.js');
    const token = await readToken(checked.network, checked.token).catch((cause: unknown) => {
      throw new PaymentError('PAYMENT_TOKEN_UNREADABLE', paymentError('PAYMENT_TOKEN_UNREADABLE', { token: checked.token, network: checked.network.name }).message, { cause });
    });
    ({ symbol, decimals } = token);
  }
  checkDecimals(checked.amount, symbol, decimals);
  return { ...checked, symbol, decimals };
}
