// Accessibility of every view: axe finds no violation in the open modal of any gallery scenario, in
// either theme (contrast included, so both themes matter).
import { describe, expect, it } from 'vitest';
import { THEMES, openScenario, scenarios, galleryPageOfFile } from '../gallery/world';
import { axeViolations } from '@wallet-modal/testing';

const cases = scenarios.flatMap(({ id }) => THEMES.map((theme) => ({ id, theme })));

const gallery = galleryPageOfFile();

describe('axe on every gallery scenario', () => {
  it.each(cases)('$id ($theme): no violation', async ({ id, theme }) => {
    await openScenario(gallery.page, gallery.url, id, theme);
    expect(await axeViolations(gallery.page)).toEqual([]);
  });

  it('reports a control with no accessible name planted in the dialog', async () => {
    await openScenario(gallery.page, gallery.url, 'connect-wallets', 'dark');
    await gallery.page.evaluate(() => document.querySelector('[role="dialog"]')!.append(document.createElement('button')));
    expect((await axeViolations(gallery.page)).join('\n')).toMatch(/^button-name \(critical\)/);
  });
});
