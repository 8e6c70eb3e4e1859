// Sign In With Farcaster on the secure origin: the Farcaster Auth relay (create channel, the Farcaster app's
// authenticate, status) under FARCASTER_RELAY_PATH, and the frame's device-signed start and finish, which
// verify the signed message against the FID's custody address and answer the session.
import {
  EMBEDDED_API_PREFIX,
  farcasterFinishBody,
  farcasterStartBody,
  FARCASTER_RELAY_PATH,
  relayAuthenticateBody,
  relayChannelBody,
  type SessionResult,
} from '@wallet-modal/schema/embedded';
import { Hono, type Context } from 'hono';
import { ApiError } from '../../errors.js';
import type { Services } from '../../services.js';
import { parseInput } from '../../validate.js';
import { accountOf, jsonBody } from '../routes/login.js';
import type { EmbeddedService } from '../service.js';
import { usableDeviceKey } from '../sessions.js';
import { readSignedBody, verifyDeviceSigned } from '../social/device-signed.js';
import { SocialStore } from '../social/store.js';
import { ChannelStore, type Channel, type SignatureParams } from './channels.js';
import { farcasterOffered } from './config.js';
import { FarcasterVerifier } from './verify.js';
import { seenFrom } from '../browser.js';
import { startSession } from '../signin.js';

const RELAY = FARCASTER_RELAY_PATH.slice(EMBEDDED_API_PREFIX.length);
/** Relay routes the Farcaster app calls (a native app, or a web client on its own origin): any origin, bearer-authorised, no cookies. */
export const FARCASTER_RELAY_PUBLIC_PATHS = [`${FARCASTER_RELAY_PATH}/v1/channel/authenticate`, `${FARCASTER_RELAY_PATH}/v1/channel/status`];

/** The Farcaster app's link: the connect page with the channel's signature parameters in its query. */
export function connectUrl(base: string, token: string, p: SignatureParams): string {
  const url = new URL(base);
  url.searchParams.set('channelToken', token);
  for (const [k, v] of Object.entries(p)) if (v !== undefined) url.searchParams.set(k, v);
  return url.href;
}

function statusOf(channel: Channel, url: string) {
  const base = { nonce: channel.nonce, url };
  if (!channel.answer) return { state: 'pending' as const, ...base };
  return { state: 'completed' as const, ...base, ...channel.answer };
}

const bearer = (c: Context) => {
  const m = /^Bearer ([A-Za-z0-9_-]{43})$/.exec(c.req.header('authorization') ?? '');
  if (!m) throw new ApiError('FARCASTER_CHANNEL_INVALID', 'send the channel token as Authorization: Bearer <channelToken>');
  return m[1]!;
};

