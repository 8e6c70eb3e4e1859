// @vitest-environment jsdom
// The UI frame's passkey and custodial screens: the passkey is offered only where the browser can use
// PRF, its ceremony runs on the button's click with the PRF input, and what goes to the wallet frame keeps
// the PRF output apart from the WebAuthn JSON (which the frame forwards to the server).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PasskeyCreationOptions } from '@wallet-modal/schema/embedded';
import { PRF_INPUT } from '../lib/prf.js';
import type { UiAnswer } from '../shared/channel.js';
import { renderScreen } from './screens.js';

const options: PasskeyCreationOptions = {
  challenge: 'Y2hhbGxlbmdlLWNoYWxsZW5nZS1jaGFsbGVuZ2UtMzI',
  rp: { id: 'secure.example', name: 'Wallet' },
  user: { id: 'dXNlcg', name: 'ada@example.com', displayName: 'ada@example.com' },
  pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
  authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
};

function mount(screen: Parameters<typeof renderScreen>[0]) {
  const answers: UiAnswer[] = [];
  const root = document.createElement('main');
  root.replaceChildren(...renderScreen(screen, { answer: (a) => answers.push(a), onDispose: () => undefined }));
  document.body.replaceChildren(root);
  const button = (name: string) => [...root.querySelectorAll('button')].find((b) => b.textContent === name);
  return { root, answers, button };
}

/** A browser with WebAuthn: `prf` is what getClientCapabilities says of the PRF extension. */
function stubWebAuthn(prf: boolean | undefined, created?: { prfOutput?: Uint8Array }) {
  const buffer = (text: string) => new TextEncoder().encode(text).buffer;
  const create = vi.fn(async () => ({
    id: 'Y3JlZA',
    rawId: buffer('cred'),
    authenticatorAttachment: 'platform',
    response: { clientDataJSON: buffer('{}'), attestationObject: buffer('att'), getTransports: () => ['internal'] },
    getClientExtensionResults: () => ({ prf: { enabled: created?.prfOutput !== undefined, ...(created?.prfOutput ? { results: { first: created.prfOutput.buffer } } : {}) } }),
  }));
  vi.stubGlobal('PublicKeyCredential', { getClientCapabilities: async () => (prf === undefined ? {} : { 'extension:prf': prf }) });
  Object.defineProperty(navigator, 'credentials', { configurable: true, value: { create, get: vi.fn() } });
  return { create };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(navigator, 'credentials', { configurable: true, value: undefined });
});

describe('passkey and custodial screens of the UI frame', () => {
  it('recovery set-up offers "Use a passkey" with the password as the alternative on the same screen', async () => {
    stubWebAuthn(true);
    const view = mount({ kind: 'recovery-setup', passkey: options });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(view.root.querySelector('h1')?.textContent).toBe('Protect your wallet');
    expect(view.button('Use a passkey')).toBeDefined();
    expect(view.root.querySelector('section')?.classList.contains('wm-hidden')).toBe(false);
    expect([...view.root.querySelectorAll('h2')].map((h) => h.textContent)).toContain('Or set a recovery password');
    expect(view.root.querySelector('input[type="password"]')).not.toBeNull();
  });

  it('the passkey is not offered where the browser says it has no PRF', async () => {
    stubWebAuthn(false);
    const view = mount({ kind: 'recovery-setup', passkey: options });
    await vi.waitFor(() => expect(view.root.querySelector('section')?.classList.contains('wm-hidden')).toBe(true));
  });

  it('without an offer from the frame, only the password form is shown', () => {
    const view = mount({ kind: 'recovery-setup' });
    expect(view.button('Use a passkey')).toBeUndefined();
    expect(view.root.querySelector('h1')?.textContent).toBe('Set a recovery password');
  });

  it('"Use a passkey" creates it with the PRF extension on the secure RP ID; the PRF output travels beside the JSON, not in it', async () => {
    const prfOutput = new Uint8Array(32).fill(7);
    const { create } = stubWebAuthn(true, { prfOutput });
    const view = mount({ kind: 'recovery-setup', passkey: options });
    view.button('Use a passkey')!.click();
    await vi.waitFor(() => expect(view.answers).toHaveLength(1));
    const request = (create.mock.calls[0] as unknown as [CredentialCreationOptions])[0].publicKey!;
    expect(request.rp.id).toBe('secure.example');
    expect((request.extensions as { prf: { eval: { first: Uint8Array } } }).prf.eval.first).toEqual(PRF_INPUT);
    const answer = view.answers[0] as Extract<UiAnswer, { kind: 'passkey-created' }>;
    expect(answer.kind).toBe('passkey-created');
    expect(answer.prf).toBe(Buffer.from(prfOutput).toString('base64url'));
    expect(JSON.stringify(answer.response)).not.toContain(answer.prf);
    expect(answer.response).not.toHaveProperty('clientExtensionResults');
  });

  it('a cancelled passkey prompt says so and the button can be pressed again', async () => {
    stubWebAuthn(true);
    (navigator.credentials.create as ReturnType<typeof vi.fn>).mockRejectedValueOnce(new DOMException('cancelled', 'NotAllowedError'));
    const view = mount({ kind: 'recovery-setup', passkey: options });
    view.button('Use a passkey')!.click();
    await vi.waitFor(() => expect(view.root.textContent).toContain('The passkey request was cancelled or timed out. Try again.'));
    expect(view.button('Use a passkey')!.disabled).toBe(false);
    expect(view.answers).toEqual([]);
  });

  it('custodial set-up says plainly that the operator can restore the wallet, labelled custodial, and asks no secret', () => {
    const view = mount({ kind: 'custodial-setup' });
    expect(view.root.querySelector('.wm-badge')?.textContent).toBe('custodial');
    expect(view.root.textContent).toMatch(/operator of this service keeps a recovery copy and can restore your wallet/);
    expect(view.root.querySelector('input')).toBeNull();
    view.button('Continue')!.click();
    expect(view.answers).toEqual([{ kind: 'approve' }]);
  });
});
