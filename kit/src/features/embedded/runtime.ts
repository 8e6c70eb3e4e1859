// Everything the embedded wallet's start-up stub (index.ts) forwards to, views included, in one lazy
// chunk: loaded on the first e-mail submit, or at start when the e-mail login was used before.

export * as adapter from './adapter.js';
export { connectEmail, connectPasskey } from './login.js';
export { connectSocial, resumeSocialReturn } from './social.js';
export { reloadFrame } from './farcaster.js';
export { embeddedRequest } from './provider.js';
export { destroyFrame, embeddedState, frameOf } from './state.js';

export { parts } from './parts.js';
