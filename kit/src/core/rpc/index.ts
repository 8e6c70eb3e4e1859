// RPC policy of the core: which methods are allowed, and the HTTP transport with its retry rules.
export * from './fetchWithRetry.js';
export * from './guard.js';
export * from './methods.js';
export * from './postJsonRpc.js';
export * from './retryPolicy.js';
