// JSON-RPC over HTTP for our own calls: transport policy applied, HTTP failures returned as JSON-RPC errors.

import { httpFailureToJsonRpc, type JsonRpcErrorPayload } from '../errors/jsonRpc.js';
import { assertHttpUrl } from '../validate/rpcUrl.js';
import { parseJsonWithBigInt } from '../validate/bigJson.js';
import { fetchWithRetry, type FetchWithRetryOptions } from './fetchWithRetry.js';

export interface JsonRpcRequest {
  jsonrpc: '2.0';
  id: number | string;
  method: string;
  params?: unknown;
}

export type JsonRpcResponse = { jsonrpc: '2.0'; id: number | string | null; result: unknown } | JsonRpcErrorPayload;

/**
 * POSTs one JSON-RPC request. A non-OK status or a network failure comes back as a JSON-RPC error
 * payload (never a throw); integers of 17+ digits in the result are bigints. Throws
 * 'Provided URL is not compatible with HTTP connection' for a non-http(s) URL.
 * @example
 * const response = await postJsonRpc('http://127.0.0.1:8545', { jsonrpc: '2.0', id: 1, method: 'eth_chainId' });
 */
export async function postJsonRpc(url: string, request: JsonRpcRequest, options: FetchWithRetryOptions = {}): Promise<JsonRpcResponse> {
  assertHttpUrl(url);
  try {
    const response = await fetchWithRetry(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request) },
      options,
    );
    if (!response.ok) return httpFailureToJsonRpc(request.id, response);
    return parseJsonWithBigInt(await response.text()) as JsonRpcResponse;
  } catch (error) {
    return httpFailureToJsonRpc(request.id, error);
  }
}
