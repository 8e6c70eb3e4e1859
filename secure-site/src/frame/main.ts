// Entry of /embedded/frame (hidden): checks who frames it, announces READY to that exact origin, takes one
// handshake with a MessageChannel port, then serves the app's requests over that port only.
// ?enableLogger is accepted and ignored: the frame logs nothing (nothing it holds may reach a console).
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
    const handle = createFrameHandler({
      port,
      store: await store,
      api: createApiClient({ baseUrl: location.origin, projectId, device: await device, appOrigin: origin }),
      ui: createUiBridge(new BroadcastChannel(uiChannelName(projectId, uiChannel)), { parentOrigin: origin }),
      projectId,
      chainId,
      reload: () => location.reload(),
    });
    port.onmessage = (message) => void handle(message.data);
  }, { uiChannel });
}

start();
