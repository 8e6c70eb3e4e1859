// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { UiAnswer } from '../shared/channel.js';
import { renderScreen } from './screens.js';

const list = {
  devices: [
    { id: 'this-device', browser: 'Firefox on Linux', appOrigin: 'https://app.example.com', firstSeen: 1, lastSeen: 2, enrolled: true, current: true },
    { id: 'other-device', browser: 'Chrome on Android', appOrigin: null, firstSeen: 1, lastSeen: 2, enrolled: false, current: false },
  ],
  sessions: [],
  passkeys: [{ id: 'credential-1', createdAt: 1, lastUsedAt: null }],
};

describe('the devices screen', () => {
  it('names each device by browser and app, marks this device, and answers which entry to remove', () => {
    const answers: UiAnswer[] = [];
    const root = document.createElement('main');
    root.replaceChildren(...renderScreen({ kind: 'devices', list }, { answer: (a) => answers.push(a), onDispose: () => undefined }));
    expect(root.textContent).toContain('Firefox on Linux at app.example.com · this device');
    expect(root.textContent).toContain('Chrome on Android at an app the wallet could not verify');
    expect(root.textContent).toContain('No sessions.');
    const byLabel = (label: string) => root.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!;
    byLabel('Remove Chrome on Android at an app the wallet could not verify').click();
    byLabel('Remove Passkey').click();
    expect(byLabel('Remove Firefox on Linux at app.example.com (this device: signs you out)').textContent).toBe('Remove and sign out');
    expect(answers).toEqual([
      { kind: 'revoke', what: 'devices', id: 'other-device' },
      { kind: 'revoke', what: 'passkeys', id: 'credential-1' },
    ]);
  });

  it('shows a new device asking for the wallet with Allow and Refuse, and answers the decision', () => {
    const answers: UiAnswer[] = [];
    const root = document.createElement('main');
    const admissions = [{ id: 'asking-1', deviceId: 'new-device', browser: 'Safari on macOS', appOrigin: 'https://app.example.com', requestedAt: 1, readyAt: 2 }];
    root.replaceChildren(...renderScreen({ kind: 'devices', list: { ...list, admissions } }, { answer: (a) => answers.push(a), onDispose: () => undefined }));
    expect(root.textContent).toContain('New devices asking for your wallet');
    expect(root.textContent).toContain('unless you refuse');
    root.querySelector<HTMLButtonElement>('button[aria-label="Allow Safari on macOS at app.example.com"]')!.click();
    root.querySelector<HTMLButtonElement>('button[aria-label="Refuse Safari on macOS at app.example.com"]')!.click();
    expect(answers).toEqual([
      { kind: 'admission', decision: 'admit', id: 'asking-1' },
      { kind: 'admission', decision: 'refuse', id: 'asking-1' },
    ]);
  });
});
