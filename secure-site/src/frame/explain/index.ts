// What the approve screen shows of transactions: each call's details with its decoded actions (explain/calls.ts)
// and the simulated balance changes of the sending account (explain/simulate.ts), in the chain's own currency.
import type { Simulation, TransactionDetails } from '../../shared/channel.js';
import type { Hex } from 'viem';
import { explainCall } from './calls.js';
import type { ExplainEnv } from './env.js';
import { simulate } from './simulate.js';

export { explainEnv } from './env.js';
export { domainFields, explainTypedData } from './typedData.js';

/** At most this many actions per call are sent to the screen; more are summed up in a warning. */
const MAX_ACTIONS = 60;

/** `details` (as describeTransaction gave them) with actions and currency, and the simulation of all of them in order. */
export async function explainTransactions(env: ExplainEnv, details: readonly TransactionDetails[]): Promise<{ calls: TransactionDetails[]; simulation: Simulation }> {
  const calls = details.map((d) => ({ ...(d.to ? { to: d.to as `0x${string}` } : {}), value: BigInt(d.value), data: d.data as Hex }));
  const [actions, simulation] = await Promise.all([
    Promise.all(calls.map((c) => (c.to ? explainCall(env, { to: c.to, data: c.data, value: c.value, depth: 0 }) : Promise.resolve([])))),
    simulate(env, calls),
  ]);
  return {
    calls: details.map((d, i) => {
      const all = actions[i] ?? [];
      const shown = all.length > MAX_ACTIONS ? [...all.slice(0, MAX_ACTIONS), { depth: 0, title: `${all.length - MAX_ACTIONS} more calls not shown`, fields: [], warnings: ['This request holds more calls than the screen lists: approve only if you trust the app.'] }] : all;
      return { ...d, currency: env.currency, ...(shown.length > 0 ? { actions: shown } : {}) };
    }),
    simulation,
  };
}