export function farcasterRoutes(s: Services, e: EmbeddedService) {
  const config = e.config.farcaster;
  const channels = new ChannelStore(s.db, e.keys);
  const identities = new SocialStore(s.db, e.keys);
  let verifier: FarcasterVerifier | undefined;
  const offered = () => {
    if (!farcasterOffered(config)) throw new ApiError('SOCIAL_PROVIDER_UNAVAILABLE', 'Farcaster sign-in needs embedded.farcaster.rpcUrl (OP Mainnet)');
    return (verifier ??= new FarcasterVerifier(config));
  };
  const requireProject = async (id: string) => {
    if (!(await s.projectCache.get(id))) throw new ApiError('PROJECT_NOT_FOUND', `unknown project ${id}`);
  };
  // The SIWE domain is the secure site's host: a signature for our channel is worthless on any other site, and ours no relay for others.
  const siteHost = () => new URL(e.siteUrl).host;
  const urlOf = (token: string, channel: SignatureParams) => connectUrl(config.connectUrl, token, channel);

  return new Hono()
    .post(`${RELAY}/v1/channel`, async (c) => {
      offered();
      const body = parseInput(relayChannelBody, await jsonBody(c));
      if (body.domain !== siteHost() || new URL(body.siweUri).host !== siteHost()) throw new ApiError('INVALID_PARAMS', `domain and siweUri must be this site's (${siteHost()})`);
      await e.limits.check(s.clientAddress(c));
      const { token, params } = await channels.create({ ...body, ttlSeconds: config.channelTtlSeconds });
      return c.json({ channelToken: token, url: urlOf(token, params), nonce: params.nonce }, 201);
    })
    .post(`${RELAY}/v1/channel/authenticate`, async (c) => {
      offered();
      const token = bearer(c);
      const body = parseInput(relayAuthenticateBody, await jsonBody(c));
      const channel = await channels.authenticate(token, body);
      return c.json(statusOf(channel, urlOf(token, channel)), 201);
    })
    .get(`${RELAY}/v1/channel/status`, async (c) => {
      offered();
      const token = bearer(c);
      const channel = await channels.byToken(token);
      return c.json(statusOf(channel, urlOf(token, channel)), channel.answer ? 200 : 202);
    })
    .post('/farcaster/start', async (c) => {
      const { bytes, json } = await readSignedBody(c);
      const body = parseInput(farcasterStartBody, json);
      offered();
      await requireProject(body.projectId);
      if (!(await usableDeviceKey(body.device))) throw new ApiError('INVALID_PARAMS', 'device: not a P-256 public key');
      const thumbprint = await verifyDeviceSigned(c, e, body.device, bytes);
      await e.limits.check(s.clientAddress(c));
      const { token, params, expiresAt } = await channels.create({
        siweUri: e.siteUrl,
        domain: siteHost(),
        ttlSeconds: config.channelTtlSeconds,
        device: { projectId: body.projectId, thumbprint, key: body.device },
      });
      return c.json({ channelToken: token, url: urlOf(token, params), nonce: params.nonce, expiresAt });
    })
    .post('/farcaster/finish', async (c) => {
      const { bytes, json } = await readSignedBody(c);
      const body = parseInput(farcasterFinishBody, json);
      const v = offered();
      await requireProject(body.projectId);
      const thumbprint = await verifyDeviceSigned(c, e, body.device, bytes);
      await e.limits.check(s.clientAddress(c));
      const channel = await channels.byToken(body.channelToken);
      // A channel made through the relay API belongs to no device: only the frame's own start can finish into a session.
      if (channel.projectId !== body.projectId || channel.finishedAt !== null) throw new ApiError('FARCASTER_CHANNEL_INVALID', 'no pending Farcaster sign-in has this channel');
      if (channel.thumbprint !== thumbprint) throw new ApiError('SOCIAL_DEVICE_MISMATCH', 'finish it on the device that started it');
      if (!channel.answer) throw new ApiError('SOCIAL_NOT_FINISHED', 'approve the sign-in in the Farcaster app, then ask again');
      let fid: number;
      try {
        ({ fid } = await v.verify(channel));
      } catch (error) {
        // A refused answer ends the channel (the relay takes one answer); an RPC outage leaves it for a retry.
        if (!(error instanceof ApiError && error.code === 'UPSTREAM_FAILED')) await channels.take(channel.id);
        throw error;
      }
      if (!(await channels.take(channel.id))) throw new ApiError('FARCASTER_CHANNEL_INVALID', 'this sign-in was already finished');
      const userName = channel.answer.username ?? null;
      const user = await identities.userFor({ provider: 'farcaster', subject: String(fid), email: null, emailVerified: false, userName });
      const { token, expiresAt } = await startSession(e, user, body.device, await seenFrom(c, s, e, body.projectId, undefined));
      const account = await accountOf(e, user as { id: string; email: string }, thumbprint);
      const result: SessionResult = { token, expiresAt, account: { ...account, email: user.email ?? null, socialProvider: 'farcaster', userName } };
      return c.json(result);
    });
}
