// RPC_REQUEST: read-only methods go to the chain through the server's proxy; signing methods are shown in
// the UI frame and signed only after Approve; everything else is refused (spec §5, §6). Solana's methods
// are served by solana.ts.
import { isSafeRpcMethod, isSolanaMethod, rpcChainTypeOf, sendCallsParams, type FrameResult, type RpcRequestPayload } from '@wallet-modal/schema/embedded';
import { hashTypedData, isHex, stringToHex, toHex } from 'viem';
import * as z from 'zod/mini';
import { randomBytes } from '../../lib/bytes.js';
import { chainTypeOf, currencyOf, parseEvmChainId, parseSolanaChainId } from '../chains.js';
import type { FrameContext } from '../context.js';
import { withSigner } from '../custody.js';
import { FrameRequestError, notAllowed } from '../errors.js';
import { approve, invalid, parse } from './approve.js';
import { getCapabilities, senderOf, sendFromSmartAccount, transactionHashOf, userOperationCallsStatus } from './smartRpc.js';
import { solanaAccounts, solanaRequest } from './solana.js';
import { loadSession, requireSession, type StoredSession } from '../session.js';
import { describeTransaction, prepareTransaction, toSignable, transactionRequest, type PreparedTransaction, type Rpc } from '../transactions.js';
import { rpcOf } from './chainRpc.js';
import { domainFields, explainEnv, explainTransactions, explainTypedData } from '../explain/index.js';

const evmAddress = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/));
const typedData = z.object({
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string().check(z.maxLength(200)),
  domain: z.record(z.string(), z.unknown()),
  message: z.record(z.string(), z.unknown()),
});
const capabilitiesParams = z.tuple([z.optional(evmAddress), z.optional(z.array(z.union([z.string().check(z.maxLength(80)), z.number()])).check(z.maxLength(64)))]);
const callsId = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/));
const receipt = z.object({ status: z.optional(z.nullable(z.string())), logs: z.optional(z.array(z.unknown())), blockHash: z.optional(z.string()), blockNumber: z.optional(z.string()), gasUsed: z.optional(z.string()), transactionHash: z.string() });

function checkSender(session: StoredSession, from: string | undefined): `0x${string}` {
  const address = session.account.address;
  if (!address) throw new FrameRequestError('UNKNOWN', 'The wallet is not set up yet');
  if (from !== undefined && from.toLowerCase() !== address.toLowerCase()) throw invalid('the address is not this wallet’s');
  return address as `0x${string}`;
}

/**
 * One key signs for both EVM account types: the smart account is the EOA delegating to Simple7702Account
 * (smartAccount.ts), whose ERC-1271 isValidSignature accepts this key's signature; before the delegation a
 * verifier recovers the same key (ecrecover). No wrapping, no refusal.
 */
async function personalSign(ctx: FrameContext, chainId: number, params: unknown[]) {
  const [message, from] = parse(z.tuple([z.string().check(z.maxLength(100_000)), evmAddress]), params.slice(0, 2), 'personal_sign takes [message, address]');
  const session = await requireSession(ctx);
  checkSender(session, from);
  const raw = isHex(message) ? message : stringToHex(message);
  await approve(ctx, chainId, { method: 'personal_sign', message: raw });
  return withSigner(ctx, session, (account) => account.signMessage({ message: { raw } }));
}

async function signTypedData(ctx: FrameContext, chainId: number, params: unknown[]) {
  const [from, data] = parse(z.tuple([evmAddress, z.union([z.string().check(z.maxLength(200_000)), z.record(z.string(), z.unknown())])]), params.slice(0, 2), 'eth_signTypedData_v4 takes [address, typedData]');
  const session = await requireSession(ctx);
  const signer = checkSender(session, from);
  let json: unknown = data;
  if (typeof data === 'string') {
    try {
      json = JSON.parse(data);
    } catch {
      throw invalid('the typed data is not JSON');
    }
  }
  const { domain, primaryType, message, types } = parse(typedData, json, 'the typed data');
  const { EIP712Domain: _domainType, ...messageTypes } = types;
  const request = { domain, types: messageTypes, primaryType, message } as Parameters<typeof hashTypedData>[0];
  try {
    hashTypedData(request);
  } catch {
    throw invalid('the typed data does not match its types');
  }
  const domainChain = domain.chainId === undefined ? undefined : Number(domain.chainId);
  if (domainChain !== undefined && domainChain !== chainId) throw invalid('the typed data is for another chain');
  const actions = await explainTypedData(explainEnv(rpcOf(ctx, chainId), chainId, signer, await currencyOf(ctx, chainId)), { domain, primaryType, message });
  await approve(ctx, chainId, {
    method: 'eth_signTypedData_v4',
    ...(typeof domain.name === 'string' ? { domainName: domain.name } : {}),
    ...(domainChain !== undefined && Number.isSafeInteger(domainChain) ? { chainId: domainChain } : {}),
    primaryType,
    message: JSON.stringify(message, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value), 2),
    domain: domainFields(domain),
    ...(actions.length > 0 ? { actions } : {}),
  });
  return withSigner(ctx, session, (account) => account.signTypedData(request));
}

