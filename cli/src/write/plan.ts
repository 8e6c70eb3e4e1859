// Decides, per file, whether to create, update, keep or overwrite it, then writes the plan.
// A generated file the user edited (its hash no longer matches) is kept unless forced; so is a file
// at that path that we did not generate.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { OutputFile } from '../render/handlebars.js';
import { isUntouchedGenerated } from '../render/header.js';

export type Action = 'create' | 'update' | 'unchanged' | 'kept' | 'overwrite';

export interface PlannedFile extends OutputFile {
  action: Action;
  /** What is on disk now, when the file exists. */
  current?: string;
}

function actionFor(current: string | undefined, content: string, force: boolean): Action {
  if (current === undefined) return 'create';
  if (current === content) return 'unchanged';
  if (isUntouchedGenerated(current)) return 'update';
  return force ? 'overwrite' : 'kept';
}

/**
 * Compares each file with what is on disk below `root`.
 * @example
 * planFiles('/app', integrationFiles(config), { force: false });
 */
export function planFiles(root: string, files: readonly OutputFile[], { force }: { force: boolean }): PlannedFile[] {
  return files.map((file) => {
    const target = join(root, file.path);
    const current = existsSync(target) ? readFileSync(target, 'utf8') : undefined;
    return { ...file, current, action: actionFor(current, file.content, force) };
  });
}

/** True when the action writes the file. */
export const writes = (action: Action) => action === 'create' || action === 'update' || action === 'overwrite';

/**
 * Writes every file whose action writes, creating folders as needed.
 * @example
 * applyPlan('/app', plan);
 */
export function applyPlan(root: string, plan: readonly PlannedFile[]): void {
  for (const file of plan.filter((entry) => writes(entry.action))) {
    const target = join(root, file.path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.content);
  }
}
