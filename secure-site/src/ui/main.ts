// Entry of /embedded/ui (visible inside the modal): checks who frames it, then runs the UI (app.ts) on the
// project's BroadcastChannel with the wallet frame.
import * as z from 'zod/mini';
import '../styles/site.css';
import { channelName } from '../shared/channel.js';
import { embeddingOrigin, projectIdOf } from '../shared/parent.js';
import { runUi } from './app.js';

z.config({ jitless: true });

function start(): void {
  const root = document.getElementById('app');
  const projectId = projectIdOf(location.search);
  if (!root || !embeddingOrigin(window) || !projectId) return;
  runUi(root, new BroadcastChannel(channelName(projectId)));
}

start();
