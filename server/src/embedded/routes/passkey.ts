// Passkeys (WebAuthn, verified with @simplewebauthn/server): registration by a signed-in device, and
// sign-in with a discoverable credential that answers a session bound to the device key, as /email/verify
// does. RP ID = the secure site's host, origin = the secure site's; the ceremony runs in the UI frame
// embedded in an app page, so the top origin must be one the project trusts (projects/trusted.ts: no wildcard convenience).
import {
  passkeyLoginBody,
  passkeyLoginOptionsBody,
  passkeyRegisterBody,
  type PasskeyCreationOptions,
  type PasskeyRequestOptions,
  type SessionResult,
} from '@wallet-modal/schema/embedded';
import { generateRegistrationOptions, verifyAuthenticationResponse, verifyRegistrationResponse } from '@simplewebauthn/server';
import { Hono } from 'hono';
import { ApiError } from '../../errors.js';
import { originAllowed } from '../../projects/patterns.js';
import { trustedOrigins } from '../../projects/trusted.js';
import type { Services } from '../../services.js';
import { parseInput } from '../../validate.js';
import type { EmbeddedService } from '../service.js';
import { thumbprintOf, usableDeviceKey } from '../sessions.js';
import { browserOf, seenFrom } from '../browser.js';
import { passkeyAddedMail } from '../notices.js';
import { signedRequest, type SignedEnv } from '../signed.js';
import { notify, startSession } from '../signin.js';
import { accountOf, jsonBody } from './login.js';

const invalid = (why: string) => new ApiError('PASSKEY_INVALID', why);

/** The top origin a cross-origin ceremony names in its client data, when the project allows it (else PASSKEY_INVALID). */
function topOriginOf(clientDataJSON: string, patterns: readonly string[]): string | undefined {
  let data: { crossOrigin?: unknown; topOrigin?: unknown };
  try {
    data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as typeof data;
  } catch {
    throw invalid('unreadable client data');
  }
  if (data.crossOrigin !== true) return undefined;
  if (typeof data.topOrigin !== 'string' || !originAllowed(data.topOrigin, patterns)) throw invalid(`the page it ran in (${String(data.topOrigin)}) is not one of the project's origins: list it on the project (wildcard conveniences need origins.trustDefaults)`);
  return data.topOrigin;
}

/**
 * A sign-in passkey opens the account without the mailbox, so only a device that holds the wallet (a share:
 * it created the wallet, or recovered it and enrolled) may add one. Before the wallet exists there is nothing
 * to take, and the setup may add the passkey that will seal its recovery half.
 */
async function requireWalletDevice(e: EmbeddedService, userId: string, thumbprint: string): Promise<void> {
  if (!(await e.wallets.address(userId))) return;
  if (!(await e.wallets.enrolled(userId, thumbprint))) {
    throw new ApiError('DEVICE_NOT_ENROLLED', 'a passkey can be added only from a device that holds the wallet: use that device, or recover the wallet on this one first');
  }
}

