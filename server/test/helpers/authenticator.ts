// A software WebAuthn authenticator for tests: a P-256 key (node:crypto), 'none' attestation, and the
// browser's JSON encoding of its answers, so the server's passkey routes are verified for real.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

type Cbor = number | string | Uint8Array | Cbor[] | Map<number | string, Cbor> | { [key: string]: Cbor };

/** The little CBOR (RFC 8949) a WebAuthn answer needs: unsigned and negative ints, bytes, text, maps. */
export function cbor(value: Cbor): Buffer {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    if (n < 65536) return Buffer.from([(major << 5) | 25, n >> 8, n & 255]);
    const b = Buffer.alloc(5);
    b[0] = (major << 5) | 26;
    b.writeUInt32BE(n, 1);
    return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64u = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');

export type CeremonyOptions = {
  origin: string;
  /** What the authenticator hashes into authData (normally the options' RP ID). */
  rpId: string;
  /** A ceremony in a cross-origin iframe names the page it ran in. */
  topOrigin?: string;
  userVerified?: boolean;
};

/** One passkey on one software authenticator (a discoverable credential with its user handle). */
export class SoftAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  userHandle?: Buffer;
  counter = 0;

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    this.publicJwk = { x: jwk.x!, y: jwk.y! };
  }

  get id(): string {
    return b64u(this.credentialId);
  }

  private clientData(type: string, challenge: string, o: CeremonyOptions): Buffer {
    const data: Record<string, unknown> = { type, challenge, origin: o.origin, crossOrigin: o.topOrigin !== undefined };
    if (o.topOrigin) data.topOrigin = o.topOrigin;
    return Buffer.from(JSON.stringify(data));
  }

  private flags(o: CeremonyOptions, attested: boolean): number {
    return 0x01 | (o.userVerified === false ? 0 : 0x04) | (attested ? 0x40 : 0);
  }

  /** navigator.credentials.create's answer, as the frame sends it (no client extension results). */
  create(options: { challenge: string; user: { id: string } }, o: CeremonyOptions) {
    this.userHandle = Buffer.from(options.user.id, 'base64url');
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const coseKey = cbor(new Map<number, Cbor>([[1, 2], [3, -7], [-1, 1], [-2, Buffer.from(this.publicJwk.x, 'base64url')], [-3, Buffer.from(this.publicJwk.y, 'base64url')]]));
    const authData = Buffer.concat([sha256(o.rpId), Buffer.from([this.flags(o, true)]), counter, Buffer.alloc(16), idLength, this.credentialId, coseKey]);
    const attestationObject = cbor({ fmt: 'none', attStmt: {}, authData });
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: { clientDataJSON: b64u(this.clientData('webauthn.create', options.challenge, o)), attestationObject: b64u(attestationObject), transports: ['internal'] },
    };
  }

  /** navigator.credentials.get's answer; the counter moves forward by one unless `counter` is given. */
  get(options: { challenge: string }, o: CeremonyOptions & { counter?: number }) {
    this.counter = o.counter ?? this.counter + 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    const authData = Buffer.concat([sha256(o.rpId), Buffer.from([this.flags(o, false)]), counter]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, o);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64u(clientDataJSON),
        authenticatorData: b64u(authData),
        signature: b64u(signature),
        ...(this.userHandle ? { userHandle: b64u(this.userHandle) } : {}),
      },
    };
  }
}
