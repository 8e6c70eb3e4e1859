import { describe, expect, it } from 'vitest';
import { awaitHandshake, type HandshakeWindow } from './handshake.js';

const parentOrigin = 'https://app.example';
const nonce = 'n'.repeat(22);

function setup() {
  const target = new EventTarget();
  const toParent: { message: unknown; targetOrigin: string }[] = [];
  const parent = { postMessage: (message: unknown, targetOrigin: string) => toParent.push({ message, targetOrigin }) };
  const win: HandshakeWindow = {
    parent,
    addEventListener: (type, listener) => target.addEventListener(type, listener as EventListener),
    removeEventListener: (type, listener) => target.removeEventListener(type, listener as EventListener),
  };
  const ports: MessagePort[] = [];
  awaitHandshake(win, parentOrigin, '1.2.3', (port) => void ports.push(port));
  const dispatch = (init: { data: unknown; origin?: string; source?: unknown; port?: MessagePort }) =>
    target.dispatchEvent(Object.assign(new Event('message'), { data: init.data, origin: init.origin ?? parentOrigin, source: init.source === undefined ? parent : init.source, ports: init.port ? [init.port] : [] }));
  return { toParent, ports, dispatch };
}

const replyOf = (port: MessagePort) => new Promise<unknown>((resolve) => (port.onmessage = (event) => resolve(event.data)));

describe('the frame handshake', () => {
  it("announces READY to the parent's exact origin, never '*'", () => {
    expect(setup().toParent).toEqual([{ message: { type: '@w3m-frame/READY', version: '1.2.3' }, targetOrigin: parentOrigin }]);
  });

  it('accepts exactly one handshake from the parent window and origin, and answers over its port with the nonce', async () => {
    const frame = setup();
    const wrongOrigin = new MessageChannel();
    frame.dispatch({ data: { type: '@w3m-app/HANDSHAKE', nonce }, origin: 'https://evil.example', port: wrongOrigin.port1 });
    const wrongSource = new MessageChannel();
    frame.dispatch({ data: { type: '@w3m-app/HANDSHAKE', nonce }, source: {}, port: wrongSource.port1 });
    const noPort = { type: '@w3m-app/HANDSHAKE', nonce };
    frame.dispatch({ data: noPort });
    frame.dispatch({ data: { type: '@w3m-app/HANDSHAKE', nonce: 'short' }, port: new MessageChannel().port1 });
    expect(frame.ports).toHaveLength(0);

    const good = new MessageChannel();
    const reply = replyOf(good.port2);
    frame.dispatch({ data: { type: '@w3m-app/HANDSHAKE', nonce }, port: good.port1 });
    expect(await reply).toEqual({ type: '@w3m-frame/HANDSHAKE_SUCCESS', nonce, version: '1.2.3' });

    // A second handshake, even a valid one, is ignored.
    frame.dispatch({ data: { type: '@w3m-app/HANDSHAKE', nonce: 'm'.repeat(22) }, port: new MessageChannel().port1 });
    expect(frame.ports).toHaveLength(1);
    for (const channel of [wrongOrigin, wrongSource, good]) {
      channel.port1.close();
      channel.port2.close();
    }
  });
});
