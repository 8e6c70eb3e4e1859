// The `embedded` block of the server config: the secure site's listener, SMTP, one-time codes,
// sessions and the master key. Every field has a default, so an empty config still works.
import { z } from 'zod';
import { farcasterConfigSchema } from './farcaster/config.js';
import { socialConfigSchema } from './social/config.js';

export const embeddedConfigSchema = z.strictObject({
  enabled: z.boolean().default(true),
  secureSite: z
    .strictObject({
      /** The server's host unless set. */
      host: z.string().optional(),
      /** 8788 unless set; 0 = a free port (the default when the server itself takes a free port). */
      port: z.number().int().min(0).max(65535).optional(),
      /** Where browsers reach the secure site (links in mails); http://host:port unless set. */
      publicUrl: z.url().optional(),
      /** The secure-site build (manifest.json + assets/); the @wallet-modal/secure-site package's dist unless set. */
      assetsDir: z.string().optional(),
    })
    .prefault({}),
  smtp: z
    .strictObject({
      host: z.string().default('127.0.0.1'),
      port: z.number().int().min(1).max(65535).default(2525),
      /** TLS from the first byte (port 465). */
      secure: z.boolean().default(false),
      /** STARTTLS required (port 587): the mail is not sent if the server does not offer it. Without it and without
       * `secure` the mail goes in the clear, which only a loopback host may take (the server refuses to start otherwise). */
      requireTLS: z.boolean().default(false),
      user: z.string().optional(),
      pass: z.string().optional(),
      from: z.string().default('Wallet <wallet@localhost>'),
    })
    .prefault({}),
  otp: z
    .strictObject({
      ttlSeconds: z.number().int().min(1).default(600),
      maxAttempts: z.number().int().min(1).default(5),
      /** One mail per address per this many seconds. */
      resendSeconds: z.number().int().min(0).default(30),
      /** Mails (codes and device links) one IP may ask for per hour. */
      perIpPerHour: z.number().int().min(1).default(60),
      /** Code checks one IP may make per hour (wrong or right). */
      verifyPerIpPerHour: z.number().int().min(1).default(300),
    })
    .prefault({}),
  device: z
    .strictObject({
      /** How long the link in the device-approval mail stays valid. */
      approvalTtlSeconds: z.number().int().min(1).default(600),
      /** How long POST /device/wait holds the request open. */
      waitMs: z.number().int().min(0).max(60_000).default(25_000),
      /** How many /device/wait requests may be held at once (each holds a connection for waitMs): per client IP, per
       * (e-mail, device) and in all. More are answered 429 RATE_LIMITED at once. */
      waits: z
        .strictObject({
          perIp: z.number().int().min(1).default(8),
          perDevice: z.number().int().min(1).default(2),
          total: z.number().int().min(1).default(1000),
        })
        .prefault({}),
    })
    .prefault({}),
  session: z.strictObject({ ttlSeconds: z.number().int().min(10).default(900) }).prefault({}),
  /** Social login providers (src/embedded/social/config.ts); none is offered until it has credentials. */
  social: socialConfigSchema.prefault({}),
  /** Sign In With Farcaster (src/embedded/farcaster/config.ts); offered once an OP Mainnet RPC is set. */
  farcaster: farcasterConfigSchema.prefault({}),
  recovery: z
    .strictObject({
      /** 'user': the recovery half is sealed by a secret only the user has (password or passkey). 'custodial': sealed by this
       * server under the master key, so the operator can restore any wallet (docs/security/embedded-wallet.md). */
      mode: z.enum(['user', 'custodial']).default('user'),
      /** Where the account has a device holding the wallet or a passkey, a new device that has neither that device's
       * approval nor a passkey sign-in gets the recovery halves only this long after it asked; the account's address is
       * mailed at once with a link to cancel (issue 29 item 3; docs/security/embedded-wallet.md). Default 48 hours. */
      newDeviceDelaySeconds: z.number().int().min(1).max(30 * 24 * 3600).default(48 * 3600),
    })
    .prefault({}),
  passkey: z
    .strictObject({
      /** The relying party's name an authenticator shows beside the passkey. */
      rpName: z.string().min(1).max(200).default('Wallet'),
      /** How long a registration or sign-in challenge stays usable (once). */
      challengeTtlSeconds: z.number().int().min(10).max(600).default(300),
    })
    .prefault({}),
  /** A file holding the base64 of 32 bytes; WALLET_MODAL_MASTER_KEY (base64) wins; a memory:// database gets a throwaway key.
   * Never stored in the database. In development, when unset, .wallet-modal-server/master.key is created (0600) beside the
   * data; in production it must be named and sit away from the PGlite data (src/embedded/keys.ts). */
  masterKeyFile: z.string().optional(),
  /** Base64 of 32 bytes, from WALLET_MODAL_MASTER_KEY; keep it out of config files. */
  masterKey: z.string().optional(),
});

export type EmbeddedConfig = z.infer<typeof embeddedConfigSchema>;
