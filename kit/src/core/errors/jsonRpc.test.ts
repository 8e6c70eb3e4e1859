import { describe, expect, it } from 'vitest';
import { JsonRpcErrors, SERVER_ERROR_RANGE, getJsonRpcError, httpFailureToJsonRpc } from './jsonRpc.js';

describe('JSON-RPC codes (spec §8)', () => {
  it('-32700 Parse error, -32600 Invalid Request, -32601 Method not found, -32602 Invalid params, -32603 Internal error, -32000 Server error', () => {
    expect(getJsonRpcError(-32700).message).toBe('Parse error');
    expect(getJsonRpcError(-32600).message).toBe('Invalid Request');
    expect(getJsonRpcError(-32601).message).toBe('Method not found');
    expect(getJsonRpcError(-32602).message).toBe('Invalid params');
    expect(getJsonRpcError(-32603).message).toBe('Internal error');
    expect(getJsonRpcError(-32000).message).toBe('Server error');
  });

  it('range -32000 to -32006 catalogued', () => {
    const codes = Object.values(JsonRpcErrors).map((e) => e.code);
    for (let code = SERVER_ERROR_RANGE[0]; code <= SERVER_ERROR_RANGE[1]; code++) expect(codes).toContain(code);
    expect(getJsonRpcError(-32050)).toEqual({ code: -32050, message: 'Server error' });
  });

  it('HTTP failures become JSON-RPC error payloads', () => {
    expect(httpFailureToJsonRpc(7, { status: 503 })).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: { code: -32000, message: 'HTTP status code 503' },
    });
    expect(httpFailureToJsonRpc('a', new TypeError('fetch failed')).error.message).toBe('fetch failed');
    expect(httpFailureToJsonRpc(null, undefined).error).toEqual({ code: -32000, message: 'Server error' });
  });
});
