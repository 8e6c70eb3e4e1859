// Prints what a plan did (or would do, with --dry-run) and, with --diff, unified diffs of the changes.

import { createTwoFilesPatch } from 'diff';
import type { Action, PlannedFile } from './plan.js';

const DONE: Record<Action, string> = {
  create: 'created',
  update: 'updated',
  unchanged: 'unchanged',
  kept: 'kept',
  overwrite: 'overwritten',
};

const PLANNED: Record<Action, string> = {
  create: 'would create',
  update: 'would update',
  unchanged: 'unchanged',
  kept: 'would keep',
  overwrite: 'would overwrite',
};

const KEPT_NOTE = '(edited since it was generated; pass --force to overwrite it, --diff to see what would change)';
const OVERWRITE_NOTE = '(your edits are replaced)';

/**
 * One line per file, e.g. `  updated      src/wallet-modal/config.ts`.
 * @example
 * console.log(formatPlan(plan, { dryRun: true }));
 */
export function formatPlan(plan: readonly PlannedFile[], { dryRun }: { dryRun: boolean }): string {
  const words = dryRun ? PLANNED : DONE;
  const width = Math.max(...plan.map((file) => words[file.action].length));
  return plan
    .map((file) => {
      const note = file.action === 'kept' ? ` ${KEPT_NOTE}` : file.action === 'overwrite' ? ` ${OVERWRITE_NOTE}` : '';
      return `  ${words[file.action].padEnd(width)}  ${file.path}${note}`;
    })
    .join('\n');
}

/**
 * Unified diffs from what is on disk to what would be written, for every file that differs.
 * @example
 * process.stdout.write(formatDiffs(plan));
 */
export function formatDiffs(plan: readonly PlannedFile[]): string {
  return plan
    .filter((file) => file.action !== 'unchanged')
    .map((file) => createTwoFilesPatch(`a/${file.path}`, `b/${file.path}`, file.current ?? '', file.content))
    .join('');
}
