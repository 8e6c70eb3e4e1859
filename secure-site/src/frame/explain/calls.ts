// What a call's data does: the known functions (explain/abis.ts) worded with their token's symbol and decimals
// and the warnings they deserve; a multicall's inner calls, recursively; anything else 'Unknown function' with its
// raw selector and data. Nothing is guessed: a selector that is not known is not named.
import type { ExplainedAction } from '../../shared/channel.js';
import { decodeFunctionData, formatUnits, toFunctionSelector, type Hex } from 'viem';
import { KNOWN_ABI } from './abis.js';
import type { ExplainEnv } from './env.js';
import { tokenAmount, tokenInfo, tokenLabel } from './tokens.js';
import { allowanceText, approvalForAllWarning, dateText, ERC20_UNLIMITED, farDeadlineWarning, PERMIT2_UNLIMITED, unlimitedWarning } from './warnings.js';

/** Deeper multicalls than this are shown as unknown (and are suspicious in themselves). */
const MAX_DEPTH = 4;
/** The data shown of an unknown call: enough to compare, not a page of hex. */
const MAX_DATA_CHARS = 4_000;

interface Call {
  to: `0x${string}`;
  data: Hex;
  value: bigint;
  depth: number;
}

type Args = readonly unknown[];
type Explain = (env: ExplainEnv, call: Call, args: Args) => Promise<ExplainedAction[]>;
interface Inner {
  target: `0x${string}`;
  callData: Hex;
  value?: bigint;
}

/** A field's value past this is cut (the screen's message schema bounds every text). */
const MAX_FIELD_CHARS = 4_100;
/** A multicall's inner calls read at most: more are counted, not read. */
const MAX_INNER_CALLS = 60;

const cut = (value: string) => (value.length > MAX_FIELD_CHARS ? `${value.slice(0, MAX_FIELD_CHARS)}…` : value);
const action = (call: Call, title: string, fields: [string, string][], warnings: string[] = []): ExplainedAction => ({ depth: call.depth, title, fields: fields.map(([label, value]) => [label, cut(value)]), warnings });
const addr = (value: unknown) => value as `0x${string}`;
const big = (value: unknown) => value as bigint;

const approveLike =
  (verb: (label: string) => string): Explain =>
  async (env, call, [spender, amount]) => {
    const token = await tokenInfo(env, call.to);
    return [action(call, `${verb(tokenLabel(token))}: ${allowanceText(token, big(amount), ERC20_UNLIMITED)}`, [['Token', call.to], ['Spender', addr(spender)]], unlimitedWarning(token, addr(spender), big(amount), ERC20_UNLIMITED))];
  };

const transfer: Explain = async (env, call, [to, amount]) => {
  const token = await tokenInfo(env, call.to);
  return [action(call, `Send ${tokenAmount(token, big(amount))}`, [['Token', call.to], ['To', addr(to)]])];
};

const transferFrom: Explain = async (env, call, [from, to, amount]) => {
  const token = await tokenInfo(env, call.to);
  return [action(call, `Transfer ${tokenAmount(token, big(amount))}`, [['Token', call.to], ['From', addr(from)], ['To', addr(to)]])];
};

const nftTransfer: Explain = async (_env, call, [from, to, id, amount]) => [
  action(call, typeof amount === 'bigint' ? `Transfer ${amount} of token #${id}` : `Transfer token #${id}`, [['Collection', call.to], ['From', addr(from)], ['To', addr(to)]]),
];

const nftBatchTransfer: Explain = async (_env, call, [from, to, ids, amounts]) => [
  action(call, `Transfer ${(ids as bigint[]).length} kinds of token`, [['Collection', call.to], ['From', addr(from)], ['To', addr(to)], ['Tokens', (ids as bigint[]).map((id, i) => `${(amounts as bigint[])[i]} of #${id}`).join(', ')]]),
];

const setApprovalForAll: Explain = async (_env, call, [operator, approved]) =>
  approved
    ? [action(call, 'Approve all your tokens of this collection', [['Collection', call.to], ['Operator', addr(operator)]], [approvalForAllWarning(addr(operator), call.to)])]
    : [action(call, 'Revoke an approval for all tokens of this collection', [['Collection', call.to], ['Operator', addr(operator)]])];

