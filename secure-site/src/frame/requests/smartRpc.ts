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
import { capabilitiesOf, effectiveAccountType, userOperationStatus, type AccountKind } from '../smartAccountRules.js';
import { approve, invalid } from './approve.js';
import { rpcOf } from './chainRpc.js';
import { explainEnv, explainTransactions } from '../explain/index.js';

export interface Sender {
  kind: AccountKind;
  /** The address the request is from: the EOA's, which is also the smart account's (EIP-7702). */
  address: `0x${string}`;
  /** The EOA: the key that signs, and the one that delegates to the smart account's code. */
  owner: `0x${string}`;
}

/** The smart account on `chainId` when the operator enabled it there, else undefined. */
async function smartAccountOn(ctx: FrameContext, chainId: number, owner: `0x${string}`): Promise<`0x${string}` | undefined> {
  return (await enabledNetworks(ctx)).includes(chainId) ? smartAccountAddress(ctx, chainId, owner) : undefined;
}

/**
 * The account a request on `chainId` is from. The smart account is the EOA itself (EIP-7702): the address the
 * request names must be the wallet's, and the preferred account type decides how it sends (a user operation
 * where smart accounts are enabled, else a transaction of its own).
 */
export async function senderOf(ctx: FrameContext, session: StoredSession, chainId: number, from: string | undefined): Promise<Sender> {
  const owner = session.account.address as `0x${string}` | null;
  if (!owner) throw new FrameRequestError('UNKNOWN', 'The wallet is not set up yet');
  if (from !== undefined && from.toLowerCase() !== owner.toLowerCase()) throw invalid('the address is not this wallet’s');
  const kind = effectiveAccountType(ctx.state.preferredAccountType, await enabledNetworks(ctx), chainId);
  return kind === 'smartAccount' ? { kind, address: await smartAccountAddress(ctx, chainId, owner), owner } : { kind, address: owner, owner };
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

/**
 * wallet_getCapabilities [address, chainIds?]: atomic batching where this wallet sends as its smart account
 * (the preferred account type, on a chain where it is enabled), none for the EOA's own transactions.
 */
export async function getCapabilities(ctx: FrameContext, session: StoredSession | undefined, chainId: number, address: string | undefined, chainIds: readonly number[] | undefined) {
  const owner = session?.account.address as `0x${string}` | null | undefined;
  const chains = chainIds?.length ? chainIds : [chainId];
  const ours = Boolean(owner && address && address.toLowerCase() === owner.toLowerCase());
  const answer: Record<string, unknown> = {};
  for (const id of chains) {
    const smart = ours && effectiveAccountType(ctx.state.preferredAccountType, await enabledNetworks(ctx), id) === 'smartAccount' && (await smartAccountOn(ctx, id, owner!));
    Object.assign(answer, capabilitiesOf(smart ? 'smartAccount' : 'eoa', [id]));
  }
  return answer;
}
