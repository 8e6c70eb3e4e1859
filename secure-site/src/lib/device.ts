// The device's identity: a non-extractable ECDSA P-256 key pair made once per browser storage partition and
// kept in IndexedDB. Its public JWK names the device to the server; its signature on every session request
// makes a stolen session token useless elsewhere (schema/src/embedded/api.ts).
import { deviceKey, signedRequestPayload, type DeviceKey } from '@wallet-modal/schema/embedded';
import { randomId, toBase64Url } from './bytes.js';
import type { KeyValueStore } from './storage.js';

const DEVICE_KEY = 'device-key';
const ECDSA = { name: 'ECDSA', namedCurve: 'P-256' } as const;

export interface DeviceIdentity {
  keyPair: CryptoKeyPair;
  /** The public key as the API's `device` (kty, crv, x, y only). */
  jwk: DeviceKey;
}

/**
 * The device key of this storage partition, made on first use.
 * @example
 * const device = await loadDeviceIdentity(store); device.jwk.crv; // 'P-256'
 */
export async function loadDeviceIdentity(store: KeyValueStore): Promise<DeviceIdentity> {
  let keyPair = await store.get<CryptoKeyPair>(DEVICE_KEY);
  if (!keyPair?.privateKey || !keyPair.publicKey) {
    keyPair = await crypto.subtle.generateKey(ECDSA, false, ['sign', 'verify']);
    await store.set(DEVICE_KEY, keyPair);
  }
  const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', keyPair.publicKey);
  return { keyPair, jwk: deviceKey.parse({ kty, crv, x, y }) };
}

export interface SignedRequest {
  method: string;
  path: string;
  body: string;
  token: string;
  /** ms since the epoch (the server allows 60 s of skew). */
  timestamp?: number;
  nonce?: string;
}

async function sha256(text: string): Promise<string> {
  return toBase64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))));
}

/**
 * The headers of a session request: bearer token, timestamp, nonce and the device's P1363 signature over
 * signedRequestPayload (as WebCrypto's ECDSA produces it: r||s, 64 bytes).
 * @example
 * const headers = await signRequest(device, { method: 'POST', path: '/embedded/v1/wallet/share', body: '{}', token });
 */
export async function signRequest(device: DeviceIdentity, request: SignedRequest): Promise<Record<string, string>> {
  const timestamp = request.timestamp ?? Date.now();
  const nonce = request.nonce ?? randomId(16);
  const payload = signedRequestPayload({ method: request.method, path: request.path, timestamp, nonce, bodySha256: await sha256(request.body) });
  const signature = await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, device.keyPair.privateKey, new TextEncoder().encode(payload));
  return {
    Authorization: `Bearer ${request.token}`,
    'X-Wallet-Timestamp': String(timestamp),
    'X-Wallet-Nonce': nonce,
    'X-Wallet-Signature': toBase64Url(new Uint8Array(signature)),
  };
}
