// The kit's errors (spec §8): one catalogue of texts, the code tables, and node-error mapping.
export { WalletModalError, type WalletModalErrorOptions } from './base.js';
export { ErrorMessages, InternalMessages, type ErrorMessageId, type InternalMessageId } from './messages.js';
export { JsonRpcErrors, SERVER_ERROR_RANGE, getJsonRpcError, httpFailureToJsonRpc, type JsonRpcErrorName, type JsonRpcErrorPayload } from './jsonRpc.js';
export { ProviderErrors, providerErrorName, isUserRejection, type ProviderErrorName } from './provider.js';
export { NODE_ERROR_PATTERNS, NodeErrorMessages, NodeError, mapNodeError, type NodeErrorName } from './node.js';
export { errorCode, type ErrorCode } from './codes.js';
export { catalogueError } from './base.js';
