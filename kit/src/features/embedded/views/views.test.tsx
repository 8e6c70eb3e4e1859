// @vitest-environment jsdom
// The embedded wallet as a visitor uses it, in the real modal against a fake secure-site frame:
// e-mail → code boxes → Account, the secure UI iframe, the settings; and the code boxes themselves.

import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createWalletModal, type WalletModal } from '../../../core/client.js';
import { STORAGE_KEYS } from '../../../core/storage/keys.js';
import { WalletModalProvider } from '../../../react/Provider.js';
import { email } from '../../email/index.js';
import { embeddedProvider, embeddedWallet } from '../index.js';
import { defaultHandlers, EMBEDDED_ADDRESS, installFakeFrame, releaseEmbedded, SECURE_SITE, UI_CHANNEL, type FakeFrame } from '../testing.js';
import { OtpInput } from './OtpInput.js';
import { resetDom } from '../../../react/testing.js';

/** axe's violations inside the dialog (jsdom computes no colours: contrast is the browser suite's; the secure site's own page is not ours to check here). */
async function axeViolations(): Promise<string[]> {
  const axe = (await import('axe-core')).default;
  const results = await axe.run(screen.getByRole('dialog'), { iframes: false, rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`);
}

let fake: (FakeFrame & { uninstall(): void }) | undefined;
let modal: WalletModal | undefined;

afterEach(() => {
  cleanup();
  releaseEmbedded(modal, fake);
  modal = undefined;
  fake = undefined;
  resetDom();
});

function openModal(handlers = defaultHandlers()): WalletModal {
  localStorage.clear();
  fake = installFakeFrame({ handlers });
  modal = createWalletModal({ projectId: 'demo', networks: ['eip155:1', 'eip155:10'], secureSiteUrl: SECURE_SITE, adapters: [], modules: [email(), embeddedWallet()] });
  render(<WalletModalProvider modal={modal}>{null}</WalletModalProvider>);
  act(() => modal!.open());
  return modal;
}

async function typeCode(code: string): Promise<void> {
  for (const [index, digit] of [...code].entries()) {
    const box = await screen.findByRole('textbox', { name: `Digit ${index + 1}` }, { timeout: 10_000 });
    fireEvent.change(box, { target: { value: digit } });
  }
}

describe('e-mail login in the modal', () => {
  it("E-mail, 'Continue', the 6 code boxes, then the Account view with the embedded address", async () => {
    const current = openModal();
    const field = await screen.findByRole('textbox', { name: 'E-mail' }, { timeout: 10_000 });
    // The embedded wallet's AUTH connector is not listed among the wallets.
    expect(current.$connectors.get().map((connector) => connector.type)).toContain('AUTH');
    expect(screen.queryByRole('button', { name: /E-mail/ })).toBeNull();
    fireEvent.change(field, { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('ada@example.com', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend code' })).toHaveProperty('disabled', true);
    expect(screen.getByText(/^Please try again after (30|29) seconds$/)).toBeTruthy();
    await screen.findByRole('textbox', { name: 'Digit 1' }, { timeout: 10_000 });
    expect(await axeViolations()).toEqual([]);
    await typeCode('123456');
    expect(await screen.findByTestId('account-address', {}, { timeout: 10_000 })).toBeTruthy();
    expect(current.$accounts.get().eip155?.address).toBe(EMBEDDED_ADDRESS);
    // The app data and theme every new frame is sent (sync.test.ts) are left out.
    expect(fake!.requests.map((request) => request.name).filter((name) => !name.startsWith('SYNC_'))).toEqual(['CONNECT_EMAIL', 'CONNECT_OTP', 'GET_USER', 'GET_SMART_ACCOUNT_ENABLED_NETWORKS']);
  });

  it('a wrong code shows the error inline and clears the boxes', async () => {
    openModal();
    fireEvent.change(await screen.findByRole('textbox', { name: 'E-mail' }, { timeout: 10_000 }), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await typeCode('654321');
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe('Invalid code');
    expect((screen.getByRole('textbox', { name: 'Digit 1' }) as HTMLInputElement).value).toBe('');
  });

  it('a new user sets up recovery in the secure UI: an iframe titled "Secure wallet" on the secure site, no sandbox', async () => {
    const handlers = defaultHandlers();
    let finish: (() => void) | undefined;
    handlers.CONNECT_OTP = () => ({ result: { recovery: 'SETUP' } });
    handlers.COMPLETE_RECOVERY = () => new Promise((resolve) => (finish = () => resolve({ result: {} })));
    openModal(handlers);
    fireEvent.change(await screen.findByRole('textbox', { name: 'E-mail' }, { timeout: 10_000 }), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await typeCode('123456');
    const dialog = await screen.findByRole('dialog');
    const frame = (await within(dialog).findByTitle('Secure wallet', {}, { timeout: 10_000 })) as HTMLIFrameElement;
    expect(frame.src).toBe(`${SECURE_SITE}/embedded/ui?projectId=demo&kind=recovery&channel=${UI_CHANNEL}`);
    expect(frame.hasAttribute('sandbox')).toBe(false);
    expect(await axeViolations()).toEqual([]);
    act(() => finish!());
    expect(await screen.findByTestId('account-address', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('a recovery step that fails shows its error when the code view comes back, and a new e-mail starts without it', async () => {
    const handlers = defaultHandlers();
    handlers.CONNECT_OTP = () => ({ result: { recovery: 'SETUP' } });
    handlers.COMPLETE_RECOVERY = () => ({ error: { code: 'UNKNOWN', message: 'The wallet could not be created' } });
    openModal(handlers);
    fireEvent.change(await screen.findByRole('textbox', { name: 'E-mail' }, { timeout: 10_000 }), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await typeCode('123456');
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toBe('The wallet could not be created');
    expect(await screen.findByRole('textbox', { name: 'Digit 1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Back/ }));
    // The visitor waited out the 30 s e-mail pause.
    localStorage.removeItem(STORAGE_KEYS.LAST_EMAIL_LOGIN_TIME);
    fireEvent.change(await screen.findByRole('textbox', { name: 'E-mail' }, { timeout: 10_000 }), { target: { value: 'grace@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('grace@example.com', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the embedded account', () => {
  async function signedIn(handlers = defaultHandlers()): Promise<WalletModal> {
    const current = openModal(handlers);
    fireEvent.change(await screen.findByRole('textbox', { name: 'E-mail' }, { timeout: 10_000 }), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await typeCode('123456');
    await screen.findByTestId('account-address', {}, { timeout: 10_000 });
    return current;
  }

  it('signing shows ApproveTransaction with the secure UI; closing is refused until the frame answers', async () => {
    const handlers = defaultHandlers();
    let approve: (() => void) | undefined;
    handlers.RPC_REQUEST = () => new Promise((resolve) => (approve = () => resolve({ result: '0x1234' })));
    const current = await signedIn(handlers);
    act(() => current.close());
    let signature: Promise<unknown> | undefined;
    act(() => void (signature = embeddedProvider(current).request({ method: 'eth_signTypedData_v4', params: [EMBEDDED_ADDRESS, '{}'] })));
    const frame = (await screen.findByTitle('Secure wallet', {}, { timeout: 10_000 })) as HTMLIFrameElement;
    expect(frame.src).toBe(`${SECURE_SITE}/embedded/ui?projectId=demo&kind=approve&channel=${UI_CHANNEL}`);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByTitle('Secure wallet')).toBeTruthy();
    expect(current.$modal.get().open).toBe(true);
    await act(async () => {
      approve!();
      await signature;
    });
    await expect(signature).resolves.toBe('0x1234');
    expect(current.$modal.get().open).toBe(false);
  });

  it('Wallet settings: the e-mail, changing it in the secure UI (no code in the app), export in the secure UI, sign out', async () => {
    const current = await signedIn();
    fireEvent.click(await screen.findByRole('button', { name: 'Wallet settings' }));
    expect((await screen.findByTestId('embedded-email', {}, { timeout: 10_000 })).textContent).toBe('ada@example.com');
    expect(await axeViolations()).toEqual([]);

    // The e-mail change runs in the secure UI (issue 29): the kit sends UPDATE_EMAIL alone, shows the secure page
    // for it, and learns only the new address; no change code is ever asked for or sent by the host page.
    fireEvent.click(screen.getByRole('button', { name: /^E-mail/ }));
    expect((await screen.findByTestId('embedded-email', {}, { timeout: 10_000 })).textContent).toBe('grace@example.com');
    await expect.poll(() => localStorage.getItem(STORAGE_KEYS.EMAIL)).toBe('grace@example.com');
    expect(fake!.requests.filter((request) => request.name.startsWith('UPDATE_EMAIL')).map((request) => [request.name, request.payload])).toEqual([['UPDATE_EMAIL', {}]]);

    fireEvent.click(screen.getByRole('button', { name: 'Export private key' }));
    const frame = (await screen.findByTitle('Secure wallet', {}, { timeout: 10_000 })) as HTMLIFrameElement;
    expect(frame.src).toBe(`${SECURE_SITE}/embedded/ui?projectId=demo&kind=export&channel=${UI_CHANNEL}`);
    // The frame is shown first; the request goes once its channel is open: wait for it, never read it at once.
    await expect.poll(() => fake!.requests.at(-1)?.name).toBe('EXPORT_WALLET');
    await screen.findByRole('button', { name: 'Sign out' }, { timeout: 10_000 });

    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await expect.poll(() => current.$connection.get().status).toBe('disconnected');
    await expect.poll(() => fake!.requests.at(-1)?.name).toBe('SIGN_OUT');
    await expect.poll(() => localStorage.getItem(STORAGE_KEYS.EMAIL_LOGIN_USED)).toBeNull();
  });
});

describe('the code boxes', () => {
  function boxes(onComplete: (code: string) => void = () => {}) {
    render(<OtpInput onComplete={onComplete} />);
    return [1, 2, 3, 4, 5, 6].map((index) => screen.getByRole('textbox', { name: `Digit ${index}` }) as HTMLInputElement);
  }

  it('typing a digit fills the box and moves to the next; the sixth submits', () => {
    const codes: string[] = [];
    const inputs = boxes((code) => codes.push(code));
    fireEvent.change(inputs[0]!, { target: { value: '1' } });
    expect(document.activeElement).toBe(inputs[1]);
    fireEvent.change(inputs[1]!, { target: { value: 'x' } });
    expect(inputs[1]!.value).toBe('');
    for (const [index, digit] of ['2', '3', '4', '5', '6'].entries()) fireEvent.change(inputs[index + 1]!, { target: { value: digit } });
    expect(codes).toEqual(['123456']);
  });

  it('Backspace on an empty box goes back and clears the one before', () => {
    const inputs = boxes();
    fireEvent.change(inputs[0]!, { target: { value: '1' } });
    fireEvent.change(inputs[1]!, { target: { value: '2' } });
    expect(document.activeElement).toBe(inputs[2]);
    fireEvent.keyDown(inputs[2]!, { key: 'Backspace' });
    expect(document.activeElement).toBe(inputs[1]);
    expect(inputs[1]!.value).toBe('');
    expect(inputs[0]!.value).toBe('1');
  });

  it('pasting 6 digits fills every box and submits; other text is not pasted as a code', () => {
    const codes: string[] = [];
    const inputs = boxes((code) => codes.push(code));
    fireEvent.paste(inputs[0]!, { clipboardData: { getData: () => 'abc' } });
    expect(codes).toEqual([]);
    fireEvent.paste(inputs[2]!, { clipboardData: { getData: () => ' 987654 ' } });
    expect(inputs.map((input) => input.value).join('')).toBe('987654');
    expect(codes).toEqual(['987654']);
  });
});