async function signAndSend(ctx: FrameContext, session: StoredSession, rpc: Rpc, txs: PreparedTransaction[]): Promise<`0x${string}`[]> {
  const raws = await withSigner(ctx, session, (account) => Promise.all(txs.map((tx) => account.signTransaction(toSignable(tx)))));
  const hashes: `0x${string}`[] = [];
  for (const raw of raws) hashes.push(parse(callsId, await rpc('eth_sendRawTransaction', [raw]), 'the node’s transaction hash') as `0x${string}`);
  return hashes;
}

async function sendTransaction(ctx: FrameContext, chainId: number, params: unknown[]) {
  const request = parse(transactionRequest, params[0], 'eth_sendTransaction takes [transaction]');
  const session = await requireSession(ctx);
  const sender = await senderOf(ctx, session, chainId, request.from);
  if (sender.kind === 'smartAccount') {
    if (!request.to) throw invalid('a smart account sends calls to an address (`to` is missing)');
    const call = { to: request.to as `0x${string}`, value: BigInt(request.value ?? '0x0'), data: (request.data ?? request.input) as `0x${string}` | undefined };
    return transactionHashOf(ctx, chainId, await sendFromSmartAccount(ctx, session, chainId, sender, [call], 'eth_sendTransaction'));
  }
  const from = checkSender(session, request.from);
  const rpc = rpcOf(ctx, chainId);
  const tx = await prepareTransaction(rpc, chainId, from, request);
  const { calls: [transaction], simulation } = await explainTransactions(explainEnv(rpc, chainId, from, await currencyOf(ctx, chainId)), [describeTransaction(tx)]);
  await approve(ctx, chainId, { method: 'eth_sendTransaction', transaction: transaction!, simulation });
  const [hash] = await signAndSend(ctx, session, rpc, [tx]);
  if (!hash) throw new FrameRequestError('UNKNOWN', 'The transaction was not sent');
  return hash;
}

/** An EOA sends the calls one after another (not atomic), with consecutive nonces, after one approval; a smart account sends them in one user operation (atomic). */
async function sendCalls(ctx: FrameContext, chainId: number, params: unknown[]) {
  const batch = parse(sendCallsParams, params[0], 'wallet_sendCalls');
  const session = await requireSession(ctx);
  const callsChain = parseEvmChainId(batch.chainId);
  const sender = await senderOf(ctx, session, callsChain, batch.from);
  if (sender.kind === 'smartAccount') {
    const calls = batch.calls.map((call) => {
      const request = parse(transactionRequest, { to: call.to, data: call.data, value: call.value }, 'a call');
      return { to: call.to as `0x${string}`, value: BigInt(request.value ?? '0x0'), data: request.data as `0x${string}` | undefined };
    });
    const userOperationHash = await sendFromSmartAccount(ctx, session, callsChain, sender, calls, 'wallet_sendCalls');
    const id = toHex(randomBytes(32));
    ctx.state.calls.set(id, { chainId: callsChain, userOperationHash });
    return { id };
  }
  const from = checkSender(session, batch.from);
  const rpc = rpcOf(ctx, callsChain);
  const txs: PreparedTransaction[] = [];
  for (const call of batch.calls) {
    const request = parse(transactionRequest, { to: call.to, data: call.data, value: call.value }, 'a call');
    const previous = txs[txs.length - 1];
    txs.push(await prepareTransaction(rpc, callsChain, from, request, previous ? previous.nonce + 1 : undefined));
  }
  const { calls, simulation } = await explainTransactions(explainEnv(rpc, callsChain, from, await currencyOf(ctx, callsChain)), txs.map(describeTransaction));
  await approve(ctx, callsChain, { method: 'wallet_sendCalls', calls, simulation });
  const hashes = await signAndSend(ctx, session, rpc, txs);
  const id = toHex(randomBytes(32));
  ctx.state.calls.set(id, { chainId: callsChain, hashes });
  return { id };
}

