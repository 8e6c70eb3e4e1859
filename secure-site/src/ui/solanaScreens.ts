// The approve screen's body for Solana requests: a message as its text (hex when not printable), and each
// transaction's transfers (receiver, amount, SOL or the token's mint), its network fee, and every other
// instruction by program, with a warning when accounts come from lookup tables the screen cannot name.
import { formatUnits } from 'viem';
import type { ApproveDetails, SolanaTransactionDetails } from '../shared/channel.js';
import { h, rows } from './dom.js';
import { describeMessage } from './format.js';

type SolanaDetails = Extract<ApproveDetails, { method: `solana_${string}` }>;

/**
 * @example
 * formatSolanaAmount({ kind: 'sol', amount: '10000000' }); // '0.01 SOL'
 */
export function formatSolanaAmount(transfer: Pick<SolanaTransactionDetails['transfers'][number], 'kind' | 'amount' | 'decimals'>): string {
  if (transfer.kind === 'sol') return `${formatUnits(BigInt(transfer.amount), 9)} SOL`;
  return transfer.decimals === undefined ? `${transfer.amount} base units` : formatUnits(BigInt(transfer.amount), transfer.decimals);
}

function transactionCard(tx: SolanaTransactionDetails, wallet: string): HTMLElement {
  const transfers = tx.transfers.map((transfer) =>
    rows([
      ['From', transfer.from === wallet ? undefined : transfer.from],
      [transfer.toTokenAccount !== undefined && transfer.to === transfer.toTokenAccount ? 'To token account' : 'To', transfer.to],
      ['Amount', formatSolanaAmount(transfer)],
      ['Token', transfer.kind === 'sol' ? undefined : (transfer.mint ?? 'Unknown mint (named by its token account only)')],
    ]),
  );
  const others = tx.other.map((instruction) => h('li', {}, instruction.name ? `${instruction.name} (${instruction.program})` : `Program ${instruction.program}`));
  return h(
    'div',
    { class: 'wm-card' },
    ...transfers,
    tx.transfers.length === 0 ? h('p', { class: 'wm-muted' }, 'No SOL or token transfer') : undefined,
    others.length > 0 ? h('p', { class: 'wm-muted' }, 'Other instructions') : undefined,
    others.length > 0 ? h('ul', {}, ...others) : undefined,
    tx.lookupAccounts > 0 ? h('p', { class: 'wm-error' }, `It also uses ${tx.lookupAccounts} account(s) from lookup tables that cannot be shown here.`) : undefined,
    rows([
      ['Fee payer', tx.feePayer === wallet ? undefined : tx.feePayer],
      ['Network fee', formatSolanaAmount({ kind: 'sol', amount: tx.fee })],
    ]),
  );
}

/** Title, what the app asks for (after its name), and the body of a Solana approve screen. */
export function solanaApproveBody(details: SolanaDetails): { title: string; ask: string; body: Node[] } {
  if (details.method === 'solana_signMessage') {
    const message = describeMessage(details.message);
    return {
      title: 'Sign message',
      ask: 'sign',
      body: [h('div', { class: 'wm-card' }, h('p', { class: 'wm-muted' }, message.kind === 'text' ? 'Message' : 'Message (hex)'), h('pre', { class: 'wm-message' }, message.text))],
    };
  }
  const count = details.transactions.length;
  const body = details.transactions.map((tx) => transactionCard(tx, details.wallet));
  if (details.method === 'solana_signAndSendTransaction') return { title: 'Approve transaction', ask: 'approve a transaction', body };
  return count === 1 ? { title: 'Sign transaction', ask: 'sign a transaction', body } : { title: `Sign ${count} transactions`, ask: `sign ${count} transactions`, body };
}
