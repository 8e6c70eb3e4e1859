// Entry of /embedded/frame (hidden): checks who frames it, announces READY to that exact origin, takes one
// handshake with a MessageChannel port, then serves the app's requests over that port only.
// ?enableLogger is accepted and ignored: the frame logs nothing (nothing it holds may reach a console).
import { FRAME_PREFIX } from '@wallet-modal/schema/embedded';
import * as z from 'zod/mini';
import { createApiClient } from '../lib/api.js';
import { loadDeviceIdentity } from '../lib/device.js';
import { openStore } from '../lib/storage.js';
import { randomId } from '../lib/bytes.js';
import { uiChannelName } from '../shared/channel.js';
import { embeddingOrigin, projectIdOf } from '../shared/parent.js';
import { parseEvmChainId } from './chains.js';
import { createFrameHandler } from './handler.js';
import { awaitHandshake } from './handshake.js';
import { keepStorageOnGrant } from './storageAccess.js';
import { createUiBridge } from './uiBridge.js';

// No `new Function` under our CSP: zod must not probe for it.
z.config({ jitless: true });

function start(): void {
  const parentOrigin = embeddingOrigin(window);
  const projectId = projectIdOf(location.search);
  if (!parentOrigin || !projectId) return;
  const query = new URLSearchParams(location.search);
  let chainId = 1;
  try {
    chainId = parseEvmChainId(query.get('chainId') ?? '1');
  } catch {
    // An unknown chain param: start on Ethereum; the kit switches with SWITCH_NETWORK.
  }
  const version = z.string().check(z.regex(/^[A-Za-z0-9._+-]{1,64}$/)).safeParse(query.get('version')).data;
  const store = openStore();
  const device = store.then(loadDeviceIdentity);
  // This frame's UI channel: only the kit that shook hands learns the key (and puts it in its UI frames' URLs).
  const uiChannel = randomId(24);

  awaitHandshake(window, parentOrigin, version, async (port, origin) => {
    const channel = new BroadcastChannel(uiChannelName(projectId, uiChannel));
    const opened = await store;
    const handle = createFrameHandler({
      port,
      store: opened,
      api: createApiClient({ baseUrl: location.origin, projectId, device: await device, appOrigin: origin }),
      ui: createUiBridge(channel, { parentOrigin: origin }),
      projectId,
      chainId,
      reload: () => location.reload(),
    });
    port.onmessage = (message) => void handle(message.data);
    // Where the browser refused storage: ask for it from the person's click in the UI frame (storageAccess.ts).
    keepStorageOnGrant(channel, opened, () => port.postMessage({ type: `${FRAME_PREFIX}STORAGE_KEPT` }));
    // The kit learns where the state is, and says so when a reload will forget the wallet.
    return { storage: opened.kind };
  }, { uiChannel });
}

start();
