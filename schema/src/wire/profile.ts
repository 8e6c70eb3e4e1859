// Account names (spec §7 /v1/profile/*): the operator's name registry on our server.
//   GET  /v1/profile/account/{name}?apiVersion=2     -> the profile (addresses by coin type, attributes)
//   GET  /v1/profile/reverse/{address}?apiVersion=2  -> the profiles naming that address
//   GET  /v1/profile/suggestions/{name}?zone=         -> free names near the one asked
//   POST /v1/profile/account                         -> registers a name signed by its owner
import * as z from 'zod';

// A name is a label (NAME_LABEL in ../defaults.ts: 4+ letters, digits or hyphens) and the registry's suffix.

/** What the owner signs: the name, its attributes and when (seconds since the epoch). */
export const profileMessage = z.object({
  name: z.string().min(1).max(255),
  attributes: z.record(z.string().max(64), z.string().max(1024)).optional(),
  timestamp: z.number().int().positive(),
});
export type ProfileMessage = z.infer<typeof profileMessage>;

export const profileRegisterBody = z.object({
  /** ENSIP-11: 60 for Ethereum, 0x80000000 | chainId for another EVM chain. */
  coin_type: z.number().int().nonnegative(),
  address: z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed EVM address of 40 hex characters'),
  /** JSON of a ProfileMessage. */
  message: z.string().min(1).max(4096),
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/, 'must be 0x hex').max(20_000),
});
export type ProfileRegisterBody = z.infer<typeof profileRegisterBody>;

export interface Profile {
  name: string;
  /** ms since the epoch. */
  registered: number;
  updated: number;
  /** By coin type (as a decimal string). */
  addresses: Record<string, { address: string; created: number }>;
  attributes: Record<string, string>;
}

export interface ProfileRegisterResult {
  success: true;
  profile: Profile;
}

export interface NameSuggestion {
  name: string;
  registered: boolean;
}

export interface NameSuggestions {
  suggestions: NameSuggestion[];
}
