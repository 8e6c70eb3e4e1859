// Entry of /embedded/frame (hidden): checks who frames it, announces READY to that exact origin, takes one
// handshake with a MessageChannel port, then serves the app's requests over that port only.
import { FRAME_PREFIX, appHandshakeMessage } from '@wallet-modal/schema/embedded';
import * as z from 'zod/mini';
import { createApiClient } from '../lib/api.js';
import { loadDeviceIdentity } from '../lib/device.js';
import { createIdbStore } from '../lib/storage.js';
import { channelName } from '../shared/channel.js';
import { embeddingOrigin, projectIdOf } from '../shared/parent.js';
import { parseEvmChainId } from './chains.js';
import { createFrameHandler } from './handler.js';
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
  const version = z.string().check(z.maxLength(64)).safeParse(query.get('version')).data ?? undefined;
  const store = createIdbStore();
  const devicePromise = loadDeviceIdentity(store);
  let handshaken = false;

  const onMessage = async (event: MessageEvent) => {
    if (handshaken || event.source !== window.parent || event.origin !== parentOrigin) return;
    const handshake = appHandshakeMessage.safeParse(event.data);
    const port = event.ports[0];
    if (!handshake.success || !port) return;
    handshaken = true;
    window.removeEventListener('message', onMessage);
    const device = await devicePromise;
    const handle = createFrameHandler({
      port,
      store,
      api: createApiClient({ baseUrl: location.origin, projectId, device }),
      ui: createUiBridge(new BroadcastChannel(channelName(projectId))),
      projectId,
      chainId,
      reload: () => location.reload(),
    });
    port.onmessage = (message) => void handle(message.data);
    port.postMessage({ type: `${FRAME_PREFIX}HANDSHAKE_SUCCESS`, nonce: handshake.data.nonce, ...(version ? { version } : {}) });
  };
  window.addEventListener('message', onMessage);
  window.parent.postMessage({ type: `${FRAME_PREFIX}READY`, ...(version ? { version } : {}) }, parentOrigin);
}

start();
