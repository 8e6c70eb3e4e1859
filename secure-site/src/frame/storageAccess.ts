// The wallet frame's side of "sessions survive privacy settings": where the browser refused this frame storage,
// the frame tells its UI frames so (they ask for storage access on the person's next click there: a hidden
// frame never gets a user activation), and when a UI frame says its click got a grant, the frame asks for
// access itself (granted now, so no prompt and no click needed), moves its live state into the granted
// IndexedDB and tells the kit. The UI's word is only a hint: nothing changes unless the browser grants access here.
import { frameMessage, uiMessage, type ChannelLike } from '../shared/channel.js';
import { storageAccessStore, type KeyValueStore, type SwitchableStore } from '../lib/storage.js';

/**
 * @example
 * keepStorageOnGrant(channel, store, () => port.postMessage({ type: '@w3m-frame/STORAGE_KEPT' }));
 */
export function keepStorageOnGrant(
  channel: ChannelLike,
  store: SwitchableStore,
  onKept: () => void,
  access: () => Promise<KeyValueStore | undefined> = storageAccessStore,
): void {
  if (store.kind !== 'memory') return;
  let asking = false;
  channel.addEventListener('message', (event) => {
    const parsed = uiMessage.safeParse(event.data);
    if (!parsed.success || store.kind !== 'memory') return;
    if (parsed.data.type === 'hello') channel.postMessage(frameMessage.parse({ type: 'storage', kind: 'memory' }));
    if (parsed.data.type !== 'storage-granted' || asking) return;
    asking = true;
    void (async () => {
      try {
        const target = await access();
        if (!target) return;
        await store.persist(target);
        onKept();
      } catch {
        // Storage that fails while the state moves: the frame keeps its memory (the kit still says so).
      } finally {
        asking = false;
      }
    })();
  });
}
