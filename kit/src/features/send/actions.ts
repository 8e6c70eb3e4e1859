// The send flow's actions (spec §4 "Send", §5): check the form, build the request on the active
// namespace's path (EVM: a value transfer or an ERC-20 transfer(address,uint256) call; Solana: SOL or
// an SPL token, built by the Solana adapter), send it through the modal, then refresh and reset.
// viem is imported here, in the view's lazy chunk, never in the module's stub.

import { encodeFunctionData, erc20Abi, isAddress, type Hex } from 'viem';
import { refreshBalance } from '../../core/controllers/accountData.js';
import { showSuccess } from '../../core/controllers/notifications.js';
import { catalogueError } from '../../core/errors/base.js';
import { errorCode } from '../../core/errors/codes.js';
import { ErrorMessages } from '../../core/errors/messages.js';
import { estimateFee } from '../../core/controllers/fee.js';
import { formatUnits, parseUnits } from '../../core/format/units.js';
import { truncateMiddle } from '../../core/format/truncate.js';
import type { WalletModal } from '../../core/client.js';
import type { ModalCore } from '../../core/instance.js';
import type { SendTransactionRequest } from '../../core/types.js';
import { receiverAddress } from './receiverName.js';
import { initialSendState, sendState, type SendError, type SendState } from './state.js';
import { $locale } from '../../i18n/texts.js';
import { texts } from './texts.js';
import type { SendToken } from './tokens.js';

/** The namespaces with a send path (spec §4): eip155 the EVM path, solana the Solana path. */
export type SendNamespace = 'eip155' | 'solana';

/** Solana addresses are 32 to 44 base58 characters (spec §5); EVM ones 0x and 40 hex characters. */
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/**
 * Why the form cannot be sent (the spec's rules, then ours); undefined when it can. An EVM send needs
 * amount, receiver and token; a Solana send amount and receiver (its token is SOL unless one is picked).
 * @example
 * checkSend({ amount: '', receiver: '' }, native); // { code: 'SEND_AMOUNT_AND_RECEIVER_REQUIRED', message: 'An amount and receiver address are required' }
 */
export function checkSend({ amount, receiver }: Pick<SendState, 'amount' | 'receiver'>, token: SendToken | undefined, namespace: SendNamespace = 'eip155'): SendError | undefined {
  if (!amount.trim() || !receiver.trim()) return catalogued('SEND_AMOUNT_AND_RECEIVER_REQUIRED');
  if (!token) return catalogued('SEND_TOKEN_REQUIRED');
  if (namespace === 'solana' ? !SOLANA_ADDRESS.test(receiver.trim()) : !isAddress(receiver.trim())) {
    return namespace === 'solana' ? { code: 'INVALID_SOLANA_ADDRESS', message: ErrorMessages.INVALID_SOLANA_ADDRESS } : { code: 'INVALID_RECEIVER', message: texts.invalidReceiver };
  }
  const fraction = /^\s*\d*\.(\d+)\s*$/.exec(amount)?.[1] ?? '';
  if (fraction.length > token.decimals) return { code: 'TOO_MANY_DECIMALS', message: texts.tooManyDecimals({ symbol: token.symbol, decimals: token.decimals }) };
  const units = amountUnits(amount, token);
  if (units === undefined || units <= 0n) return { code: 'INVALID_AMOUNT', message: texts.invalidAmount };
  // Refused before the wallet is asked: the balance must cover the amount.
  if (token.balance === undefined || units > parseUnits(token.balance, token.decimals)) return { code: 'AMOUNT_OVER_BALANCE', message: texts.overBalance };
  return undefined;
}

const catalogued = (code: 'SEND_AMOUNT_AND_RECEIVER_REQUIRED' | 'SEND_TOKEN_REQUIRED'): SendError => ({ code, message: ErrorMessages[code] });

/** The amount in the token's smallest unit; undefined when it is not a number. */
export function amountUnits(amount: string, token: SendToken): bigint | undefined {
  try {
    return parseUnits(amount, token.decimals);
  } catch {
    return undefined;
  }
}

/** "≈ $12.34" for an amount of a priced token; undefined otherwise. */
export function usdValue(amount: string, token: SendToken | undefined): string | undefined {
  if (!token?.price || amountUnits(amount, token) === undefined || !amount.trim()) return undefined;
  const usd = Number(amount) * token.price;
  return `≈ ${usd.toLocaleString($locale.get().code, { style: 'currency', currency: 'USD', maximumFractionDigits: 2 })}`;
}