const permit: Explain = async (env, call, [owner, spender, value, deadline]) => {
  const token = await tokenInfo(env, call.to);
  return [
    action(call, `Permit ${tokenLabel(token)}: ${allowanceText(token, big(value), ERC20_UNLIMITED)}`, [['Token', call.to], ['Owner', addr(owner)], ['Spender', addr(spender)], ['Deadline', dateText(big(deadline))]], [
      ...unlimitedWarning(token, addr(spender), big(value), ERC20_UNLIMITED),
      ...farDeadlineWarning(env, 'This permit', big(deadline)),
    ]),
  ];
};

/** A Permit2 allowance of `details` to `spender`, from a call or from a signed PermitSingle/PermitBatch. */
export async function permit2Allowance(env: ExplainEnv, depth: number, details: { token: unknown; amount: unknown; expiration: unknown }, spender: string, extra: [string, string][] = []): Promise<ExplainedAction> {
  const token = await tokenInfo(env, addr(details.token));
  const amount = BigInt(details.amount as bigint);
  const expiration = BigInt(details.expiration as bigint);
  return {
    depth,
    title: `Permit2: approve ${tokenLabel(token)}: ${allowanceText(token, amount, PERMIT2_UNLIMITED)}`,
    fields: [['Token', addr(details.token)], ['Spender', spender], ['Expires', expiration === 0n ? 'at once (this block)' : dateText(expiration)], ...extra],
    warnings: [...unlimitedWarning(token, spender, amount, PERMIT2_UNLIMITED), ...farDeadlineWarning(env, 'This permission', expiration)],
  };
}

/** A Permit2 SignatureTransfer: `spender` may move up to `amount` of `token` once. */
export async function permit2Transfer(env: ExplainEnv, depth: number, permitted: { token: unknown; amount: unknown }, spender: string, deadline: bigint): Promise<ExplainedAction> {
  const token = await tokenInfo(env, addr(permitted.token));
  const amount = BigInt(permitted.amount as bigint);
  return {
    depth,
    title: `Permit2: transfer up to ${amount >= ERC20_UNLIMITED ? `all your ${tokenLabel(token)}` : tokenAmount(token, amount)}`,
    fields: [['Token', addr(permitted.token)], ['Spender', spender], ['Deadline', dateText(deadline)]],
    warnings: [...unlimitedWarning(token, spender, amount, ERC20_UNLIMITED), ...farDeadlineWarning(env, 'This signature', deadline)],
  };
}

const permit2Approve: Explain = async (env, call, [token, spender, amount, expiration]) => [await permit2Allowance(env, call.depth, { token, amount, expiration }, addr(spender), [['Permit2 contract', call.to]])];

const permit2Permit: Explain = async (env, call, [owner, permitted]) => {
  const { details, spender, sigDeadline } = permitted as { details: object | object[]; spender: string; sigDeadline: bigint };
  const all = Array.isArray(details) ? details : [details];
  const extra: [string, string][] = [['Owner', addr(owner)], ['Signature deadline', dateText(sigDeadline)]];
  return Promise.all(all.map((d) => permit2Allowance(env, call.depth, d as { token: unknown; amount: unknown; expiration: unknown }, spender, extra)));
};

const permit2TransferFrom: Explain = async (env, call, [permitted, transferDetails, owner]) => {
  const { permitted: tokens, deadline } = permitted as { permitted: { token: unknown; amount: unknown }; deadline: bigint };
  const { to, requestedAmount } = transferDetails as { to: string; requestedAmount: bigint };
  const token = await tokenInfo(env, addr(tokens.token));
  return [action(call, `Permit2: transfer ${tokenAmount(token, requestedAmount)}`, [['Token', addr(tokens.token)], ['From', addr(owner)], ['To', to], ['Deadline', dateText(deadline)]])];
};

