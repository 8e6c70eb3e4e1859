// The kit's errors (spec §8): one catalogue of texts, the code tables.
export { WalletModalError, type WalletModalErrorOptions } from './base.js';
export { ErrorMessages, InternalMessages, type ErrorMessageId, type InternalMessageId } from './messages.js';
export { JsonRpcErrors, type JsonRpcErrorName } from './jsonRpc.js';
export { ProviderErrors, providerErrorName, isUserRejection, type ProviderErrorName } from './provider.js';
export { errorCode, type ErrorCode } from './codes.js';
export { catalogueError } from './base.js';
