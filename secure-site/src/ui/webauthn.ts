// WebAuthn on the secure origin, called from the visible UI frame (the person's click there is the user
// activation a cross-origin frame needs). Creates a passkey with the PRF extension, or asserts one and reads
// its PRF output. What goes to the wallet frame: the ceremony's JSON without client extension results (so
// the PRF output never reaches the server) and the PRF output beside it.
import type { PasskeyAuthenticationResponse, PasskeyCreationOptions, PasskeyRegistrationResponse } from '@wallet-modal/schema/embedded';
import { fromBase64Url, randomBytes, toBase64Url } from '../lib/bytes.js';
import { PRF_INPUT } from '../lib/prf.js';

type PrfResults = { prf?: { enabled?: boolean; results?: { first?: BufferSource } } };
const prfExtension = { prf: { eval: { first: PRF_INPUT } } } as AuthenticationExtensionsClientInputs;
const b64 = (buffer: BufferSource) =>
  toBase64Url(ArrayBuffer.isView(buffer) ? new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength) : new Uint8Array(buffer));
const prfOf = (credential: PublicKeyCredential) => {
  const first = (credential.getClientExtensionResults() as PrfResults).prf?.results?.first;
  return first ? b64(first) : undefined;
};
const attachment = (credential: PublicKeyCredential): { authenticatorAttachment?: 'platform' | 'cross-platform' } => {
  const value = credential.authenticatorAttachment;
  return value === 'platform' || value === 'cross-platform' ? { authenticatorAttachment: value } : {};
};

/**
 * Whether this browser can protect a wallet with a passkey's PRF: false when it says it cannot, undefined
 * when it does not say (then we try, and fall back to the password if no PRF output comes back).
 * @example
 * if ((await passkeySupport()) !== false) showPasskeyButton();
 */
export async function passkeySupport(): Promise<boolean | undefined> {
  if (typeof PublicKeyCredential === 'undefined' || !navigator.credentials) return false;
  const capabilities = (PublicKeyCredential as unknown as { getClientCapabilities?: () => Promise<Record<string, boolean>> }).getClientCapabilities;
  if (typeof capabilities !== 'function') return undefined;
  try {
    const answer = await capabilities.call(PublicKeyCredential);
    return 'extension:prf' in answer ? answer['extension:prf'] === true : undefined;
  } catch {
    return undefined;
  }
}

export type Asserted = { response: PasskeyAuthenticationResponse; prf?: string };

/**
 * navigator.credentials.get with the PRF evaluation: a discoverable credential when `credentialIds` is
 * empty. Without a server challenge (recovery and export only need the PRF output) a random one is used.
 */
export async function assertPasskey(options: { challenge?: string; rpId?: string; credentialIds?: string[]; timeout?: number }): Promise<Asserted> {
  const credential = (await navigator.credentials.get({
    publicKey: {
      challenge: options.challenge ? fromBase64Url(options.challenge) : randomBytes(32),
      ...(options.rpId ? { rpId: options.rpId } : {}),
      allowCredentials: (options.credentialIds ?? []).map((id) => ({ type: 'public-key' as const, id: fromBase64Url(id) })),
      userVerification: 'required',
      timeout: options.timeout ?? 120_000,
      extensions: prfExtension,
    },
  })) as PublicKeyCredential | null;
  if (!credential) throw new DOMException('No passkey was chosen', 'NotAllowedError');
  const response = credential.response as AuthenticatorAssertionResponse;
  const prf = prfOf(credential);
  return {
    response: {
      id: credential.id,
      rawId: b64(credential.rawId),
      type: 'public-key',
      response: {
        clientDataJSON: b64(response.clientDataJSON),
        authenticatorData: b64(response.authenticatorData),
        signature: b64(response.signature),
        ...(response.userHandle ? { userHandle: b64(response.userHandle) } : {}),
      },
      ...attachment(credential),
    },
    ...(prf ? { prf } : {}),
  };
}

export type Created = { response: PasskeyRegistrationResponse; prf?: string };

/**
 * navigator.credentials.create with the PRF extension. Some authenticators report PRF as enabled but give
 * its output only on a later assertion: then one assertion of the new credential follows at once.
 */
export async function createPasskey(options: PasskeyCreationOptions): Promise<Created> {
  const credential = (await navigator.credentials.create({
    publicKey: {
      challenge: fromBase64Url(options.challenge),
      rp: options.rp,
      user: { ...options.user, id: fromBase64Url(options.user.id) },
      pubKeyCredParams: options.pubKeyCredParams,
      timeout: options.timeout ?? 120_000,
      excludeCredentials: (options.excludeCredentials ?? []).map((c) => ({ type: 'public-key' as const, id: fromBase64Url(c.id), transports: c.transports as AuthenticatorTransport[] })),
      authenticatorSelection: options.authenticatorSelection as AuthenticatorSelectionCriteria,
      attestation: 'none',
      extensions: prfExtension,
    },
  })) as PublicKeyCredential | null;
  if (!credential) throw new DOMException('No passkey was created', 'NotAllowedError');
  const response = credential.response as AuthenticatorAttestationResponse;
  const created: Created = {
    response: {
      id: credential.id,
      rawId: b64(credential.rawId),
      type: 'public-key',
      response: {
        clientDataJSON: b64(response.clientDataJSON),
        attestationObject: b64(response.attestationObject),
        transports: response.getTransports?.().slice(0, 8) ?? [],
      },
      ...attachment(credential),
    },
  };
  let prf = prfOf(credential);
  if (!prf && (credential.getClientExtensionResults() as PrfResults).prf?.enabled) {
    prf = await assertPasskey({ rpId: options.rp.id, credentialIds: [credential.id] }).then(
      (asserted) => asserted.prf,
      () => undefined,
    );
  }
  return prf ? { ...created, prf } : created;
}

/** A WebAuthn failure in words for the person (a cancelled or timed-out prompt is the common one). */
export function passkeyErrorText(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return 'The passkey request was cancelled or timed out. Try again.';
  if (name === 'InvalidStateError') return 'This device already holds a passkey for this wallet.';
  if (name === 'SecurityError' || name === 'NotSupportedError') return 'Passkeys are not available in this browser here.';
  return 'The passkey did not work. Try again.';
}
