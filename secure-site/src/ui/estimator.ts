// The strength estimator's `check`, imported from source: what tests and the dev server use. The built
// UI page replaces this module with estimatorScript.ts (vite.config.ts), which loads the separately
// built, SRI-checked estimator file instead, so the UI page's own file stays small.
import type { check } from './zxcvbn.js';

export type Check = typeof check;

export const loadCheck = (): Promise<Check> => import('./zxcvbn.js').then((module) => module.check);
