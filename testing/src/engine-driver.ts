// The embedded wallet's whole path as a person takes it in a browser without Intersection Observer v2 (Firefox,
// WebKit), written once over a small driver that each engine implements (firefox-driver.ts over puppeteer-core,
// webkit-driver.ts over WebDriver): e-mail login with the mailed code (a new visitor: no device link), the recovery
// password in the secure UI, then a signature and a transaction, each approved in the secure approval window.
import { createPublicClient, http, parseEther, verifyMessage, type Address, type Hex } from 'viem';
import { expect } from 'vitest';
import type { ExampleWorld } from './example-world';
import { waitUntil } from './embedded-login';

/** Where a step acts: the app page, the secure UI frame in its modal, or the approval window (a popup). */
export type Place = 'page' | 'secure' | 'window';

export interface EngineDriver {
  open(url: string): Promise<void>;
  /** Clicks the enabled button whose text is `name` (waiting for it), as a person does. */
  click(place: Place, name: string): Promise<void>;
  /** Types `text` into the element `css` matches. */
  fill(place: Place, css: string, text: string): Promise<void>;
  /** The text of the element `css` matches, '' when there is none. */
  text(place: Place, css: string): Promise<string>;
  /** Closes the modal with its Close button. */
  closeDialog(): Promise<void>;
  /** Opens `url` in another tab of this browser, clicks the button whose text starts with `button` there, waits for `done` in the page, closes it. */
  inOtherTab(url: string, button: string, done: string): Promise<void>;
}

export type EngineOutcome = { address: Address; signature: Hex; hash: Hex };

const MESSAGE_TIMEOUT = 60_000;

/**
 * A new visitor signs up by e-mail (the mailed code, then the recovery password in the secure UI); resolves with
 * the address the example shows.
 * @example
 * const address = await signUpByEmail(world, driver, 'ada@example.com', 'correct horse battery');
 */
export async function signUpByEmail(world: ExampleWorld, driver: EngineDriver, email: string, password: string): Promise<Address> {
  const mail = world.mail!;
  const started = Date.now();
  await driver.open(world.app.url);
  await driver.click('page', 'Connect Wallet');
  await driver.fill('page', '[role="dialog"] input[type="email"]', email);
  await driver.click('page', 'Continue');
  // A new visitor: the code alone (no device link: the account has no device yet).
  await mail.waitForMail({ to: email, subject: /code/i, after: started, timeoutMs: 30_000 });
  const code = mail.codeFor(email)!;
  for (const [index, digit] of [...code].entries()) await driver.fill('page', `input[aria-label="Digit ${index + 1}"]`, digit);
  // The recovery password is set in the secure UI frame: not a gated step, so no window is needed.
  await driver.fill('secure', 'input[autocomplete="new-password"][minlength]', password);
  await driver.fill('secure', 'input[autocomplete="new-password"]:not([minlength])', password);
  await driver.click('secure', 'Continue');
  return connectedAddress(driver);
}

/** The address examples/full shows once connected (waits for it). */
export async function connectedAddress(driver: EngineDriver, timeoutMs = MESSAGE_TIMEOUT): Promise<Address> {
  const shown = () => driver.text('page', 'dd');
  await waitUntil(async () => /^0x[0-9a-fA-F]{40}$/.test(await shown()), 'the connected address', timeoutMs);
  return (await shown()) as Address;
}

/**
 * Signs up by e-mail, signs the example's message and sends 0.01 ETH, approving both in the approval window.
 * @example
 * const { address, signature, hash } = await signUpSignAndSend(world, driver, 'ada@example.com', 'correct horse battery');
 */
async function signUpSignAndSend(world: ExampleWorld, driver: EngineDriver, email: string, password: string, receiver: Address): Promise<EngineOutcome> {
  const address = await signUpByEmail(world, driver, email, password);
  await driver.closeDialog();
  await driver.click('page', 'Sign message');
  const signature = (await approveInWindow(driver, () => driver.text('page', '[data-testid="signature"]'), /^0x[0-9a-f]{130}$/)) as Hex;

  const chain = createPublicClient({ transport: http(world.chains[0]!.url) });
  await chain.request({ method: 'anvil_setBalance' as never, params: [address, `0x${parseEther('1').toString(16)}`] as never });
  await driver.fill('page', 'input[placeholder="0x…"]', receiver);
  await driver.click('page', 'Send 0.01 ETH');
  const hash = (await approveInWindow(driver, () => driver.text('page', '[data-testid="tx-hash"]'), /^0x[0-9a-f]{64}$/)) as Hex;
  return { address, signature, hash };
}

/**
 * The whole path in one engine, then what it must prove: the engine lacks IOv2, the signature verifies for the
 * address, and the 0.01 ETH came from that address and landed.
 * @example
 * await provesEveryStep(world, firefoxDriver(browser, page), 'ada@example.com', receiver, () => page.evaluate(...));
 */
export async function provesEveryStep(world: ExampleWorld, driver: EngineDriver, email: string, receiver: Address, hasIov2: () => Promise<boolean>): Promise<void> {
  const chain = createPublicClient({ transport: http(world.chains[0]!.url) });
  const before = await chain.getBalance({ address: receiver });
  const outcome = await signUpSignAndSend(world, driver, email, 'correct horse battery', receiver);
  expect(await hasIov2()).toBe(false);
  expect(await verifyMessage({ address: outcome.address, message: 'Hello from create-wallet-modal', signature: outcome.signature })).toBe(true);
  const receipt = await chain.waitForTransactionReceipt({ hash: outcome.hash, pollingInterval: 100 });
  expect(receipt.status).toBe('success');
  expect(receipt.from.toLowerCase()).toBe(outcome.address.toLowerCase());
  expect(await chain.getBalance({ address: receiver })).toBe(before + parseEther('0.01'));
}

/** The secure UI offers the window (no IOv2 here); the person opens it and approves there; resolves with the app's result. */
async function approveInWindow(driver: EngineDriver, result: () => Promise<string>, expected: RegExp): Promise<string> {
  await driver.click('secure', 'Open secure window');
  await driver.click('window', 'Approve');
  await waitUntil(async () => expected.test(await result()), 'the approved request’s result', MESSAGE_TIMEOUT);
  return result();
}
