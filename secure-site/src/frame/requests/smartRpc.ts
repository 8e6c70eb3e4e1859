// The EVM requests a smart account changes: which account a request is from, sending (one call or a batch in
// ONE user operation through the bundler, approved like a transaction: eth_sendUserOperation is not safe, spec
// §6), its calls status and the capabilities. rpc.ts keeps the EOA's paths and asks here first.
import { toHex } from 'viem';
import type { TransactionDetails } from '../../shared/channel.js';
import { currencyOf } from '../chains.js';
import type { FrameContext } from '../context.js';
import { FrameRequestError } from '../errors.js';
import type { StoredSession } from '../session.js';
import { enabledNetworks, prepareCalls, sendPrepared, smartAccountAddress, userOperationReceipt, type Call } from '../smartAccount.js';
import { accountOf, capabilitiesOf, effectiveAccountType, userOperationStatus, type AccountKind } from '../smartAccountRules.js';
import { approve, invalid } from './approve.js';
import { rpcOf } from './chainRpc.js';
import { explainEnv, explainTransactions } from '../explain/index.js';

export interface Sender {
  kind: AccountKind;
  /** The address the request is from: the EOA, or the smart account. */
  address: `0x${string}`;
  /** The EOA: the key that signs, and the smart account's owner. */
  owner: `0x${string}`;
}

/** The smart account on `chainId` when the operator enabled it there, else undefined. */
async function smartAccountOn(ctx: FrameContext, chainId: number, owner: `0x${string}`): Promise<`0x${string}` | undefined> {
  return (await enabledNetworks(ctx)).includes(chainId) ? smartAccountAddress(ctx, chainId, owner) : undefined;
}

/** The account a request on `chainId` is from: named by `from`, else the preferred account type where it is enabled. */
export async function senderOf(ctx: FrameContext, session: StoredSession, chainId: number, from: string | undefined): Promise<Sender> {
  const owner = session.account.address as `0x${string}` | null;
  if (!owner) throw new FrameRequestError('UNKNOWN', 'The wallet is not set up yet');
  if (from !== undefined && from.toLowerCase() === owner.toLowerCase()) return { kind: 'eoa', address: owner, owner };
  const smart = await smartAccountOn(ctx, chainId, owner);
  const kind = from === undefined ? effectiveAccountType(ctx.state.preferredAccountType, await enabledNetworks(ctx), chainId) : accountOf(from, { eoa: owner, ...(smart ? { smartAccount: smart } : {}) });
  if (!kind) throw invalid('the address is not this wallet’s');
  return kind === 'smartAccount' && smart ? { kind, address: smart, owner } : { kind: 'eoa', address: owner, owner };
}

/**
 * personal_sign and typed data from the smart account: refused, since SimpleAccount v0.8 has no ERC-1271
 * isValidSignature (no verifier would accept a signature for it). Said in words a visitor knows, with the
 * one step that works; the reason stays here (ERC-1271 and ERC-6492 support needs an account that has them).
 */
export function refuseSmartAccountSignature(): never {
  throw new FrameRequestError('UNKNOWN', 'Your smart account cannot sign messages yet. Switch to your EOA in Account, then sign again.');
}

const details = (calls: readonly Call[], maxFee: bigint): TransactionDetails[] =>
  calls.map((call, index) => ({ to: call.to, value: call.value.toString(), data: call.data ?? '0x', ...(index === 0 ? { maxFee: maxFee.toString() } : {}) }));

/**
 * Sends `calls` from the smart account in one user operation: prepared (and estimated by the bundler) first, so
 * a bundler that is down fails before the approve screen; shown; signed; sent. Resolves the user operation's hash.
 */
export async function sendFromSmartAccount(ctx: FrameContext, session: StoredSession, chainId: number, sender: Sender, calls: readonly Call[], method: 'eth_sendTransaction' | 'wallet_sendCalls'): Promise<`0x${string}`> {
  const prepared = await prepareCalls(ctx, chainId, sender.owner, calls);
  const { calls: shown, simulation } = await explainTransactions(explainEnv(rpcOf(ctx, chainId), chainId, sender.address, await currencyOf(ctx, chainId)), details(calls, prepared.maxFee));
  await approve(ctx, chainId, method === 'eth_sendTransaction' && shown.length === 1 ? { method, transaction: shown[0]!, simulation } : { method: 'wallet_sendCalls', calls: shown, simulation });
  return sendPrepared(ctx, session, prepared);
}

/** eth_sendTransaction from the smart account answers the transaction that carried its user operation, once mined. */
export async function transactionHashOf(ctx: FrameContext, chainId: number, userOperationHash: `0x${string}`, timeoutMs = 60_000): Promise<`0x${string}`> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const receipt = await userOperationReceipt(ctx, chainId, userOperationHash);
    if (receipt) return receipt.receipt.transactionHash as `0x${string}`;
    if (Date.now() > deadline) throw new FrameRequestError('UNKNOWN', `The user operation ${userOperationHash} was not included within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** EIP-5792 status of a smart account's batch: its one user operation, atomic. */
export async function userOperationCallsStatus(ctx: FrameContext, id: string, chainId: number, hash: `0x${string}`) {
  const receipt = await userOperationReceipt(ctx, chainId, hash);
  return { version: '2.0.0', id, chainId: toHex(chainId), status: userOperationStatus(receipt), atomic: true, receipts: receipt ? [receipt.receipt] : [] };
}

/** wallet_getCapabilities [address, chainIds?]: atomic batching where `address` is this wallet's smart account. */
export async function getCapabilities(ctx: FrameContext, session: StoredSession | undefined, chainId: number, address: string | undefined, chainIds: readonly number[] | undefined) {
  const owner = session?.account.address as `0x${string}` | null | undefined;
  const chains = chainIds?.length ? chainIds : [chainId];
  const answer: Record<string, unknown> = {};
  for (const id of chains) {
    const smart = owner ? await smartAccountOn(ctx, id, owner) : undefined;
    const kind = address && smart && address.toLowerCase() === smart.toLowerCase() ? 'smartAccount' : 'eoa';
    Object.assign(answer, capabilitiesOf(kind, [id]));
  }
  return answer;
}
