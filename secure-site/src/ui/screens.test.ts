// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UiAnswer } from '../shared/channel.js';
import { renderScreen, type ScreenContext } from './screens.js';
import { watchTopLevel } from './visibility.js';

function mount(screen: Parameters<typeof renderScreen>[0], extra: Partial<ScreenContext> = {}) {
  const answers: UiAnswer[] = [];
  const root = document.createElement('main');
  root.replaceChildren(...renderScreen(screen, { answer: (a) => answers.push(a), onDispose: () => undefined, ...extra }));
  document.body.replaceChildren(root);
  const button = (name: string) => [...root.querySelectorAll('button')].find((b) => b.textContent === name);
  const input = (label: string) => {
    const element = [...root.querySelectorAll('label')].find((l) => l.textContent === label);
    return element ? (root.querySelector(`#${element.htmlFor}`) as HTMLInputElement) : undefined;
  };
  const submit = () => root.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));
  return { root, answers, button, input, submit };
}

describe('the UI frame screens', () => {
  it("approve: 'Approve' stays disabled with an explanation where IntersectionObserver v2 is missing; 'Reject' answers", () => {
    const view = mount({ kind: 'approve', chainId: 1, networkName: 'Ethereum', details: { method: 'personal_sign', message: '0x68656c6c6f' } });
    expect(view.root.textContent).toContain('hello');
    expect(view.root.textContent).toContain('Ethereum (1)');
    expect(view.button('Approve')?.disabled).toBe(true);
    expect(view.root.textContent).toMatch(/cannot confirm that this window is fully visible/);
    view.button('Approve')!.click();
    expect(view.answers).toEqual([]);
    view.button('Reject')!.click();
    expect(view.answers).toEqual([{ kind: 'reject' }]);
  });

  it("approve names the app from SYNC_DAPP_DATA ('<name> asks you to sign'), else 'This app'", () => {
    const named = mount({ kind: 'approve', chainId: 1, networkName: 'Ethereum', appName: 'Acme Swap', details: { method: 'personal_sign', message: '0x68656c6c6f' } });
    expect(named.root.querySelector('.wm-origin')?.textContent).toBe('Acme Swap asks you to sign on Ethereum (1).');
    const call = { to: '0x000000000000000000000000000000000000b0b0', value: '1', data: '0x' };
    const unnamed = mount({ kind: 'approve', chainId: 10, details: { method: 'wallet_sendCalls', calls: [call, call] } });
    expect(unnamed.root.querySelector('.wm-origin')?.textContent).toBe('This app asks you to approve 2 transactions on Chain 10.');
  });

  it("approve: the frame's decoded actions (inner calls indented, warnings as notes), value in the network's currency and the simulation's balance changes", () => {
    const spender = '0x000000000000000000000000000000000000a77a';
    const view = mount({
      kind: 'approve',
      chainId: 137,
      networkName: 'Polygon',
      details: {
        method: 'eth_sendTransaction',
        transaction: {
          to: spender,
          value: '1000000000000000000',
          data: '0x82ad56cb',
          currency: { symbol: 'POL', decimals: 18 },
          actions: [
            { depth: 0, title: 'Multicall: 1 call', fields: [['Contract', spender]], warnings: [] },
            { depth: 1, title: 'Approve USDC: unlimited', fields: [['Spender', spender]], warnings: ['Unlimited approval: it can take all your USDC.'] },
          ],
        },
        simulation: { error: 'Could not simulate this on the network\'s node (method not found): the balance changes are not known.' },
      },
    });
    const titles = [...view.root.querySelectorAll('.wm-action')].map((a) => [a.className, a.querySelector('.wm-action-title')?.textContent]);
    expect(titles).toEqual([['wm-action wm-depth-0', 'Multicall: 1 call'], ['wm-action wm-depth-1', 'Approve USDC: unlimited']]);
    expect(view.root.querySelector('[role=note]')?.textContent).toBe('⚠ Unlimited approval: it can take all your USDC.');
    expect(view.root.textContent).toContain('1 POL');
    expect(view.root.textContent).not.toContain('Data');
    expect(view.root.textContent).toMatch(/Could not simulate/);
  });

  it("recovery-setup: 'Password' and 'Confirm password', at least 8 characters, matching and hard to guess (zxcvbn, with its feedback), then 'Continue' sends it", async () => {
    const view = mount({ kind: 'recovery-setup' });
    const alert = () => view.root.querySelector('[role=alert]')?.textContent;
    const type = (password: string, confirmation = password) => {
      view.input('Password')!.value = password;
      view.input('Password')!.dispatchEvent(new Event('input'));
      view.input('Confirm password')!.value = confirmation;
    };
    expect(view.root.textContent).toMatch(/recovers your wallet when you sign in on a new device/);
    type('short');
    view.submit();
    await vi.waitFor(() => expect(alert()).toBe('Use at least 8 characters.'));
    type('long enough', 'long enougH');
    view.submit();
    await vi.waitFor(() => expect(alert()).toBe('The passwords do not match.'));
    // A common password: refused, with the estimator's own words, as it is typed and at Continue.
    type('password123');
    await vi.waitFor(() => expect(view.root.textContent).toContain('Too easy to guess.'), { timeout: 10_000 });
    view.submit();
    await vi.waitFor(() => expect(alert()).toMatch(/^This password is too easy to guess\. .*common/i), { timeout: 10_000 });
    expect(view.answers).toEqual([]);
    type('violet anchor tundra 93 sleeps');
    await vi.waitFor(() => expect(view.root.textContent).toContain('Strong enough.'));
    expect(view.button('Continue')?.type).toBe('submit');
    view.submit();
    await vi.waitFor(() => expect(view.answers).toEqual([{ kind: 'password', password: 'violet anchor tundra 93 sleeps' }]));
    expect(view.input('Password')!.value).toBe('');
  });

  it("recovery: one 'Password' field, the frame's error shown, 'Continue'", () => {
    const view = mount({ kind: 'recovery', error: 'Wrong password. Try again.' });
    expect(view.input('Confirm password')).toBeUndefined();
    expect(view.root.querySelector('[role=alert]')?.textContent).toBe('Wrong password. Try again.');
    view.input('Password')!.value = 'attempt two';
    view.submit();
    expect(view.answers).toEqual([{ kind: 'password', password: 'attempt two' }]);
  });

  it('recovery after another tab or device created the wallet: the frame\'s notice says so in place of "This device does not hold your wallet yet"', () => {
    const notice = 'Your wallet was just created in another tab or on another device. Enter the recovery password set there to use it here.';
    const view = mount({ kind: 'recovery', method: 'password', notice });
    expect(view.root.querySelector('.wm-muted')?.textContent).toBe(notice);
    expect(view.root.textContent).not.toMatch(/does not hold your wallet yet/);
    expect(mount({ kind: 'recovery' }).root.textContent).toMatch(/This device does not hold your wallet yet/);
  });

  it("export: the reveal is gated like Approve; the words screen lists 12 words and 'Done' answers", () => {
    const gated = mount({ kind: 'export' });
    expect(gated.button('Reveal')?.disabled).toBe(true);
    gated.input('Password')!.value = 'whatever1';
    gated.submit();
    expect(gated.answers).toEqual([]);
    const words = 'one two three four five six seven eight nine ten eleven twelve';
    const shown = mount({ kind: 'export', words });
    expect([...shown.root.querySelectorAll('li')].map((li) => li.textContent)).toEqual(words.split(' '));
    shown.button('Done')!.click();
    expect(shown.answers).toEqual([{ kind: 'done' }]);
  });
});