/** A multicall: its inner calls, each explained one level deeper. */
const multicall =
  (innerOf: (call: Call, args: Args) => Inner[]): Explain =>
  async (env, call, args) => {
    const inner = innerOf(call, args);
    const read = inner.slice(0, MAX_INNER_CALLS);
    const nested = await Promise.all(read.map((c) => explainCall(env, { to: c.target, data: c.callData, value: c.value ?? 0n, depth: call.depth + 1 })));
    const unread = inner.length > read.length ? [`${inner.length - read.length} more calls inside are not shown: approve only if you trust the app.`] : [];
    return [action(call, `Multicall: ${inner.length} ${inner.length === 1 ? 'call' : 'calls'}`, [['Contract', call.to]], unread), ...nested.flat()];
  };
const targeted = (_call: Call, [calls]: Args) => calls as Inner[];
const selfCalls = (call: Call, args: Args) => (args.at(-1) as Hex[]).map((callData) => ({ target: call.to, callData }));

const EXPLAINERS: [string, Explain][] = [
  ['approve(address,uint256)', approveLike((label) => `Approve ${label}`)],
  ['increaseAllowance(address,uint256)', approveLike((label) => `Increase ${label} allowance`)],
  ['transfer(address,uint256)', transfer],
  ['transferFrom(address,address,uint256)', transferFrom],
  ['setApprovalForAll(address,bool)', setApprovalForAll],
  ['safeTransferFrom(address,address,uint256)', nftTransfer],
  ['safeTransferFrom(address,address,uint256,bytes)', async (env, call, [from, to, id]) => nftTransfer(env, call, [from, to, id])],
  ['safeTransferFrom(address,address,uint256,uint256,bytes)', nftTransfer],
  ['safeBatchTransferFrom(address,address,uint256[],uint256[],bytes)', nftBatchTransfer],
  ['permit(address,address,uint256,uint256,uint8,bytes32,bytes32)', permit],
  ['approve(address,address,uint160,uint48)', permit2Approve],
  ['permit(address,((address,uint160,uint48,uint48),address,uint256),bytes)', permit2Permit],
  ['permit(address,((address,uint160,uint48,uint48)[],address,uint256),bytes)', permit2Permit],
  ['permitTransferFrom(((address,uint256),uint256,uint256),(address,uint256),address,bytes)', permit2TransferFrom],
  ['aggregate((address,bytes)[])', multicall(targeted)],
  ['tryAggregate(bool,(address,bytes)[])', multicall((call, [, calls]) => calls as Inner[])],
  ['aggregate3((address,bool,bytes)[])', multicall(targeted)],
  ['aggregate3Value((address,bool,uint256,bytes)[])', multicall(targeted)],
  ['multicall(bytes[])', multicall(selfCalls)],
  ['multicall(uint256,bytes[])', multicall(selfCalls)],
];
const BY_SELECTOR = new Map<string, Explain>(EXPLAINERS.map(([signature, explain]) => [toFunctionSelector(`function ${signature}`), explain]));

function unknown(call: Call, why = 'This wallet does not know this function, so it cannot say what it does. Approve only if you trust the app and the contract.'): ExplainedAction {
  const data = call.data.length > MAX_DATA_CHARS ? `${call.data.slice(0, MAX_DATA_CHARS)}… (${(call.data.length - 2) / 2} bytes in all)` : call.data;
  return action(call, 'Unknown function', [['Contract', call.to], ['Selector', call.data.slice(0, 10)], ['Data', data]], [why]);
}

/** The actions of one call; none for a plain transfer of the native currency. */
export async function explainCall(env: ExplainEnv, call: Call): Promise<ExplainedAction[]> {
  const value = call.depth > 0 && call.value > 0n ? [action(call, `Send ${formatUnits(call.value, env.currency.decimals)} ${env.currency.symbol}`, [['To', call.to]])] : [];
  if (call.data === '0x') return value;
  if (call.depth > MAX_DEPTH) return [...value, unknown(call, 'Calls nested this deep are not read: approve only if you trust the app.')];
  const explain = BY_SELECTOR.get(call.data.slice(0, 10).toLowerCase());
  if (!explain) return [...value, unknown(call)];
  let args: Args;
  try {
    args = decodeFunctionData({ abi: KNOWN_ABI, data: call.data }).args ?? [];
  } catch {
    return [...value, unknown(call, 'The data does not match the function its selector names: approve only if you trust the app.')];
  }
  return [...value, ...(await explain(env, call, args))];
}