/**
 * What Max fills in: a token's whole balance; for the native coin, the balance less twice the
 * estimated fee of a transfer (the fee is paid in the same coin, and the base fee may rise before the
 * transaction is mined). Without an estimate, the whole balance.
 * @example
 * await maxAmount(modal, native, receiver); // '1.233' when 1.234 ETH is held and a transfer costs 0.0005
 */
export async function maxAmount(modal: ModalCore, token: SendToken, receiver: string): Promise<string | undefined> {
  if (token.balance === undefined || token.contract || token.mint) return token.balance;
  const from = modal.$account.get().address ?? '';
  const namespace: SendNamespace = modal.$activeNamespace.get() === 'solana' ? 'solana' : 'eip155';
  const valid = namespace === 'solana' ? SOLANA_ADDRESS.test(receiver.trim()) : isAddress(receiver.trim());
  // A fee is estimated for a real transfer: a Solana transfer of zero lamports is not one.
  const estimate = await estimateFee(modal, { namespace, to: valid ? receiver.trim() : from, value: namespace === 'solana' ? 1n : 0n });
  if (!estimate) return token.balance;
  const left = parseUnits(token.balance, token.decimals) - 2n * parseUnits(estimate.fee, token.decimals);
  return left > 0n ? formatUnits(left, token.decimals) : '0';
}

/**
 * The transaction that sends `amount` of `token` to `receiver` on `namespace`'s path. An ERC-20 send
 * is a call of the token's transfer(address,uint256) (its return value is never read, so tokens that
 * return no boolean, like USDT, work too); an SPL send names the mint for the Solana adapter's
 * transferChecked.
 * @example
 * sendRequest(native, '0.01', '0x7099…79C8'); // { namespace: 'eip155', to: '0x7099…79C8', value: 10000000000000000n }
 */
export function sendRequest(token: SendToken, amount: string, receiver: string, namespace: SendNamespace = 'eip155'): SendTransactionRequest {
  const units = parseUnits(amount, token.decimals);
  const to = receiver.trim();
  if (namespace === 'solana') return { namespace, to, value: units, ...(token.mint ? { token: { mint: token.mint, decimals: token.decimals } } : {}) };
  if (!token.contract) return { namespace, to, value: units };
  return { namespace, to: token.contract, value: 0n, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to as Hex, units] }) };
}

/** The active namespace's send path; any other namespace fails as an unsupported chain (spec §4). */
export function sendPath(modal: Pick<ModalCore, '$activeNamespace'>): SendNamespace {
  const namespace = modal.$activeNamespace.get();
  if (namespace !== 'eip155' && namespace !== 'solana') throw catalogueError('UNSUPPORTED_CHAIN', { details: `No send path for ${namespace}` });
  return namespace;
}

/**
 * Sends the reviewed form (loading meanwhile). After success the balances refresh, the form resets
 * and a notification shows the hash; a failure stays on the review with its cause.
 * @example
 * await submitSend(modal, token);
 */
export async function submitSend(modal: WalletModal, token: SendToken): Promise<void> {
  const store = sendState(modal);
  const form = store.get();
  if (form.loading) return;
  store.set({ ...form, loading: true, error: undefined });
  try {
    // The path is chosen by the active network's namespace: eip155 the EVM path, solana the Solana path.
    const hash = await modal.sendTransaction(sendRequest(token, form.amount, receiverAddress(form), sendPath(modal)));
    const explorer = modal.$network.get().caipNetwork?.blockExplorers?.default.url;
    store.set({ ...initialSendState(), scope: store.get().scope, sent: { hash, explorerUrl: explorer ? `${explorer.replace(/\/$/, '')}/tx/${hash}` : undefined } });
    showSuccess(modal, texts.sent({ hash: truncateMiddle(hash) }));
    void refreshBalance(modal, { force: true });
  } catch (error) {
    store.set({ ...store.get(), loading: false, error: sendError(error) });
  }
}

/** The real cause: the catalogue's text for a known code (4001 is 'Signature declined'), else what the wallet or node said. */
export function sendError(error: unknown): SendError {
  const known = errorCode(error);
  if (known.code !== 'UNKNOWN') return known;
  const { shortMessage, message } = (error ?? {}) as { shortMessage?: unknown; message?: unknown };
  const said = typeof shortMessage === 'string' && shortMessage ? shortMessage : typeof message === 'string' && message ? message : known.message;
  return { code: known.code, message: said };
}
