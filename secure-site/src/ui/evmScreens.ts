// The approve screen's EVM parts: a call's card (receiver, value and fee in the network's currency, then what
// the frame decoded its data to do, inner calls indented, warnings in red), the simulated balance changes, and a
// typed-data signature's domain, recognised permits and fields.
import type { ApproveDetails, ExplainedAction, Simulation, TransactionDetails } from '../shared/channel.js';
import { h, rows } from './dom.js';
import { describeCall } from './format.js';

/** Each action: its title, its fields, its warnings; `depth` indents a multicall's inner calls. */
function actionsBlock(actions: readonly ExplainedAction[]): Node[] {
  return actions.map((action) =>
    h(
      'div',
      { class: `wm-action wm-depth-${Math.min(action.depth, 4)}` },
      h('p', { class: 'wm-action-title' }, action.title),
      action.fields.length > 0 && rows(action.fields),
      ...action.warnings.map((warning) => h('p', { class: 'wm-error wm-warning', role: 'note' }, `⚠ ${warning}`)),
    ),
  );
}

export function callCard(tx: TransactionDetails): HTMLElement {
  const call = describeCall(tx);
  const decoded = tx.actions !== undefined && tx.actions.length > 0;
  return h(
    'div',
    { class: 'wm-card' },
    rows([
      ['To', call.to],
      ['Value', call.value],
      // Undecoded data (no frame explanation) is at least counted.
      ['Data', decoded ? undefined : call.dataBytes === 0 ? 'None' : `${call.dataBytes} bytes`],
      ['Max fee', call.maxFee],
    ]),
    ...actionsBlock(tx.actions ?? []),
  );
}

/** The account's simulated balance changes (fees aside), or why they are not known. */
export function simulationCard(simulation: Simulation | undefined): HTMLElement[] {
  if (!simulation) return [];
  const changes = simulation.changes === undefined ? undefined : simulation.changes.length === 0 ? 'None' : simulation.changes.join(', ');
  return [h('div', { class: 'wm-card' }, rows([['Balance changes', changes ?? simulation.error ?? 'Not known']]), h('p', { class: 'wm-muted' }, 'Simulated on the network now, without fees; the result may differ when it is mined.'))];
}

export function typedDataCard(details: Extract<ApproveDetails, { method: 'eth_signTypedData_v4' }>): HTMLElement {
  const domain = details.domain ?? [
    ['Domain', details.domainName ?? '—'],
    ...(details.chainId === undefined ? [] : [['Chain id', String(details.chainId)] as [string, string]]),
  ];
  return h('div', { class: 'wm-card' }, rows([...domain, ['Type', details.primaryType]]), ...actionsBlock(details.actions ?? []), h('pre', { class: 'wm-message' }, details.message));
}
