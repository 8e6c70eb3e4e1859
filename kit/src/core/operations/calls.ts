// EIP-5792 on the connected eip155 wallet, whichever adapter made it (injected, WalletConnect, embedded):
// wallet_getCapabilities, wallet_sendCalls (calls checked first, spec §5) and wallet_getCallsStatus.

import * as z from 'zod/mini';
import { WalletModalError } from '../errors/base.js';
import type { ModalCore } from '../instance.js';
import { toWireCalls, type Call } from '../validate/calls.js';
import { eip155Account, eip155WalletRequest } from './eip155.js';

export type { Call };

/** Capabilities by hex chain id, e.g. `{ '0x1': { atomic: { status: 'unsupported' } } }`. */
export type WalletCapabilities = Record<string, Record<string, unknown>>;

export interface SendCallsParameters {
  calls: readonly Call[];
  /** Capabilities the wallet should use (paymasterService, …); see getCapabilities. */
  capabilities?: Record<string, unknown>;
  /** EIP-5792 version; '2.0.0' by default. */
  version?: string;
  /** Whether the calls must run atomically (2.0.0); false by default, so EOA wallets send them one by one. */
  atomicRequired?: boolean;
}

export interface SendCallsReturnType {
  /** The batch id for getCallsStatus. */
  id: string;
  capabilities?: Record<string, unknown>;
}

const capabilitiesAnswer = z.record(z.string(), z.record(z.string(), z.unknown()));
// 1.0 wallets answer the id alone; 2.0.0 ones an object.
const sendCallsAnswer = z.union([z.string(), z.looseObject({ id: z.string(), capabilities: z.optional(z.record(z.string(), z.unknown())) })]);
const receipt = z.looseObject({ transactionHash: z.string(), status: z.optional(z.string()), blockNumber: z.optional(z.string()) });
const statusAnswer = z.looseObject({
  version: z.optional(z.string()),
  id: z.optional(z.string()),
  chainId: z.optional(z.string()),
  /** 100 pending, 200 confirmed, 4xx/5xx/6xx failures (2.0.0); 'PENDING' | 'CONFIRMED' in 1.0. */
  status: z.union([z.number(), z.string()]),
  atomic: z.optional(z.boolean()),
  receipts: z.optional(z.array(receipt)),
});

export type CallsStatus = z.infer<typeof statusAnswer>;

function parseAnswer<T>(schema: z.ZodMiniType<T>, answer: unknown, method: string): T {
  const parsed = schema.safeParse(answer);
  if (parsed.success) return parsed.data;
  throw new WalletModalError(`The wallet answered ${method} with something EIP-5792 does not define`, { details: z.prettifyError(parsed.error) });
}

/**
 * What the connected wallet can do on the current network (EIP-5792 wallet_getCapabilities).
 * @example
 * const capabilities = await getCapabilities(modal); // { '0x1': { atomic: { status: 'unsupported' } } }
 */
export async function getCapabilities(modal: ModalCore): Promise<WalletCapabilities> {
  const { address, chainId } = eip155Account(modal);
  return parseAnswer(capabilitiesAnswer, await eip155WalletRequest(modal, 'wallet_getCapabilities', [address, [chainId]]), 'wallet_getCapabilities');
}

/**
 * Asks the wallet to send a batch of calls (EIP-5792 wallet_sendCalls); resolves its id.
 * @example
 * const { id } = await sendCalls(modal, { calls: [{ to: alice, value: 1n }, { to: token, data: transferData }] });
 */
export async function sendCalls(modal: ModalCore, { calls, capabilities, version = '2.0.0', atomicRequired = false }: SendCallsParameters): Promise<SendCallsReturnType> {
  const wireCalls = toWireCalls(calls);
  const { address, chainId } = eip155Account(modal);
  const request = { version, chainId, from: address, calls: wireCalls, ...(version.startsWith('1') ? {} : { atomicRequired }), ...(capabilities ? { capabilities } : {}) };
  const answer = parseAnswer(sendCallsAnswer, await eip155WalletRequest(modal, 'wallet_sendCalls', [request]), 'wallet_sendCalls');
  return typeof answer === 'string' ? { id: answer } : { id: answer.id, ...(answer.capabilities ? { capabilities: answer.capabilities } : {}) };
}

/**
 * The status of a batch sendCalls sent (EIP-5792 wallet_getCallsStatus): 100 pending, 200 confirmed, with receipts.
 * @example
 * const { status, receipts } = await getCallsStatus(modal, id);
 */
export async function getCallsStatus(modal: ModalCore, id: string): Promise<CallsStatus> {
  if (typeof id !== 'string' || id === '') throw new WalletModalError('getCallsStatus needs the id sendCalls resolved');
  return parseAnswer(statusAnswer, await eip155WalletRequest(modal, 'wallet_getCallsStatus', [id]), 'wallet_getCallsStatus');
}
