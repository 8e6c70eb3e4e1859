// Entry of /embedded/ui (visible inside the modal): checks who frames it, then runs the UI (app.ts) on its wallet
// frame's BroadcastChannel (the key in ?channel, from the kit). Where this frame cannot prove it is visible, a
// screen's sensitive step continues in the approval window (approvalWindow.ts), whose answers app.ts sends on.
import * as z from 'zod/mini';
import '../styles/site.css';
import { uiChannelKey, uiChannelName } from '../shared/channel.js';
import { embeddingOrigin, projectIdOf } from '../shared/parent.js';
import { runUi } from './app.js';
import { createApprovalWindow } from './approvalWindow.js';
import { h, render } from './dom.js';

z.config({ jitless: true });

function start(): void {
  const root = document.getElementById('app');
  const projectId = projectIdOf(location.search);
  const key = uiChannelKey.safeParse(new URLSearchParams(location.search).get('channel'));
  if (!root || !embeddingOrigin(window) || !projectId) return;
  if (!key.success) {
    render(root, h('p', { role: 'alert' }, 'This page needs the wallet frame’s channel (?channel=): open it from the app.'));
    return;
  }
  runUi(root, new BroadcastChannel(uiChannelName(projectId, key.data)), createApprovalWindow);
}

start();
