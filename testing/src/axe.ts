/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// axe-core in a Playwright page: injects its source (from the installed package, no CDN) and lists
// the violations inside an element as readable lines.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeResult = { violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] };

/**
 * One line per violation: rule id, impact, help text and the offending elements. Waits for finite
 * running animations first (spinners go on forever): colours mid-fade are not what a visitor reads.
 * @example
 * expect(await axeViolations(page)).toEqual([]);
 */
export async function axeViolations(page: Page, selector = '[role="dialog"]'): Promise<string[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  await page.evaluate(axeSource);
  const result = await page.evaluate(async (include) => {
    const axe = (window as unknown as { axe: { run: (context: unknown) => Promise<AxeResult> } }).axe;
    return axe.run({ include: [[include]] });
  }, selector);
  return result.violations.map(
    ({ id, impact, help, nodes }) => `${id} (${impact}): ${help} at ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
