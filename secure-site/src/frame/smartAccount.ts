// The embedded wallet's ERC-4337 smart account: the wallet's own EOA delegating (EIP-7702) to eth-infinitism's
// Simple7702Account, its user operations through EntryPoint v0.8. One address, the EOA's: a signature of the
// key verifies by ecrecover before the delegation and through the account's ERC-1271 isValidSignature (which
// checks the same key) after it. The first user operation carries the authorization (eip7702Auth) that puts
// the delegation in place. Chain reads go through the server's RPC proxy and user operations through its
// bundler proxy (the frame talks only to its own origin); the key signs only the user operation the person
// approved, and an authorization only to the delegate named here, never to one a server or an app names.
import { concatHex, createClient, custom } from 'viem';
import { createBundlerClient, entryPoint08Address, formatUserOperationRequest, toSimple7702SmartAccount, type UserOperation } from 'viem/account-abstraction';
import { toAccount, type PrivateKeyAccount } from 'viem/accounts';
import * as z from 'zod/mini';
import { EmbeddedApiError } from '../lib/api.js';
import type { FrameContext } from './context.js';
import { withSigner } from './custody.js';
import { FrameRequestError } from './errors.js';
import { bundlerCall, chainCall } from './proxy.js';
import type { StoredSession } from './session.js';
import type { UserOperationReceiptLike } from './smartAccountRules.js';

/** Simple7702Account for EntryPoint v0.8 (eth-infinitism's release, the same address on every chain): the code the EOA delegates to. */
export const SIMPLE_7702_ACCOUNT_08 = '0xe6Cae83BdE06E4c305530e199D7217f42808555B' as const;
/** The code of an EOA that delegates to Simple7702Account (the EIP-7702 delegation designator). */
const DELEGATION = concatHex(['0xef0100', SIMPLE_7702_ACCOUNT_08]).toLowerCase();
/** viem's stand-in authorization signature: the bundler estimates with it; sendPrepared signs the real one. */
const STUB_SIGNATURE = { r: '0xfffffffffffffffffffffffffffffff000000000000000000000000000000000', s: '0x7aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', yParity: 1 } as const;

const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/));
const hash32 = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/));
const receiptSchema = z.nullable(
  z.object({
    success: z.boolean(),
    receipt: z.object({
      transactionHash: hash32,
      blockHash: z.optional(z.string()),
      blockNumber: z.optional(z.string()),
      gasUsed: z.optional(z.string()),
      status: z.optional(z.nullable(z.string())),
      logs: z.optional(z.array(z.unknown())),
    }),
  }),
);

export interface Call {
  to: `0x${string}`;
  value: bigint;
  data?: `0x${string}`;
}

/** A JSON-RPC error of the proxy keeps the node's or the bundler's message for the app. */
const relay = (call: () => Promise<unknown>) =>
  call().catch((error: unknown) => {
    if (error instanceof EmbeddedApiError && error.code === 'RPC_ERROR') throw new FrameRequestError('UNKNOWN', error.message);
    throw error;
  });

