import { afterEach, describe, expect, it } from 'vitest';
import { frameMessage, uiMessage } from '../shared/channel.js';
import { createMemoryStore, switchableStore, type KeyValueStore } from '../lib/storage.js';
import { keepStorageOnGrant } from './storageAccess.js';

// Real BroadcastChannels (Node has them): the frame's end and a UI frame's end of one channel name.
const opened: BroadcastChannel[] = [];
function channels() {
  const name = `storage-test-${Math.random()}`;
  const frame = new BroadcastChannel(name);
  const ui = new BroadcastChannel(name);
  opened.push(frame, ui);
  const heard: unknown[] = [];
  ui.addEventListener('message', (event) => heard.push(frameMessage.parse(event.data)));
  return { frame, ui, heard, say: (message: unknown) => ui.postMessage(uiMessage.parse(message)) };
}
afterEach(() => opened.splice(0).forEach((channel) => channel.close()));

const uiId = 'u'.repeat(16);

describe('the wallet frame keeps its state once a UI click got storage access', () => {
  it('a UI whose click got a grant: the frame takes storage access itself, moves its state and tells the kit', async () => {
    const { frame, heard, say } = channels();
    const store = switchableStore(createMemoryStore(), 'memory');
    await store.set('session:p', { token: 't' });
    const granted = createMemoryStore();
    let kept = 0;
    keepStorageOnGrant(frame, store, () => (kept += 1), async () => granted);
    // A UI that loads hears that the frame has memory only (it asks on the person's next click).
    say({ type: 'hello', uiId });
    await expect.poll(() => heard).toContainEqual({ type: 'storage', kind: 'memory' });
    say({ type: 'storage-granted', uiId });
    await expect.poll(() => kept).toBe(1);
    expect(store.kind).toBe('persistent');
    expect(granted.map.get('session:p')).toEqual({ token: 't' });
  });

  it('a UI that only claims a grant the browser did not give changes nothing', async () => {
    const { frame, say } = channels();
    const store = switchableStore(createMemoryStore(), 'memory');
    let asked = 0;
    let kept = 0;
    keepStorageOnGrant(frame, store, () => (kept += 1), async (): Promise<KeyValueStore | undefined> => ((asked += 1), undefined));
    say({ type: 'storage-granted', uiId });
    await expect.poll(() => asked).toBe(1);
    expect(store.kind).toBe('memory');
    expect(kept).toBe(0);
  });

  it('a frame with storage says nothing to its UIs and asks for nothing', async () => {
    const { frame, heard, say } = channels();
    let asked = 0;
    keepStorageOnGrant(frame, switchableStore(createMemoryStore(), 'persistent'), () => undefined, async () => ((asked += 1), undefined));
    // A listener after the frame's: once it saw both messages, the frame's listener has run on them too; its
    // marker then comes after anything the frame posted (one sender's messages arrive in order).
    const seen: unknown[] = [];
    frame.addEventListener('message', (event) => {
      seen.push(event.data);
      if (seen.length === 2) frame.postMessage({ type: 'theme', themeMode: 'dark' });
    });
    say({ type: 'hello', uiId });
    say({ type: 'storage-granted', uiId });
    await expect.poll(() => heard.length).toBe(1);
    expect(heard).toEqual([{ type: 'theme', themeMode: 'dark' }]);
    expect(asked).toBe(0);
  });
});
