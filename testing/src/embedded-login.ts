/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The embedded wallet's e-mail login as a person does it in examples/full: Connect → e-mail → the mailed code, and
// on an account that already has a device, the approval from the mailed link (in a tab of the same profile) and a
// new code. Used by the theme
// test and the embedded bench.
import type { BrowserContext, FrameLocator, Page } from 'playwright-core';
import type { SmtpSink } from './smtp-sink';

export const dialogOf = (page: Page) => page.getByRole('dialog');
/** The secure site's visible UI inside the modal. */
export const secureFrame = (page: Page): FrameLocator => dialogOf(page).frameLocator('iframe[title="Secure wallet"]');
/** The address examples/full shows once connected. */
export const shownAddress = (page: Page) => page.locator('dd').first().innerText();

/** Resolves once `check` is true, polling every 50 ms, or rejects after `timeoutMs` naming `what`. */
export async function waitUntil(check: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Opens the modal, types `email` and continues (the frame is created by this submit). */
export async function submitEmail(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: /^Connect Wallet$/ }).click();
  await dialogOf(page).getByRole('textbox', { name: /e-?mail/i }).fill(email);
  await dialogOf(page).getByRole('button', { name: 'Continue' }).click();
}

/**
 * submitEmail, waiting out the 30 s per-address pause when it is shown (spec §5; the server holds it too, so a second
 * browser of an address that just signed in is told how long to wait): resolves once the modal left the e-mail field.
 */
export async function submitEmailPastPause(page: Page, email: string): Promise<void> {
  await submitEmail(page, email);
  const paused = dialogOf(page).getByText(/Please try again after \d+ seconds/).first();
  const onConnect = async () => (await dialogOf(page).getByRole('heading', { name: 'Connect Wallet' }).count()) === 1;
  for (let tries = 0; tries < 3; tries++) {
    // Either the next view or the pause under the field.
    await waitUntil(async () => !(await onConnect()) || (await paused.count()) > 0, 'the step after the e-mail');
    if (!(await onConnect())) return;
    const seconds = Number(/\d+/.exec(await paused.innerText())![0]);
    if (!(seconds > 0 && seconds <= 30)) throw new Error(`the pause says ${seconds} seconds, not 1 to 30`);
    await page.waitForTimeout(seconds * 1_000 + 500);
    await dialogOf(page).getByRole('button', { name: 'Continue' }).click();
  }
  throw new Error('the e-mail step still pauses after three waits');
}

/** Approves the device from the link in the newest mail to `email` since `after`, in a tab of the same profile. */
export async function approveDeviceFromMail(mail: SmtpSink, context: BrowserContext, email: string, after: number): Promise<void> {
  await mail.waitForMail({ to: email, subject: /Approve sign-in/, after, timeoutMs: 15_000 });
  const tab = await context.newPage();
  await tab.goto(mail.linkFor(email)!);
  await tab.getByRole('button', { name: /^Allow .+ to sign in$/ }).click();
  await waitUntil(async () => (await tab.getByText('Sign-in allowed').count()) === 1, 'the device approval');
  await tab.close();
}

/** Types the newest code mailed to `email` since `after` into the six boxes. */
export async function enterCode(mail: SmtpSink, page: Page, email: string, after: number): Promise<void> {
  await mail.waitForMail({ to: email, subject: /code/i, after, timeoutMs: 15_000 });
  const code = mail.codeFor(email)!;
  await waitUntil(async () => (await dialogOf(page).getByLabel('Digit 1').count()) === 1, 'the code boxes');
  for (const [index, digit] of [...code].entries()) await dialogOf(page).getByLabel(`Digit ${index + 1}`).fill(digit);
}

/**
 * Types the code; when the account already has a device (the device step shows after the code), approves this one
 * from the mailed link and types the new code. Resolves to whether the device step showed (a test that expects
 * approval checks it was asked).
 */
export async function enterCodeApprovingIfAsked(mail: SmtpSink, page: Page, context: BrowserContext, email: string, after: number): Promise<boolean> {
  await enterCode(mail, page, email, after);
  const typed = Date.now();
  const deviceStep = dialogOf(page).getByRole('progressbar', { name: 'Waiting for approval' });
  const past = async () => (await dialogOf(page).getByLabel('Digit 1').count()) === 0 && (await deviceStep.count()) === 0;
  await waitUntil(async () => (await deviceStep.count()) === 1 || (await past()), 'the step after the code');
  if ((await deviceStep.count()) === 0) return false;
  await approveDeviceFromMail(mail, context, email, typed);
  await enterCode(mail, page, email, typed);
  return true;
}

/** A new visitor on a new device: e-mail, code, then the recovery password; resolves with the address. */
export async function signUpByEmail(page: Page, mail: SmtpSink, email: string, password: string): Promise<string> {
  const started = Date.now();
  await submitEmail(page, email);
  await enterCode(mail, page, email, started);
  const frame = secureFrame(page);
  await frame.getByLabel('Password', { exact: true }).fill(password, { timeout: 30_000 });
  await frame.getByLabel('Confirm password').fill(password);
  await frame.getByRole('button', { name: 'Continue' }).click();
  await waitUntil(async () => /^0x[0-9a-fA-F]{40}$/.test(await shownAddress(page)), 'the connected address');
  return shownAddress(page);
}

/** Records, in the app's page, each screen the modal shows: the code boxes, the device wait, the secure UI, the e-mail field. */
export const SCREEN_RECORDER = `(() => {
  window.__screens = [];
  const screenOf = () => {
    const dialog = document.querySelector('[role="dialog"]');
    if (!dialog) return '';
    if (dialog.querySelector('[aria-label="Digit 1"]')) return 'code';
    if (dialog.querySelector('[role="progressbar"][aria-label="Waiting for approval"]')) return 'device';
    if (dialog.querySelector('iframe[title="Secure wallet"]')) return 'secure';
    if (dialog.querySelector('input[type="email"]')) return 'email';
    return '';
  };
  new MutationObserver(() => {
    const screen = screenOf();
    if (screen && window.__screens[window.__screens.length - 1] !== screen) window.__screens.push(screen);
  }).observe(document, { childList: true, subtree: true, attributes: true });
})();`;

/** The screens SCREEN_RECORDER saw in `page`, in order. */
export const recordedScreens = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { __screens: string[] }).__screens);
