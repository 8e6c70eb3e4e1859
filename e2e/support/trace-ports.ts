// A debugging aid for browser tests of the embedded wallet: logs every MessagePort message (both
// directions, in the app and in its frames), the console and every response, with a label per page.
// Turned on by DEBUG_EMBEDDED=1 in e2e/embedded.e2e.test.ts; never on in CI.
import type { Page } from 'playwright-core';

export async function tracePortTraffic(page: Page, label: string): Promise<void> {
  page.on('console', (message) => console.log(`[${label}] ${message.type()}: ${message.text()}`));
  await page.addInitScript(() => {
    const send = MessagePort.prototype.postMessage;
    MessagePort.prototype.postMessage = function (this: MessagePort, ...args: unknown[]) {
      if (args[0] !== null) console.log('app->frame', JSON.stringify(args[0]).slice(0, 300));
      return (send as (...a: unknown[]) => void).apply(this, args);
    };
    const descriptor = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage')!;
    Object.defineProperty(MessagePort.prototype, 'onmessage', {
      ...descriptor,
      set(this: MessagePort, handler: ((event: MessageEvent) => void) | null) {
        descriptor.set!.call(this, handler && ((event: MessageEvent) => {
          if (event.data !== null) console.log('frame->app', JSON.stringify(event.data).slice(0, 300));
          handler(event);
        }));
      },
    });
    const listen = MessagePort.prototype.addEventListener;
    MessagePort.prototype.addEventListener = function (this: MessagePort, type: string, listener: EventListenerOrEventListenerObject, ...rest: unknown[]) {
      if (type === 'message') listen.call(this, 'message', (event) => (event as MessageEvent).data !== null && console.log('frame->app', JSON.stringify((event as MessageEvent).data).slice(0, 300)));
      return (listen as (...a: unknown[]) => void).call(this, type, listener, ...rest);
    };
  });
  page.on('response', (response) => console.log(`[${label}] ${response.status()} ${response.request().method()} ${response.url()}`));
}