/** A viem client on `chainId` through the server's RPC proxy. */
function chainClient(ctx: FrameContext, chainId: number) {
  const chain = { id: chainId, name: `eip155:${chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [] } } };
  return createClient({ chain, transport: custom({ request: ({ method, params }) => relay(() => chainCall(ctx, chainId, method, (params as unknown[]) ?? [])) }) });
}

/** The owner as far as an address goes: enough to compute, prepare and estimate, never to sign. */
const viewOwner = (address: `0x${string}`) =>
  toAccount({
    address,
    signMessage: () => Promise.reject(new Error('not signing')),
    signTransaction: () => Promise.reject(new Error('not signing')),
    signTypedData: () => Promise.reject(new Error('not signing')),
  }) as unknown as PrivateKeyAccount;

/** The networks the operator enabled (a bundler configured); a failed fetch is an empty list (spec §8) and is tried again next time. */
export async function enabledNetworks(ctx: FrameContext): Promise<number[]> {
  if (ctx.state.smartAccountNetworks) return ctx.state.smartAccountNetworks;
  try {
    const { smartAccountEnabledNetworks } = await ctx.api.smartAccountNetworks();
    ctx.state.smartAccountNetworks = smartAccountEnabledNetworks;
    return smartAccountEnabledNetworks;
  } catch {
    return [];
  }
}

const codeAt = async (ctx: FrameContext, chainId: number, address: `0x${string}`) => hex.parse(await relay(() => chainCall(ctx, chainId, 'eth_getCode', [address, 'latest']))).toLowerCase();

/**
 * The smart account of `owner` on `chainId`: the EOA's own address (EIP-7702), once the chain is known to have
 * Simple7702Account (looked up once per chain).
 */
export async function smartAccountAddress(ctx: FrameContext, chainId: number, owner: `0x${string}`): Promise<`0x${string}`> {
  if (ctx.state.delegateChains.has(chainId)) return owner;
  const code = await codeAt(ctx, chainId, SIMPLE_7702_ACCOUNT_08);
  if (code === '0x' || code === '0x0') throw new FrameRequestError('UNKNOWN', `No Simple7702Account at ${SIMPLE_7702_ACCOUNT_08} on chain ${chainId}: the operator enabled smart accounts where ERC-4337 (EntryPoint v0.8) is not deployed`);
  ctx.state.delegateChains.add(chainId);
  return owner;
}

/** Whether the smart account is in place: the EOA delegates to Simple7702Account (its first user operation does that). */
export async function isDeployed(ctx: FrameContext, chainId: number, address: `0x${string}`): Promise<boolean> {
  return (await codeAt(ctx, chainId, address)) === DELEGATION;
}

/** The deepest message of a viem error chain that came from us or the bundler (viem's own wrapping says less). */
function reasonOf(error: unknown): FrameRequestError | undefined {
  for (let e: unknown = error; e instanceof Error; e = (e as { cause?: unknown }).cause) {
    if (e instanceof FrameRequestError) return e;
    if (e instanceof EmbeddedApiError) return new FrameRequestError('UNKNOWN', e.message);
  }
  return undefined;
}

export interface PreparedUserOperation {
  chainId: number;
  userOperation: UserOperation<'0.8'>;
  /** The most the user operation may cost: all its gas × maxFeePerGas, in wei. */
  maxFee: bigint;
}

/**
 * The authorization a user operation of `address` carries: none while the EOA delegates to Simple7702Account,
 * else one to it at the EOA's next nonce with a stand-in signature (our own check: viem's counts any code, and
 * an EOA that delegates elsewhere is brought back to ours).
 */
async function authorizationStub(ctx: FrameContext, chainId: number, address: `0x${string}`) {
  if (await isDeployed(ctx, chainId, address)) return undefined;
  const nonce = Number(BigInt(hex.parse(await relay(() => chainCall(ctx, chainId, 'eth_getTransactionCount', [address, 'latest'])))));
  return { address: SIMPLE_7702_ACCOUNT_08, chainId, nonce, ...STUB_SIGNATURE };
}

/**
 * Builds the user operation of `calls` (one, or a batch executed atomically) with the bundler's gas estimate,
 * before anything is shown or signed: a bundler that is down or refuses fails here, with nothing sent.
 */
export async function prepareCalls(ctx: FrameContext, chainId: number, owner: `0x${string}`, calls: readonly Call[]): Promise<PreparedUserOperation> {
  const client = chainClient(ctx, chainId);
  const address = await smartAccountAddress(ctx, chainId, owner);
  const account = await toSimple7702SmartAccount({ client, owner: viewOwner(address), implementation: SIMPLE_7702_ACCOUNT_08 });
  const bundler = createBundlerClient({ client, transport: custom({ request: ({ method, params }) => relay(() => bundlerCall(ctx, chainId, method, (params as unknown[]) ?? [])) }) });
  try {
    const authorization = await authorizationStub(ctx, chainId, address);
    const prepared = await bundler.prepareUserOperation({ account, calls: calls.map((call) => ({ to: call.to, value: call.value, data: call.data ?? '0x' })), ...(authorization ? { authorization } : {}) });
    const userOperation = { ...prepared, sender: address, authorization } as unknown as UserOperation<'0.8'>;
    const gas =
      userOperation.callGasLimit +
      userOperation.verificationGasLimit +
      userOperation.preVerificationGas +
      (userOperation.paymasterVerificationGasLimit ?? 0n) +
      (userOperation.paymasterPostOpGasLimit ?? 0n);
    return { chainId, userOperation, maxFee: gas * userOperation.maxFeePerGas };
  } catch (error) {
    throw reasonOf(error) ?? new FrameRequestError('UNKNOWN', `The user operation could not be prepared: ${error instanceof Error ? error.message.split('\n')[0] : 'unknown error'}`);
  }
}

/**
 * Signs the approved user operation with the owner key (EIP-712, EntryPoint v0.8) and, when it carries one,
 * the authorization to Simple7702Account on this chain; hands both to the bundler and resolves the hash.
 */
export async function sendPrepared(ctx: FrameContext, session: StoredSession, { chainId, userOperation }: PreparedUserOperation): Promise<`0x${string}`> {
  const client = chainClient(ctx, chainId);
  const stub = userOperation.authorization;
  const signed = await withSigner(ctx, session, async (key) => {
    // viem's HD account has everything a private-key account has (signAuthorization included); its type says optional.
    const owner = key as unknown as PrivateKeyAccount;
    const account = await toSimple7702SmartAccount({ client, owner, implementation: SIMPLE_7702_ACCOUNT_08 });
    const signature = await account.signUserOperation({ ...userOperation, chainId });
    // The delegate and the chain are ours, whatever the prepared operation says: only the nonce comes from the chain.
    const authorization = stub ? await owner.signAuthorization({ address: SIMPLE_7702_ACCOUNT_08, chainId, nonce: stub.nonce }) : undefined;
    return { signature, authorization };
  });
  const request = formatUserOperationRequest({ ...userOperation, ...signed });
  return hash32.parse(await relay(() => bundlerCall(ctx, chainId, 'eth_sendUserOperation', [request, entryPoint08Address]))) as `0x${string}`;
}

/** The user operation's receipt from the bundler, null while it is pending. */
export async function userOperationReceipt(ctx: FrameContext, chainId: number, hash: `0x${string}`): Promise<UserOperationReceiptLike | null> {
  return receiptSchema.parse(await relay(() => bundlerCall(ctx, chainId, 'eth_getUserOperationReceipt', [hash])));
}
