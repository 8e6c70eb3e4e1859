// @wallet-modal/schema/embedded: the embedded wallet's contracts, declared once: which RPC methods are
// safe, the app <-> frame messages, and the frame <-> server API.

export * from './api.js';
export * from './base58.js';
export * from './errors.js';
export * from './frame.js';
export * from './rpc.js';
export * from './social.js';
export * from './solana.js';
export * from './farcaster.js';
export * from './devices.js';
export * from './proxies.js';