export function passkeyRoutes(s: Services, e: EmbeddedService) {
  const signed = signedRequest(e);
  const projectOrigins = async (id: string) => {
    const project = await s.projectCache.get(id);
    if (!project) throw new ApiError('PROJECT_NOT_FOUND', `unknown project ${id}`);
    return trustedOrigins(s.config, project);
  };

  return new Hono<SignedEnv>()
    .post('/passkey/register/options', signed, async (c) => {
      const { userId, thumbprint } = c.get('session');
      const user = await e.accounts.userById(userId);
      if (!user) throw new ApiError('SESSION_EXPIRED', 'the account no longer exists');
      await requireWalletDevice(e, userId, thumbprint);
      const rp = e.relyingParty;
      const existing = await e.passkeys.ofUser(userId);
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: user.email,
        userID: Uint8Array.from(new TextEncoder().encode(userId)),
        // Bytes: a string would be taken as text and encoded again.
        challenge: Uint8Array.from(Buffer.from(await e.passkeys.issueChallenge('register', userId), 'base64url')),
        attestationType: 'none',
        timeout: e.config.passkey.challengeTtlSeconds * 1000,
        excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
        // Discoverable, so it signs in without an e-mail; verified, so it stands for the person and not only the device.
        authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
        supportedAlgorithmIDs: [-7, -257],
      });
      return c.json(options as PasskeyCreationOptions);
    })
    .post('/passkey/register/verify', signed, async (c) => {
      const { projectId, response } = parseInput(passkeyRegisterBody, c.get('body'));
      const { userId, thumbprint } = c.get('session');
      await requireWalletDevice(e, userId, thumbprint);
      const rp = e.relyingParty;
      const topOrigin = topOriginOf(response.response.clientDataJSON, await projectOrigins(projectId));
      let verified;
      try {
        verified = await verifyRegistrationResponse({
          response: { ...response, clientExtensionResults: {} },
          expectedChallenge: (challenge) => e.passkeys.takeChallenge('register', userId, challenge),
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          ...(topOrigin ? { expectedTopOrigin: topOrigin } : {}),
          requireUserVerification: true,
        });
      } catch (error) {
        throw invalid((error as Error).message);
      }
      if (!verified.verified || !verified.registrationInfo) throw invalid('the attestation does not verify');
      const { credential } = verified.registrationInfo;
      const added = await e.passkeys.add({ id: credential.id, userId, publicKey: credential.publicKey, counter: credential.counter, transports: credential.transports ?? [] });
      if (!added) throw invalid('this passkey is registered already');
      const owner = await e.accounts.userById(userId);
      if (owner?.email) await notify(e, passkeyAddedMail(owner.email, { browser: browserOf(c.req.header('user-agent')), appOrigin: topOrigin ?? null }, Date.now()));
      return c.json({ credentialId: credential.id });
    })
    .post('/passkey/login/options', async (c) => {
      const body = parseInput(passkeyLoginOptionsBody, await jsonBody(c));
      await projectOrigins(body.projectId);
      if (!(await usableDeviceKey(body.device))) throw new ApiError('INVALID_PARAMS', 'device: not a P-256 public key');
      await e.limits.check(s.clientAddress(c));
      const rp = e.relyingParty;
      const options: PasskeyRequestOptions = {
        challenge: await e.passkeys.issueChallenge('login', await thumbprintOf(body.device)),
        rpId: rp.id,
        timeout: e.config.passkey.challengeTtlSeconds * 1000,
        userVerification: 'required',
        // Empty: the authenticator offers its discoverable credentials for this RP.
        allowCredentials: [],
      };
      return c.json(options);
    })
    .post('/passkey/login/verify', async (c) => {
      const body = parseInput(passkeyLoginBody, await jsonBody(c));
      const patterns = await projectOrigins(body.projectId);
      await e.limits.check(s.clientAddress(c));
      const thumbprint = await thumbprintOf(body.device);
      const passkey = await e.passkeys.byId(body.response.id);
      if (!passkey) throw new ApiError('PASSKEY_UNKNOWN');
      const userHandle = body.response.response.userHandle;
      if (userHandle !== undefined && Buffer.from(userHandle, 'base64url').toString('utf8') !== passkey.userId) throw invalid('the user handle is not the credential\'s user');
      const rp = e.relyingParty;
      const topOrigin = topOriginOf(body.response.response.clientDataJSON, patterns);
      let verified;
      try {
        verified = await verifyAuthenticationResponse({
          response: { ...body.response, clientExtensionResults: {} },
          expectedChallenge: (challenge) => e.passkeys.takeChallenge('login', thumbprint, challenge),
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          ...(topOrigin ? { expectedTopOrigin: topOrigin } : {}),
          credential: { id: passkey.id, publicKey: passkey.publicKey as Uint8Array<ArrayBuffer>, counter: passkey.counter, transports: passkey.transports as never },
          requireUserVerification: true,
        });
      } catch (error) {
        throw invalid((error as Error).message);
      }
      if (!verified.verified) throw invalid('the signature does not verify');
      if (!(await e.passkeys.used(passkey.id, verified.authenticationInfo.newCounter))) throw invalid('the signature counter went back (a cloned authenticator?)');
      const user = await e.accounts.userById(passkey.userId);
      if (!user) throw new ApiError('PASSKEY_UNKNOWN');
      // A passkey assertion admits this device to the wallet (admissions.ts), so the session says how it began.
      const { token, expiresAt } = await startSession(e, user, body.device, await seenFrom(c, s, e, body.projectId, body.appOrigin), 'passkey');
      const result: SessionResult = { token, expiresAt, account: await accountOf(e, user, thumbprint) };
      return c.json(result);
    });
}
