// Listens for the page's Content-Security-Policy blocking a request; the code that says which
// directive to add is fetched only when that happens (nothing of it in the start-up bundle).

import type { ModalCore } from '../instance.js';

/** Starts listening; returns what stops it. Outside a browser (a server render, a Node script) there is no page to watch. */
export function watchCsp(modal: ModalCore): () => void {
  if (typeof document === 'undefined') return () => {};
  const listener = (event: SecurityPolicyViolationEvent) => void import('./report.js').then(({ reportViolation }) => reportViolation(modal.options, event));
  document.addEventListener('securitypolicyviolation', listener);
  return () => document.removeEventListener('securitypolicyviolation', listener);
}
