// The `embedded.farcaster` config block: Sign In With Farcaster through our own relay, verified against the
// IdRegistry on OP Mainnet. Offered only when it has an OP Mainnet RPC (or `enabled` says so explicitly).
import { z } from 'zod';

/** The IdRegistry's address on OP Mainnet (the same on every deployment of the Farcaster contracts). */
export const ID_REGISTRY_ADDRESS = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b';

export const farcasterConfigSchema = z
  .strictObject({
    /** Offered when an `rpcUrl` is set, unless this says otherwise. */
    enabled: z.boolean().optional(),
    /** An OP Mainnet (chain 10) JSON-RPC URL: the IdRegistry's custodyOf(fid) is read there. */
    rpcUrl: z.url({ protocol: /^https?$/ }).optional(),
    idRegistry: z.string().regex(/^0x[0-9a-fA-F]{40}$/).default(ID_REGISTRY_ADDRESS),
    /** The page the QR code opens in the Farcaster app; the channel's parameters are added to its query. */
    connectUrl: z.url({ protocol: /^https?$/ }).default('https://farcaster.xyz/~/siwf'),
    /** How long a channel waits for the Farcaster app and then for the frame's finish (once). */
    channelTtlSeconds: z.number().int().min(30).max(3600).default(300),
  })
  .refine((c) => c.enabled !== true || c.rpcUrl, { message: 'embedded.farcaster.enabled needs an OP Mainnet rpcUrl' });

export type FarcasterConfig = z.infer<typeof farcasterConfigSchema>;

/** Whether this server offers Farcaster sign-in. */
export const farcasterOffered = (c: FarcasterConfig): c is FarcasterConfig & { rpcUrl: string } => (c.enabled ?? true) && c.rpcUrl !== undefined;
