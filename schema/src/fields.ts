// Reusable zod field builders for the config schema: URLs, ordered subsets and feature flags.

import * as z from 'zod';

/** Spec §5: an RPC URL must begin with http or https. */
export const HTTP_URL_MESSAGE = 'Provided URL is not compatible with HTTP connection';

/** An http(s) URL, checked by a pattern so the JSON Schema carries it too. */
export const httpUrl = () => z.string().regex(/^https?:\/\/\S+$/, { error: HTTP_URL_MESSAGE });

/** A WebSocket URL (the WalletConnect relay). */
export const wsUrl = () =>
  z.string().regex(/^wss?:\/\/\S+$/, { error: 'Expected a ws:// or wss:// URL, e.g. "wss://relay.walletconnect.org"' });

/**
 * An ordered list of distinct values from `allowed`, defaulting to `defaults`.
 * @example
 * orderedSubset(['a', 'b'] as const, ['a', 'b']).parse(undefined); // ['a', 'b']
 */
export function orderedSubset<const T extends readonly [string, ...string[]]>(allowed: T, defaults: readonly T[number][]) {
  return z
    .array(z.enum(allowed))
    .refine((items) => new Set(items).size === items.length, { error: 'Each value may appear only once' })
    .default(() => [...defaults]);
}

/**
 * A strict object of boolean flags, each defaulting to its value in `defaults`; a missing object means all defaults.
 * @example
 * flags({ swaps: true }).parse(undefined); // { swaps: true }
 */
export function flags<T extends Record<string, boolean>>(defaults: Readonly<T>) {
  const shape = Object.fromEntries(Object.entries(defaults).map(([key, value]) => [key, z.boolean().default(value)]));
  const schema = z.strictObject(shape as { [K in keyof T]: z.ZodDefault<z.ZodBoolean> });
  // Every flag has a default, so an empty object is a valid input.
  return schema.prefault({} as z.input<typeof schema>);
}