describe('the clickjacking guard (IntersectionObserver v2)', () => {
  // The browser's API stands in here (jsdom has none): a minimal IOv2 whose entries the test emits.
  let emit: (isVisible: boolean, intersectionRatio?: number) => void = () => undefined;
  let options: IntersectionObserverInit & { trackVisibility?: boolean; delay?: number } = {};
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  function installIov2() {
    class Entry {}
    Object.defineProperty(Entry.prototype, 'isVisible', { value: false });
    class Observer {
      constructor(callback: (entries: unknown[]) => void, init: typeof options) {
        options = init;
        emit = (isVisible, intersectionRatio = 1) => callback([{ isVisible, intersectionRatio }]);
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserverEntry', Entry);
    vi.stubGlobal('IntersectionObserver', Observer);
  }

  it('enables Approve only after the frame has been visible for 500 ms, and disables it at once when it is not', () => {
    vi.useFakeTimers();
    installIov2();
    const view = mount({ kind: 'approve', chainId: 1, details: { method: 'personal_sign', message: '0x01' } });
    expect(options).toMatchObject({ trackVisibility: true, delay: 100 });
    const approve = view.button('Approve')!;
    expect(approve.disabled).toBe(true);
    emit(true);
    vi.advanceTimersByTime(499);
    expect(approve.disabled).toBe(true);
    vi.advanceTimersByTime(1);
    expect(approve.disabled).toBe(false);
    emit(false);
    expect(approve.disabled).toBe(true);
    expect(view.root.textContent).toContain('Make sure this window is fully visible');
    emit(true);
    vi.advanceTimersByTime(500);
    approve.click();
    expect(view.answers).toEqual([{ kind: 'approve' }]);
  });

  it("email-change: the new address, then the code from the current address naming the new one, then the code from the new address; 'Cancel' rejects", () => {
    const address = mount({ kind: 'email-change', step: 'address', currentEmail: 'ada@example.com' });
    expect(address.root.textContent).toContain("Your wallet's e-mail is ada@example.com");
    address.submit();
    expect(address.answers).toEqual([]);
    expect(address.root.textContent).toContain('Enter the new e-mail address.');
    address.input('New e-mail')!.value = ' grace@example.com ';
    address.submit();
    expect(address.answers).toEqual([{ kind: 'email-address', email: 'grace@example.com' }]);

    const current = mount({ kind: 'email-change', step: 'current-code', currentEmail: 'ada@example.com', newEmail: 'grace@example.com', error: 'Invalid one-time code' });
    expect(current.root.textContent).toContain('Enter the code we sent to ada@example.com. It confirms the change to grace@example.com.');
    expect(current.root.querySelector('[role=alert]')?.textContent).toBe('Invalid one-time code');
    current.input('Code from your current address')!.value = '123456';
    current.submit();
    expect(current.answers).toEqual([{ kind: 'email-code', otp: '123456' }]);

    const fresh = mount({ kind: 'email-change', step: 'new-code', currentEmail: 'ada@example.com', newEmail: 'grace@example.com' });
    expect(fresh.root.textContent).toContain('Enter the code we sent to grace@example.com.');
    fresh.button('Cancel')!.click();
    expect(fresh.answers).toEqual([{ kind: 'reject' }]);
  });

  it('keeps Approve disabled while part of the screen is out of view (clipped or scrolled by the host page), even if nothing covers it', () => {
    vi.useFakeTimers();
    installIov2();
    const view = mount({ kind: 'approve', chainId: 1, details: { method: 'personal_sign', message: '0x01' } });
    emit(true, 0.8);
    vi.advanceTimersByTime(2_000);
    expect(view.button('Approve')!.disabled).toBe(true);
    emit(true, 0.995);
    vi.advanceTimersByTime(500);
    expect(view.button('Approve')!.disabled).toBe(false);
  });

  it('a screen taller than the frame never enables Approve here: it offers the secure window instead', async () => {
    vi.useFakeTimers();
    installIov2();
    const view = mount({ kind: 'approve', chainId: 1, details: { method: 'personal_sign', message: '0x01' } }, { openWindow: () => true });
    const screen = view.root.querySelector('.wm-screen')!;
    vi.spyOn(screen, 'getBoundingClientRect').mockReturnValue({ height: window.innerHeight + 200 } as DOMRect);
    emit(true, 0.6);
    vi.advanceTimersByTime(2_000);
    await Promise.resolve();
    expect(view.button('Approve')!.disabled).toBe(true);
    expect(view.root.textContent).toContain('This request is too long to show here in full');
    view.button('Open secure window')!.click();
    expect(view.root.textContent).toContain('Continue in the secure window.');
  });
});

describe('without IntersectionObserver v2: the approval window', () => {
  afterEach(() => vi.useRealTimers());

  it("the UI frame offers 'Open secure window' (the person's click opens it) and says when the browser blocked it", async () => {
    let allowed = false;
    const opened: boolean[] = [];
    const view = mount({ kind: 'approve', chainId: 1, details: { method: 'personal_sign', message: '0x01' } }, { openWindow: () => (opened.push(allowed), allowed) });
    await Promise.resolve();
    expect(view.button('Approve')!.disabled).toBe(true);
    view.button('Open secure window')!.click();
    expect(view.root.textContent).toContain('blocked the secure window');
    allowed = true;
    view.button('Open secure window')!.click();
    expect(opened).toEqual([false, true]);
    expect(view.root.textContent).toContain('Continue in the secure window.');
  });

  it('in the approval window (top-level) Approve works 500 ms after the window is shown, not before', () => {
    vi.useFakeTimers();
    const view = mount({ kind: 'approve', chainId: 1, details: { method: 'personal_sign', message: '0x01' } }, { watch: watchTopLevel });
    expect(view.button('Open secure window')).toBeUndefined();
    view.button('Approve')!.click();
    vi.advanceTimersByTime(499);
    expect(view.button('Approve')!.disabled).toBe(true);
    vi.advanceTimersByTime(1);
    view.button('Approve')!.click();
    expect(view.answers).toEqual([{ kind: 'approve' }]);
  });
});
