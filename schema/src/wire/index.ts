// @wallet-modal/schema/wire: every JSON shape the server answers and the kit reads, declared once.
// Types cost the kit nothing (`import type`); the zod schemas here are what the server validates input
// with, so the kit never imports them at run time (its readers are zod/mini, checked against these types).

export * from './analytics.js';
export * from './blockchain.js';
export * from './convert.js';
export * from './directory.js';
export * from './errors.js';
export * from './history.js';
export * from './onramp.js';
export * from './origins.js';
export * from './params.js';
export * from './siwx.js';
export * from './sessions.js';
export * from './signatures.js';
export * from './profile.js';
