// Signed recovery routes (issue 29 item 3). A password wallet's halves are released only for the right
// proof (K_auth, which the frame derives from the password with scrypt + HKDF), checked against the
// stored HMAC in constant time; every answer is counted first (RecoveryLock) and per IP (the code-check
// limit). Passkey halves (sealed by a PRF output, 256 bits: nothing to guess) and custodial ones (the
// operator opens them anyway) are released to the session as before. A wallet made before the verifier
// existed keeps the old release, counted the same way, until its owner's frame enrols one, signed by the
// wallet key it just rebuilt.
import { verifierEnrolmentMessage, walletRecoveryBody, walletVerifierBody } from '@wallet-modal/schema/embedded';
import { Hono } from 'hono';
import { verifyMessage } from 'viem';
import { ApiError } from '../../errors.js';
import type { Services } from '../../services.js';
import { parseInput } from '../../validate.js';
import type { EmbeddedService } from '../service.js';
import { requireAdmission } from '../admit.js';
import type { Session } from '../sessions.js';
import { signedRequest, type SignedEnv } from '../signed.js';

export function recoveryRoutes(s: Services, e: EmbeddedService) {
  const signed = signedRequest(e);
  const lock = e.recoveryLock;

  /** Throws unless the session may have the halves now; counts the answer of a password wallet. */
  const admit = async (session: Session, ip: string, proof: string | undefined) => {
    const { userId } = session;
    if ((await e.wallets.recoveryKind(userId)) !== 'password') return;
    // Before the password is even counted: without the owner's device or passkey (or the wait), no guess is answered.
    await requireAdmission(e, session, await e.devices.seen(session.jti));
    const verified = proof === undefined ? await e.wallets.hasVerifier(userId) : true;
    if (proof === undefined && verified) throw new ApiError('RECOVERY_PASSWORD_REQUIRED');
    await e.limits.check(ip);
    await lock.take(userId);
    // No verifier yet (an older wallet): the old release, counted, until the frame enrols one.
    if (proof === undefined) return;
    const matches = await e.wallets.proofMatches(userId, proof);
    if (matches === null) throw new ApiError('INVALID_PARAMS', 'this wallet has no password verifier yet: recover without a proof, then enrol one');
    if (!matches) await lock.wrong(userId);
    await lock.reset(userId);
  };

  return new Hono<SignedEnv>()
    .post('/wallet/recovery/params', signed, async (c) => c.json(await e.wallets.recoveryParams(c.get('session').userId)))
    .post('/wallet/recovery', signed, async (c) => {
      const { proof } = parseInput(walletRecoveryBody, c.get('body'));
      const session = c.get('session');
      await admit(session, s.clientAddress(c), proof);
      return c.json(await e.wallets.recovery(session.userId));
    })
    .post('/wallet/recovery/verifier', signed, async (c) => {
      const { verifier, signature } = parseInput(walletVerifierBody, c.get('body'));
      const { userId } = c.get('session');
      const params = await e.wallets.recoveryParams(userId);
      const address = await e.wallets.address(userId);
      if (params.method !== 'password' || !address) throw new ApiError('INVALID_PARAMS', 'only a password wallet enrols a password verifier');
      // Only the wallet key proves the person opened the half: a session alone must not set the password check.
      const message = verifierEnrolmentMessage(userId, verifier);
      if (!(await verifyMessage({ address: address as `0x${string}`, message, signature: signature as `0x${string}` }))) {
        throw new ApiError('INVALID_PARAMS', 'signature: sign the enrolment message with the wallet key');
      }
      if (!(await e.wallets.enrolVerifier(userId, verifier))) throw new ApiError('INVALID_PARAMS', 'this wallet already has a password verifier');
      await lock.reset(userId);
      return c.json({ ok: true as const });
    });
}
