// The modal by keyboard alone: Tab reaches every control and never leaves the dialog (Radix focus
// trap), Enter and the Back button navigate, Escape closes and focus returns to the ConnectButton.
import { describe, expect, it } from 'vitest';
import { openScenario, galleryPageOfFile } from '../gallery/world';

const gallery = galleryPageOfFile();

const dialog = () => gallery.page.getByRole('dialog');
const title = () => dialog().getByRole('heading').innerText();

/** The dialog's tabbable controls, in DOM order, each marked with data-tab-index for later lookups. */
function markTabbables(): Promise<number> {
  return gallery.page.evaluate(() => {
    const root = document.querySelector('[role="dialog"]')!;
    const candidates = [...root.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')];
    const tabbable = candidates.filter(
      (el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
    );
    tabbable.forEach((el, index) => (el.dataset.tabIndex = String(index)));
    return tabbable.length;
  });
}

/** Where focus is: the marked control's index, 'outside' when not in the dialog, 'unmarked' otherwise. */
const focused = () =>
  gallery.page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || !document.querySelector('[role="dialog"]')?.contains(active)) return 'outside';
    return active.dataset.tabIndex ?? 'unmarked';
  });

describe('keyboard use of the modal (gallery)', () => {
  it.each(['connect-legal', 'account-connected', 'networks', 'all-wallets-long-names'])(
    '%s: N+1 Tabs visit every control once, stay inside the dialog and wrap around',
    async (id) => {
      await openScenario(gallery.page, gallery.url, id, 'dark');
      const count = await markTabbables();
      expect(count).toBeGreaterThan(1);
      const start = await focused();
      const visited: string[] = [];
      for (let i = 0; i <= count; i++) {
        await gallery.page.keyboard.press('Tab');
        visited.push(await focused());
      }
      expect(visited).not.toContain('outside');
      expect(new Set(visited.slice(0, count)).size).toBe(count);
      expect(visited[count - 1]).toBe(start);
      expect(visited[count]).toBe(visited[0]);
    },
  );

  it('Shift+Tab from the first control wraps to the last', async () => {
    await openScenario(gallery.page, gallery.url, 'connect-wallets', 'light');
    const count = await markTabbables();
    await gallery.page.locator('[data-tab-index="0"]').focus();
    await gallery.page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe(String(count - 1));
  });

  it('Enter opens Networks from Account and the Back button returns', async () => {
    await openScenario(gallery.page, gallery.url, 'account-connected', 'dark');
    await dialog().getByRole('button', { name: /^Network/ }).focus();
    await gallery.page.keyboard.press('Enter');
    await expect.poll(title).toBe('Choose Network');
    await dialog().getByRole('button', { name: 'Back' }).focus();
    await gallery.page.keyboard.press('Enter');
    await expect.poll(title).toBe('Account');
  });

  /** Opens the modal from the ConnectButton by keyboard, then closes it with Escape. */
  async function openAndEscape() {
    await openScenario(gallery.page, gallery.url, 'connect-wallets', 'dark');
    await gallery.page.keyboard.press('Escape');
    await expect.poll(() => dialog().count()).toBe(0);
    const trigger = gallery.page.getByRole('button', { name: /^Connect Wallet$/ });
    await trigger.focus();
    await gallery.page.keyboard.press('Enter');
    await dialog().waitFor({ state: 'visible' });
    await expect.poll(focused).not.toBe('outside');
    await gallery.page.keyboard.press('Escape');
    await expect.poll(() => dialog().count()).toBe(0);
    return trigger;
  }

  it('Enter on the ConnectButton opens the modal with focus inside; Escape closes it', async () => {
    await openAndEscape();
  });

  // Radix returns focus only to its own Dialog.Trigger; the provider records the opener instead.
  it('Escape returns focus to the ConnectButton that opened the modal', async () => {
    const trigger = await openAndEscape();
    await expect.poll(() => trigger.evaluate((button) => button === document.activeElement), { timeout: 1_000 }).toBe(true);
  });
});
