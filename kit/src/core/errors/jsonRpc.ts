// JSON-RPC 2.0 error codes (spec §8 "Codes"): the numbers errorCode() reads a wallet's failure from.

/** Standard and server-range JSON-RPC errors; -32000..-32006 carry their EIP-1474 meaning. */
export const JsonRpcErrors = {
  PARSE_ERROR: { code: -32700, message: 'Parse error' },
  INVALID_REQUEST: { code: -32600, message: 'Invalid Request' },
  METHOD_NOT_FOUND: { code: -32601, message: 'Method not found' },
  INVALID_PARAMS: { code: -32602, message: 'Invalid params' },
  INTERNAL_ERROR: { code: -32603, message: 'Internal error' },
  SERVER_ERROR: { code: -32000, message: 'Server error' },
  RESOURCE_NOT_FOUND: { code: -32001, message: 'Resource not found' },
  RESOURCE_UNAVAILABLE: { code: -32002, message: 'Resource unavailable' },
  TRANSACTION_REJECTED: { code: -32003, message: 'Transaction rejected' },
  METHOD_NOT_SUPPORTED: { code: -32004, message: 'Method not supported' },
  LIMIT_EXCEEDED: { code: -32005, message: 'Request limit exceeded' },
  VERSION_NOT_SUPPORTED: { code: -32006, message: 'JSON-RPC version not supported' },
} as const;

export type JsonRpcErrorName = keyof typeof JsonRpcErrors;
