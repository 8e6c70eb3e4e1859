// @vitest-environment jsdom
// Events for the app (issue 17 "Events … documented"): subscribeEvents hears what happens in the modal,
// whether or not analytics is on, and a listener that throws does not silence the others.

import { describe, expect, it, vi } from 'vitest';
import { walletModal } from './testing.js';
import type { ModalEvent } from './events.js';

describe('subscribeEvents', () => {
  it('hears open, connect, network switch, disconnect and close, in order, with their details', async () => {
    const { modal } = walletModal();
    const heard: ModalEvent[] = [];
    const stop = modal.subscribeEvents((event) => heard.push(event));
    modal.open();
    await modal.connect('dev.wallet');
    await modal.switchNetwork('eip155:10');
    await modal.disconnect();
    modal.close();
    expect(heard.map(({ event }) => event)).toEqual(['MODAL_OPEN', 'CONNECT_SUCCESS', 'SWITCH_NETWORK', 'DISCONNECT_SUCCESS', 'MODAL_CLOSE']);
    expect(heard[0]).toMatchObject({ properties: { connected: false }, timestamp: expect.any(Number) });
    expect(heard[2]).toMatchObject({ properties: { network: 'eip155:10' } });
    stop();
    modal.open();
    expect(heard).toHaveLength(5);
  });

  it('a failed connect is heard as CONNECT_ERROR', async () => {
    const { modal } = walletModal({ fail: Object.assign(new Error('User rejected the request.'), { code: 4001 }) });
    const heard: string[] = [];
    modal.subscribeEvents(({ event }) => heard.push(event));
    await expect(modal.connect('dev.wallet')).rejects.toThrow();
    expect(heard).toEqual(['CONNECT_ERROR']);
  });

  it('a listener that throws is reported; the others still hear the event', () => {
    const { modal } = walletModal();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const heard: string[] = [];
    modal.subscribeEvents(() => {
      throw new Error('app bug');
    });
    modal.subscribeEvents(({ event }) => heard.push(event));
    modal.open();
    expect(heard).toEqual(['MODAL_OPEN']);
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/A subscribeEvents listener threw/);
    errors.mockRestore();
  });

  it('two modals on a page hear only their own events', () => {
    const first = walletModal().modal;
    const second = walletModal().modal;
    const heard: string[] = [];
    first.subscribeEvents(({ event }) => heard.push(`first:${event}`));
    second.open();
    first.open();
    expect(heard).toEqual(['first:MODAL_OPEN']);
  });
});
