// JSON-RPC 2.0 error codes (spec §8 "Codes") and the conversion of HTTP failures into JSON-RPC error payloads.

import { ErrorMessages } from './messages.js';

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

/** The catalogued server-error range, inclusive. */
export const SERVER_ERROR_RANGE = [-32006, -32000] as const;

export interface JsonRpcErrorPayload {
  jsonrpc: '2.0';
  id: number | string | null;
  error: { code: number; message: string; data?: unknown };
}

/**
 * The catalogue entry of a JSON-RPC code, or the generic server error for unknown codes.
 * @example
 * getJsonRpcError(-32601).message; // 'Method not found'
 */
export function getJsonRpcError(code: number): { code: number; message: string } {
  const known = Object.values(JsonRpcErrors).find((entry) => entry.code === code);
  return known ?? { code, message: JsonRpcErrors.SERVER_ERROR.message };
}

/**
 * Turns a failed HTTP call (a non-OK status, or a thrown network error) into a JSON-RPC error
 * payload for the request `id`, so callers handle one shape.
 * @example
 * httpFailureToJsonRpc(1, { status: 502 }); // { jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'HTTP status code 502' } }
 */
export function httpFailureToJsonRpc(
  id: JsonRpcErrorPayload['id'],
  failure: { status: number } | unknown,
): JsonRpcErrorPayload {
  const message = hasStatus(failure)
    ? ErrorMessages.HTTP_STATUS(failure.status)
    : failure instanceof Error && failure.message
      ? failure.message
      : JsonRpcErrors.SERVER_ERROR.message;
  return { jsonrpc: '2.0', id, error: { code: JsonRpcErrors.SERVER_ERROR.code, message } };
}

function hasStatus(value: unknown): value is { status: number } {
  return typeof value === 'object' && value !== null && typeof (value as { status?: unknown }).status === 'number';
}
