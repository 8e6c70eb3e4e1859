// Accessibility checks in the page with axe-core: the violations in a part of the page, as short strings.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe on the elements matching `selector` (the dialog by default) and returns
 * `id (count)` for each violation; an empty list means axe found nothing.
 * @example
 * expect(await axeViolations(page)).toEqual([]);
 */
export async function axeViolations(page: Page, selector = '[role="dialog"]'): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (include) => {
    type AxeResult = { violations: { id: string; nodes: unknown[] }[] };
    const axe = (window as unknown as { axe: { run: (context: unknown) => Promise<AxeResult> } }).axe;
    const result = await axe.run({ include: [[include]] });
    return result.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
  }, selector);
}
