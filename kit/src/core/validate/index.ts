// Pure validation functions (spec §5): each returns a verdict, or throws the spec's message for an assertion.
export * from './account.js';
export * from './address.js';
export * from './bigJson.js';
export * from './caip.js';
export * from './identity.js';
export * from './response.js';
export * from './rpcUrl.js';
export * from './send.js';
export * from './sendCalls.js';
export * from './serialization.js';
export * from './session.js';
export * from './tokens.js';
