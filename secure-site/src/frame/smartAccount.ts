// The embedded wallet's ERC-4337 smart account: a SimpleAccount (permissionless, EntryPoint v0.8) owned by the
// wallet's EVM key, at its counterfactual address until the first user operation deploys it. Chain reads go
// through the server's RPC proxy and user operations through its bundler proxy (the frame talks only to its
// own origin); the key signs only the user operation the person approved.
import { SimpleSmartAccount } from 'permissionless/accounts/simple';
import { createClient, custom, decodeFunctionResult, encodeFunctionData, type Hex } from 'viem';
import { createBundlerClient, entryPoint08Address, formatUserOperationRequest, type UserOperation } from 'viem/account-abstraction';
import { toAccount } from 'viem/accounts';
import * as z from 'zod/mini';
import { EmbeddedApiError } from '../lib/api.js';
import type { FrameContext } from './context.js';
import { withSigner } from './custody.js';
import { FrameRequestError } from './errors.js';
import { bundlerCall, chainCall } from './proxy.js';
import type { StoredSession } from './session.js';
import type { UserOperationReceiptLike } from './smartAccountRules.js';

/** permissionless's SimpleAccountFactory for EntryPoint v0.8 (the same address on every chain). */
export const SIMPLE_ACCOUNT_FACTORY_08 = '0x13E9ed32155810FDbd067D4522C492D6f68E5944' as const;
const ENTRY_POINT = { address: entryPoint08Address, version: '0.8' } as const;
// The subpath export (not 'permissionless/accounts', whose other accounts pull ox in by a dynamic import: the frame is one module).
const { toSimpleSmartAccount } = SimpleSmartAccount;
const factoryAbi = [
  { type: 'function', name: 'getAddress', stateMutability: 'view', inputs: [{ type: 'address' }, { type: 'uint256' }], outputs: [{ type: 'address' }] },
] as const;

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
  });

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

/** The smart account's counterfactual address for `owner` on `chainId` (the factory's getAddress; cached). */
export async function smartAccountAddress(ctx: FrameContext, chainId: number, owner: `0x${string}`): Promise<`0x${string}`> {
  const key = `${chainId}:${owner.toLowerCase()}`;
  const known = ctx.state.smartAccounts.get(key);
  if (known) return known;
  const data = encodeFunctionData({ abi: factoryAbi, functionName: 'getAddress', args: [owner, 0n] });
  const answer = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/)).parse(await relay(() => chainCall(ctx, chainId, 'eth_call', [{ to: SIMPLE_ACCOUNT_FACTORY_08, data }, 'latest'])));
  if (answer === '0x') throw new FrameRequestError('UNKNOWN', `No smart-account factory at ${SIMPLE_ACCOUNT_FACTORY_08} on chain ${chainId}: the operator enabled smart accounts where ERC-4337 is not deployed`);
  const address = decodeFunctionResult({ abi: factoryAbi, functionName: 'getAddress', data: answer as Hex });
  ctx.state.smartAccounts.set(key, address);
  return address;
}

/** Whether the smart account has code yet (the first user operation deploys it). */
export async function isDeployed(ctx: FrameContext, chainId: number, address: `0x${string}`): Promise<boolean> {
  const code = z.string().parse(await relay(() => chainCall(ctx, chainId, 'eth_getCode', [address, 'latest'])));
  return code !== '0x' && code !== '0x0';
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
 * Builds the user operation of `calls` (one, or a batch executed atomically) with the bundler's gas estimate,
 * before anything is shown or signed: a bundler that is down or refuses fails here, with nothing sent.
 */
export async function prepareCalls(ctx: FrameContext, chainId: number, owner: `0x${string}`, calls: readonly Call[]): Promise<PreparedUserOperation> {
  const client = chainClient(ctx, chainId);
  const address = await smartAccountAddress(ctx, chainId, owner);
  const account = await toSimpleSmartAccount({ client, owner: viewOwner(owner), address, entryPoint: ENTRY_POINT, factoryAddress: SIMPLE_ACCOUNT_FACTORY_08 });
  const bundler = createBundlerClient({ client, transport: custom({ request: ({ method, params }) => relay(() => bundlerCall(ctx, chainId, method, (params as unknown[]) ?? [])) }) });
  try {
    const prepared = await bundler.prepareUserOperation({ account, calls: calls.map((call) => ({ to: call.to, value: call.value, data: call.data ?? '0x' })) });
    const userOperation = { ...prepared, sender: address } as unknown as UserOperation<'0.8'>;
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

/** Signs the approved user operation with the owner key (EIP-712, EntryPoint v0.8) and hands it to the bundler; resolves its hash. */
export async function sendPrepared(ctx: FrameContext, session: StoredSession, { chainId, userOperation }: PreparedUserOperation): Promise<`0x${string}`> {
  const client = chainClient(ctx, chainId);
  const signature = await withSigner(ctx, session, async (owner) => {
    const account = await toSimpleSmartAccount({ client, owner, address: userOperation.sender, entryPoint: ENTRY_POINT, factoryAddress: SIMPLE_ACCOUNT_FACTORY_08 });
    return account.signUserOperation({ ...userOperation, chainId });
  });
  const request = formatUserOperationRequest({ ...userOperation, signature });
  return hash32.parse(await relay(() => bundlerCall(ctx, chainId, 'eth_sendUserOperation', [request, entryPoint08Address]))) as `0x${string}`;
}

/** The user operation's receipt from the bundler, null while it is pending. */
export async function userOperationReceipt(ctx: FrameContext, chainId: number, hash: `0x${string}`): Promise<UserOperationReceiptLike | null> {
  return receiptSchema.parse(await relay(() => bundlerCall(ctx, chainId, 'eth_getUserOperationReceipt', [hash])));
}
