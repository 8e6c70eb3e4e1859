// The frame's client of the embedded-wallet API on its own origin (CSP connect-src 'self'). Bodies are
// built from the api.ts shapes, session requests are signed by the device key, and every answer is parsed
// with its api.ts schema before anything reads it.
import {
  EMBEDDED_API_PREFIX,
  emailStartResult,
  emailVerifyResult,
  emailUpdatePrimaryResult,
  emailUpdateResult,
  emailUpdateSecondaryResult,
  okResult,
  walletCreateResult,
  sessionAccountResult,
  sessionResult,
  servedNetworksResult,
  smartAccountNetworksResult,
  walletRecoveryParamsResult,
  walletRecoveryResult,
  walletShareResult,
  deviceWaitResult,
  devicesResult,
  passkeyCreationOptions,
  passkeyRegisterResult,
  passkeyRequestOptions,
  type PasskeyAuthenticationResponse,
  type PasskeyRegistrationResponse,
  type RecoveryUserHalf,
  socialFinishResult,
  socialStartResult,
  farcasterFinishResult,
  farcasterStartResult,
  type SocialProvider,
} from '@wallet-modal/schema/embedded';
import * as z from 'zod/mini';
import { signRequest, type DeviceIdentity } from './device.js';

/** An answer other than success: `code` is the server's (api.ts embeddedErrorCodes) or a client-side one. */
export class EmbeddedApiError extends Error {
  override name = 'EmbeddedApiError';
  constructor(
    readonly code: string,
    message: string,
    readonly status = 0,
    /** Seconds, with RATE_LIMITED. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

const errorBody = z.object({
  error: z.object({ code: z.string().check(z.maxLength(64)), message: z.optional(z.string().check(z.maxLength(1000))), retryAfter: z.optional(z.number()) }),
});
// The error branch first: an object with an unknown `result` also matches a body without one.
const rpcAnswer = z.union([
  z.object({ error: z.object({ code: z.number(), message: z.string().check(z.maxLength(2000)), data: z.optional(z.unknown()) }) }),
  z.object({ result: z.unknown() }),
]);

/** The long poll of /device/wait is ≤ 25 s; nothing else should take longer than this. */
const REQUEST_TIMEOUT_MS = 35_000;

export interface ApiClientOptions {
  /** The secure origin (the frame's own: location.origin). */
  baseUrl: string;
  projectId: string;
  device: DeviceIdentity;
  /** The app page framing the wallet (location.ancestorOrigins): the server shows it on approvals and in the device list. */
  appOrigin?: string;
  fetch?: typeof fetch;
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * @example
 * const api = createApiClient({ baseUrl: location.origin, projectId, device });
 * await api.emailStart('a@example.com'); // { action: 'VERIFY_OTP' }
 */
export function createApiClient({ baseUrl, projectId, device, appOrigin, fetch: fetchImpl = globalThis.fetch.bind(globalThis) }: ApiClientOptions) {
  async function send(path: string, init: { body: string; headers?: Record<string, string> }): Promise<{ response: Response; json: unknown }> {
    let response: Response;
    try {
      response = await fetchImpl(new URL(path, baseUrl), {
        method: 'POST',
        body: init.body,
        headers: { 'Content-Type': 'application/json', ...init.headers },
        credentials: 'omit',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch {
      throw new EmbeddedApiError('NETWORK', 'Network Error - Could not reach the wallet server');
    }
    return { response, json: await response.json().catch(() => undefined) };
  }

  function failure(response: Response, json: unknown): EmbeddedApiError {
    const parsed = errorBody.safeParse(json);
    const header = Number(response.headers.get('retry-after') ?? Number.NaN);
    const retryAfter = parsed.data?.error.retryAfter ?? (Number.isFinite(header) && header >= 0 ? header : undefined);
    return new EmbeddedApiError(parsed.data?.error.code ?? 'HTTP_ERROR', parsed.data?.error.message ?? `HTTP status code ${response.status}`, response.status, retryAfter);
  }

  async function post<S extends z.ZodMiniType>(route: string, schema: S, body: unknown, token?: string): Promise<z.infer<S>> {
    const path = `${EMBEDDED_API_PREFIX}${route}`;
    const text = JSON.stringify(body);
    const headers = token === undefined ? undefined : await signRequest(device, { method: 'POST', path, body: text, token });
    const { response, json } = await send(path, { body: text, headers });
    if (!response.ok) throw failure(response, json);
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new EmbeddedApiError('INVALID_RESPONSE', 'The wallet server answered something unexpected');
    return parsed.data;
  }

  const asked = appOrigin ? { appOrigin } : {};
  const identify = (email: string) => ({ projectId, email, device: device.jwk, ...asked });

  /** Social start and finish: signed by the device key like a session request, but before any session (no Authorization). */
  async function devicePost<S extends z.ZodMiniType>(route: string, schema: S, body: Record<string, unknown>): Promise<z.infer<S>> {
    const path = `${EMBEDDED_API_PREFIX}${route}`;
    const text = JSON.stringify({ ...body, projectId, device: device.jwk });
    const { Authorization: _none, ...headers } = await signRequest(device, { method: 'POST', path, body: text, token: '' });
    const { response, json } = await send(path, { body: text, headers });
    if (!response.ok) throw failure(response, json);
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new EmbeddedApiError('INVALID_RESPONSE', 'The wallet server answered something unexpected');
    return parsed.data;
  }

  return {
    emailStart: (email: string) => post('/email/start', emailStartResult, identify(email)),
    deviceWait: (email: string) => post('/device/wait', deviceWaitResult, identify(email)),
    emailVerify: (email: string, otp: string) => post('/email/verify', emailVerifyResult, { ...identify(email), otp }),
    session: (token: string) => post('/session', sessionAccountResult, {}, token),
    signOut: (token: string) => post('/session/sign-out', okResult, {}, token),
    walletCreate: (token: string, body: { address: string; serverShare: string; recovery: { serverHalf: string; userHalf: RecoveryUserHalf } }) =>
      post('/wallet/create', walletCreateResult, body, token),
    walletShare: (token: string) => post('/wallet/share', walletShareResult, {}, token),
    /** The recovery method and KDF, without the ciphertext: what the frame needs before it asks for the secret. */
    walletRecoveryParams: (token: string) => post('/wallet/recovery/params', walletRecoveryParamsResult, {}, token),
    /** Both halves; a password wallet's only for `proof` (K_auth), refused with WRONG_PASSWORD / RECOVERY_LOCKED otherwise. */
    walletRecovery: (token: string, proof?: string) => post('/wallet/recovery', walletRecoveryResult, proof ? { proof } : {}, token),
    /** Enrols K_auth on a wallet from before the online check, signed by the wallet key. */
    walletRecoveryVerifier: (token: string, verifier: string, signature: string) => post('/wallet/recovery/verifier', okResult, { verifier, signature }, token),
    walletDevice: (token: string, serverShare: string) => post('/wallet/device', okResult, { serverShare }, token),
    passkeyRegisterOptions: (token: string) => post('/passkey/register/options', passkeyCreationOptions, {}, token),
    passkeyRegister: (token: string, response: PasskeyRegistrationResponse) => post('/passkey/register/verify', passkeyRegisterResult, { projectId, response }, token),
    passkeyLoginOptions: () => post('/passkey/login/options', passkeyRequestOptions, { projectId, device: device.jwk }),
    passkeyLogin: (response: PasskeyAuthenticationResponse) => post('/passkey/login/verify', sessionResult, { projectId, device: device.jwk, response, ...asked }),
    /** The account's devices, live sessions and passkeys; each revoked by the id the list gave. */
    devices: (token: string) => post('/devices', devicesResult, {}, token),
    revoke: (token: string, what: 'devices' | 'sessions' | 'passkeys', id: string) => post(`/${what}/revoke`, okResult, { id }, token),
    /** Allows (or refuses) a new device that asked for the wallet, by the id the list gave; only from a device holding it. */
    admission: (token: string, decision: 'admit' | 'refuse', id: string) => post(`/devices/${decision}`, okResult, { id }, token),
    socialStart: (provider: SocialProvider, returnUrl?: string) => devicePost('/social/start', socialStartResult, { provider, ...(returnUrl ? { returnUrl } : {}) }),
    socialFinish: (attemptId: string, finishCode: string) => devicePost('/social/finish', socialFinishResult, { attemptId, finishCode }),
    /** Farcaster start and finish (device-signed like social): a relay channel, then its session once the Farcaster app signed (409 SOCIAL_NOT_FINISHED before). */
    farcasterStart: () => devicePost('/farcaster/start', farcasterStartResult, {}),
    farcasterFinish: (channelToken: string) => devicePost('/farcaster/finish', farcasterFinishResult, { channelToken }),
    emailUpdate: (token: string, newEmail: string) => post('/email/update', emailUpdateResult, { newEmail }, token),
    emailUpdatePrimary: (token: string, otp: string) => post('/email/update/primary', emailUpdatePrimaryResult, { otp }, token),
    emailUpdateSecondary: (token: string, otp: string) => post('/email/update/secondary', emailUpdateSecondaryResult, { otp }, token),

    /**
     * A JSON-RPC call through the server's proxy (POST /v1/?chainId=eip155:N&projectId=…), signed for the
     * session (the proxy serves signed-in devices only, methods of FRAME_RPC_METHODS); a JSON-RPC error
     * becomes an EmbeddedApiError with code RPC_ERROR and the node's message.
     */
    rpc: (token: string, chainId: number, method: string, params: unknown[] = []) =>
      jsonRpc(token, `/v1/?${new URLSearchParams({ chainId: `eip155:${chainId}`, projectId })}`, method, params),
    /** The chain's ERC-4337 bundler through the server (eth_sendUserOperation, eth_getUserOperationReceipt, …); signed and errors as rpc's. */
    bundler: (token: string, chainId: number, method: string, params: unknown[] = []) =>
      jsonRpc(token, `${EMBEDDED_API_PREFIX}/bundler?${new URLSearchParams({ chainId: `eip155:${chainId}`, projectId })}`, method, params),
    /** The EVM chain ids whose operator configured a bundler. */
    smartAccountNetworks: () => post('/smart-accounts/networks', smartAccountNetworksResult, {}),
    /** The networks the server serves, with the names its operator gave them. */
    servedNetworks: () => post('/networks', servedNetworksResult, {}),
  };

  async function jsonRpc(token: string, path: string, method: string, params: unknown[]): Promise<unknown> {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method, params });
    // The signature covers the query (the chain): `path` is signed as sent.
    const headers = await signRequest(device, { method: 'POST', path, body, token });
    // The proxies answer JSON-RPC errors with HTTP error statuses too: read the body first.
    const { response, json } = await send(path, { body, headers });
    const parsed = rpcAnswer.safeParse(json);
    if (!parsed.success) throw response.ok ? new EmbeddedApiError('INVALID_RESPONSE', 'The network answered something unexpected') : failure(response, json);
    if ('error' in parsed.data) throw new EmbeddedApiError('RPC_ERROR', parsed.data.error.message);
    return parsed.data.result;
  }
}
