// The embedded wallet's secrets and transport at start: production will not use a master key kept with the
// data, values sealed in the first format (v1) still open after envelope encryption (v2), and mail to a host
// that is not this machine must use TLS.
import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '@wallet-modal/testing';
import { loadConfig } from '../src/config/load.js';
import type { ConfigInput } from '../src/config/schema.js';
import { openDatabase } from '../src/db/open.js';
import { createLogger } from '../src/log.js';
import { startServer } from '../src/server.js';
import { Device, embeddedConfig, fixtureSecureSite, login, passwordWalletBody, signedPost, type EmbeddedWorld } from './helpers/embedded.js';
import { startTestServer } from './helpers/server.js';

const production = (overrides: ConfigInput, env: Record<string, string> = {}) =>
  startServer(loadConfig({ env, overrides: { mode: 'production', port: 0, logLevel: 'silent', ...overrides } }));

describe('The master key in production', () => {
  it('an operator who leaves the master key to be created beside the database is refused at start, told what to set', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wm-prod-key-'));
    await expect(production({ database: { pgliteDir: join(dir, 'pgdata') } })).rejects.toThrow(/no master key: set WALLET_MODAL_MASTER_KEY .*embedded\.masterKeyFile/);
    expect(existsSync(join(dir, 'pgdata'))).toBe(false);
  });

  it('a key file named beside or inside the PGlite directory is refused; WALLET_MODAL_MASTER_KEY starts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wm-prod-key-'));
    const pgliteDir = join(dir, 'pgdata');
    for (const masterKeyFile of [join(dir, 'master.key'), join(pgliteDir, 'master.key')]) {
      await expect(production({ database: { pgliteDir }, embedded: { masterKeyFile } })).rejects.toThrow(/sits with the database/);
    }
    const elsewhere = join(mkdtempSync(join(tmpdir(), 'wm-prod-key-file-')), 'master.key');
    await expect(production({ database: { pgliteDir }, embedded: { masterKeyFile: elsewhere } })).rejects.toThrow(/does not exist/);
    writeFileSync(elsewhere, randomBytes(32).toString('base64'), { mode: 0o600 });
    const named = await production({ database: { pgliteDir }, embedded: { masterKeyFile: elsewhere, secureSite: { port: 0, assetsDir: fixtureSecureSite() } } });
    await named.close();
    const fromEnv = await production({ database: { pgliteDir }, embedded: { secureSite: { port: 0, assetsDir: fixtureSecureSite() } } }, { WALLET_MODAL_MASTER_KEY: randomBytes(32).toString('base64') });
    await fromEnv.close();
  });
});

describe('SMTP transport', () => {
  it('an operator who points mail at a non-loopback host without TLS is refused at start, in development too', async () => {
    await expect(startTestServer({ embedded: { smtp: { host: 'smtp.example.com', port: 587 } } })).rejects.toThrow(/embedded\.smtp\.secure: true .* embedded\.smtp\.requireTLS: true/);
    const withTls = await startTestServer({ embedded: { smtp: { host: 'smtp.example.com', port: 587, requireTLS: true }, secureSite: { port: 0, assetsDir: fixtureSecureSite() } } });
    await withTls.close();
  });
});

describe('Sealed values', () => {
  let sink: SmtpSink;
  const masterKey = randomBytes(32);
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink?.stop());

  /** The first format, written as the server wrote it before envelope encryption: AES-256-GCM under HKDF(master, 'seal-v1'). */
  const sealV1 = (plaintext: string, context: string) => {
    const key = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'wallet-modal-embedded/seal-v1', 32));
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(context));
    return `v1.${iv.toString('base64url')}.${Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64url')}`;
  };

  it('a share sealed in the old format (v1) still opens; new ones are envelope-sealed (v2)', async () => {
    const config = loadConfig({ env: { WALLET_MODAL_MASTER_KEY: masterKey.toString('base64') }, overrides: { mode: 'development', port: 0, logLevel: 'silent', ...embeddedConfig(sink, fixtureSecureSite()) } });
    const db = await openDatabase({ ...config.database, pgliteDir: 'memory://' });
    const server = await startServer(config, createLogger('silent'), db);
    try {
      const world = { server, sink } as EmbeddedWorld;
      const device = await Device.create();
      const { token, account } = await login(world, 'sealed@example.com', device);
      const serverShare = Buffer.alloc(33, 'share').toString('base64url');
      const created = await signedPost(server, device, token, '/embedded/v1/wallet/create', passwordWalletBody({ address: '0x1111111111111111111111111111111111111111', serverShare }));
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const [row] = await db.query<{ thumbprint: string; server_share: string }>('select thumbprint, server_share from embedded_device_shares where user_id = $1', [account.userId]);
      expect(row!.server_share).toMatch(/^v2\./);
      const old = Buffer.alloc(33, 'old-share').toString('base64url');
      await db.query('update embedded_device_shares set server_share = $1 where user_id = $2', [sealV1(old, `device-share\n${account.userId}\n${row!.thumbprint}`), account.userId]);
      expect((await signedPost(server, device, token, '/embedded/v1/wallet/share')).body).toEqual({ serverShare: old });
    } finally {
      await server.close();
    }
  });
});
