// What the CSP tests record in every document before its own scripts run: each securitypolicyviolation
// and each <style> element added (static CSS only: none may be), read back with readCspRecord.

import type { Frame, Page } from 'playwright-core';

/** The init script (context.addInitScript({ content: CSP_RECORDER })). */
export const CSP_RECORDER = `
  window.__csp = { violations: [], styles: 0 };
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__csp.violations.push(event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline') + ' at ' + event.sourceFile + ':' + event.lineNumber);
  });
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node.nodeName === 'STYLE') window.__csp.styles++;
  }).observe(document, { childList: true, subtree: true });
`;

export type CspRecord = { violations: string[]; styles: number };

/**
 * What the recorder saw in `target` so far.
 * @example
 * expect(await readCspRecord(page)).toEqual({ violations: [], styles: 0 });
 */
export function readCspRecord(target: Page | Frame): Promise<CspRecord> {
  return target.evaluate(() => (window as unknown as { __csp: CspRecord }).__csp);
}
