import { deviceKey, signedRequestPayload } from '@wallet-modal/schema/embedded';
import { describe, expect, it } from 'vitest';
import { fromBase64Url, toBase64Url } from './bytes.js';
import { loadDeviceIdentity, signRequest } from './device.js';
import { createMemoryStore } from './storage.js';

describe('the device key and signed session requests', () => {
  it('makes one non-extractable P-256 key per store and names the device by its public JWK only', async () => {
    const store = createMemoryStore();
    const first = await loadDeviceIdentity(store);
    const again = await loadDeviceIdentity(store);
    expect(again.jwk).toEqual(first.jwk);
    expect(Object.keys(first.jwk).sort()).toEqual(['crv', 'kty', 'x', 'y']);
    expect(deviceKey.safeParse(first.jwk).success).toBe(true);
    expect(first.keyPair.privateKey.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('jwk', first.keyPair.privateKey)).rejects.toThrow();
  });

  it('signs signedRequestPayload over the SHA-256 of the exact body; the server verifies it with the JWK', async () => {
    const device = await loadDeviceIdentity(createMemoryStore());
    const body = JSON.stringify({ serverShare: 'abc' });
    const headers = await signRequest(device, { method: 'post', path: '/embedded/v1/wallet/device', body, token: 'tok' });
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers['X-Wallet-Nonce']).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const timestamp = Number(headers['X-Wallet-Timestamp']);
    expect(Math.abs(timestamp - Date.now())).toBeLessThan(5_000);

    // As the server does it: import the public JWK, rebuild the payload, verify the P1363 signature.
    const publicKey = await crypto.subtle.importKey('jwk', device.jwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
    const bodySha256 = toBase64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body))));
    const payload = (b: string) => new TextEncoder().encode(signedRequestPayload({ method: 'POST', path: '/embedded/v1/wallet/device', timestamp, nonce: headers['X-Wallet-Nonce']!, bodySha256: b }));
    const signature = fromBase64Url(headers['X-Wallet-Signature']!);
    expect(signature.length).toBe(64);
    const verify = (data: Uint8Array<ArrayBuffer>) => crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, publicKey, signature, data);
    expect(await verify(payload(bodySha256))).toBe(true);
    // Another body (or path, or time) does not verify.
    expect(await verify(payload(toBase64Url(new Uint8Array(32))))).toBe(false);
  });
});