/** EIP-5792 status: 100 pending, 200 confirmed, 500 all reverted, 600 some reverted. */
async function getCallsStatus(ctx: FrameContext, params: unknown[]) {
  const id = parse(callsId, params[0], 'wallet_getCallsStatus takes [id]');
  const record = ctx.state.calls.get(id.toLowerCase());
  if (!record) throw new FrameRequestError('UNKNOWN', 'Unknown calls id');
  if ('userOperationHash' in record) return userOperationCallsStatus(ctx, id, record.chainId, record.userOperationHash);
  const rpc = rpcOf(ctx, record.chainId);
  const receipts = await Promise.all(record.hashes.map(async (hash) => z.nullable(receipt).parse(await rpc('eth_getTransactionReceipt', [hash]))));
  const mined = receipts.filter((r) => r !== null);
  const failed = mined.filter((r) => r.status === '0x0').length;
  const status = mined.length < receipts.length ? 100 : failed === 0 ? 200 : failed === mined.length ? 500 : 600;
  return { version: '2.0.0', id, chainId: toHex(record.chainId), status, atomic: false, receipts: mined };
}

async function safeRequest(ctx: FrameContext, chainId: number, method: string, params: unknown[]): Promise<unknown> {
  switch (method) {
    case 'eth_accounts': {
      const address = (await loadSession(ctx))?.account.address;
      return address ? [address] : [];
    }
    case 'eth_chainId':
      return toHex(chainId);
    case 'wallet_getCapabilities': {
      // [address, chainIds?]: atomic batching for this wallet's smart account, none for the EOA.
      const [address, chainIds] = parse(capabilitiesParams, params.slice(0, 2), 'wallet_getCapabilities takes [address, chainIds?]');
      return getCapabilities(ctx, await loadSession(ctx), chainId, address, chainIds?.map((id) => parseEvmChainId(id)));
    }
    case 'wallet_getCallsStatus':
      return getCallsStatus(ctx, params);
    default:
      return rpcOf(ctx, chainId)(method, params);
  }
}

export async function rpcRequest(ctx: FrameContext, payload: RpcRequestPayload): Promise<FrameResult<'RPC_REQUEST'>> {
  const params = payload.params ?? [];
  // A method is served only on a chain of its own type (spec §6): a Solana method on an EVM chain, an EVM
  // method on a Solana network, or anything on Bitcoin is not allowed.
  const chainType = rpcChainTypeOf(payload.method);
  if (payload.chainId !== undefined && chainTypeOf(payload.chainId) !== chainType) throw notAllowed();
  if (chainType === 'solana') {
    const network = payload.chainId === undefined ? ctx.state.solanaChainId : parseSolanaChainId(payload.chainId);
    if (isSolanaMethod(payload.method)) return (await solanaRequest(ctx, network, payload.method, params)) as FrameResult<'RPC_REQUEST'>;
    if (isSafeRpcMethod(payload.method)) return solanaAccounts(ctx);
    throw notAllowed();
  }
  const chainId = payload.chainId === undefined ? ctx.state.chainId : parseEvmChainId(payload.chainId);
  if (isSafeRpcMethod(payload.method)) return (await safeRequest(ctx, chainId, payload.method, params)) as FrameResult<'RPC_REQUEST'>;
  switch (payload.method) {
    case 'personal_sign':
      return personalSign(ctx, chainId, params);
    case 'eth_signTypedData_v4':
      return signTypedData(ctx, chainId, params);
    case 'eth_sendTransaction':
      return sendTransaction(ctx, chainId, params);
    case 'wallet_sendCalls':
      return sendCalls(ctx, chainId, params);
    default:
      // Permissions and user operations: not implemented, so not allowed.
      throw notAllowed();
  }
}
