// The `onramp` config block: the providers the operator buys through, each with its own keys, and how
// long the server waits for them. No provider: options answer the built-in defaults and no URL is made.
import { z } from 'zod';

const providerId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'must be 1 to 32 lowercase letters, digits or hyphens');
/** The spec's fee range of each provider (§9: 1-2%), unless the operator says otherwise. */
const feeRange = z.string().regex(/^\d+(\.\d+)?(-\d+(\.\d+)?)?%$/, "must look like '1-2%'").default('1-2%');
const httpUrl = z.url({ protocol: /^https?$/ });

/**
 * A provider whose widget URL the server signs: HMAC-SHA256 of the URL's query with the secret key,
 * base64, in `signature` (MoonPay's and Transak's style). Quotes and options come from its REST API;
 * the purchase's progress comes to /v1/onramp/webhooks/{id}, signed with the webhook key.
 */
const signedUrlProvider = z.strictObject({
  type: z.literal('signed-url'),
  id: providerId,
  name: z.string().min(1).max(64),
  /** Its REST API, e.g. https://api.moonpay.com. */
  apiUrl: httpUrl,
  /** Its buy page, e.g. https://buy.moonpay.com. */
  widgetUrl: httpUrl,
  publishableKey: z.string().min(1).max(256),
  /** Signs the widget URL; keep it out of config files checked in anywhere. */
  secretKey: z.string().min(8).max(512),
  /** Signs the provider's webhooks; without it webhooks are refused. */
  webhookKey: z.string().min(8).max(512).optional(),
  kind: z.enum(['card', 'aggregator']).default('card'),
  feeRange,
});

/**
 * A provider that hands out a session token server to server (Coinbase Onramp's style): the server
 * signs a short-lived ES256 JWT with its API key, asks for a token for the destination wallets, and the
 * widget URL carries the token. Purchase status is polled from the provider's transactions API.
 */
const sessionTokenProvider = z.strictObject({
  type: z.literal('session-token'),
  id: providerId,
  name: z.string().min(1).max(64),
  /** Its REST API, e.g. https://api.developer.coinbase.com. */
  apiUrl: httpUrl,
  /** Its buy page, e.g. https://pay.coinbase.com. */
  widgetUrl: httpUrl,
  /** The API key's name, the JWT's `kid` and `sub`. */
  keyName: z.string().min(1).max(256),
  /** The API key's P-256 private key (PKCS #8 PEM). */
  privateKey: z.string().includes('PRIVATE KEY', { message: 'must be a PKCS #8 PEM private key' }),
  /** The country options and quotes are asked for (ISO 3166-1 alpha-2). */
  country: z.string().regex(/^[A-Z]{2}$/).default('US'),
  kind: z.enum(['card', 'aggregator']).default('card'),
  feeRange,
});

/** Asks each of its providers and answers the best quote; the purchase is made with the best one. */
const aggregatorProvider = z.strictObject({
  type: z.literal('aggregator'),
  id: providerId,
  name: z.string().min(1).max(64),
  /** Ids of other configured providers (not aggregators). */
  providers: z.array(providerId).min(1),
  feeRange,
});

export const onrampProviderConfigSchema = z.discriminatedUnion('type', [signedUrlProvider, sessionTokenProvider, aggregatorProvider]);

export const onrampConfigSchema = z
  .strictObject({
    enabled: z.boolean().default(true),
    providers: z.array(onrampProviderConfigSchema).default([]),
    /** The provider quote and onrampurl use; the first one unless set. */
    defaultProvider: providerId.optional(),
    /** How long a provider may take to answer before the fallback is used. */
    timeoutMs: z.number().int().min(100).max(60_000).default(5_000),
    /** How long a provider's options are reused. */
    optionsCacheSeconds: z.number().int().min(0).max(86_400).default(300),
    /** How often a pending purchase's status may be asked of a provider that is polled. */
    statusPollSeconds: z.number().int().min(0).max(3600).default(10),
    /** A purchase the provider never reported is no longer listed after this long (the user left the provider's page). */
    abandonAfterMinutes: z.number().int().min(1).max(7 * 24 * 60).default(60),
  })
  .superRefine((config, ctx) => {
    const ids = config.providers.map((provider) => provider.id);
    ids.forEach((id, index) => {
      if (ids.indexOf(id) !== index) ctx.addIssue({ code: 'custom', path: ['providers', index, 'id'], message: `${id} is used twice` });
    });
    config.providers.forEach((provider, index) => {
      if (provider.type !== 'aggregator') return;
      for (const member of provider.providers) {
        const target = config.providers.find((candidate) => candidate.id === member);
        if (!target || target.type === 'aggregator') {
          ctx.addIssue({ code: 'custom', path: ['providers', index, 'providers'], message: `${member} is not a configured provider other than an aggregator` });
        }
      }
    });
    if (config.defaultProvider && !ids.includes(config.defaultProvider)) {
      ctx.addIssue({ code: 'custom', path: ['defaultProvider'], message: `${config.defaultProvider} is not a configured provider (configured: ${ids.join(', ') || 'none'})` });
    }
  });

export type OnrampConfig = z.infer<typeof onrampConfigSchema>;
export type OnrampProviderConfig = z.infer<typeof onrampProviderConfigSchema>;
export type SignedUrlProviderConfig = z.infer<typeof signedUrlProvider>;
export type SessionTokenProviderConfig = z.infer<typeof sessionTokenProvider>;
export type AggregatorProviderConfig = z.infer<typeof aggregatorProvider>;
