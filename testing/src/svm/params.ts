// Parameter schemas shared by the SVM's JSON-RPC methods, and the { context, value } envelope.
import { isAddress, type Address } from '@solana/kit';
import { z } from 'zod';
import type { LocalChain } from './chain';
import { invalidParams, RpcError } from './errors';

/** The apiVersion the shim reports in every context (the Agave line whose RPC shapes it copies). */
export const API_VERSION = '2.2.16';

export const commitment = z.enum(['processed', 'confirmed', 'finalized']);
export const u64 = z.number().int().nonnegative();
export const pubkey = z.string().refine(isAddress, { message: 'expected a base58 public key (32 bytes)' }).transform((value) => value as Address);
export const commitmentConfig = z.object({ commitment: commitment.optional(), minContextSlot: u64.optional() });
export const accountEncoding = z.enum(['base58', 'base64', 'base64+zstd', 'jsonParsed']);
export const accountConfig = commitmentConfig.extend({
  encoding: accountEncoding.optional(),
  dataSlice: z.object({ offset: z.number().int().nonnegative(), length: z.number().int().nonnegative() }).optional(),
});

export type MethodHandler = (chain: LocalChain, params: unknown) => unknown;

/**
 * A method whose positional params `schema` parses; a mismatch is -32602 saying what is wrong.
 * @example
 * const getSlot = method(z.tuple([commitmentConfig.optional()]), (chain) => chain.slot());
 */
export function method<T>(schema: z.ZodType<T>, handler: (chain: LocalChain, params: T) => unknown): MethodHandler {
  return (chain, params) => {
    const parsed = schema.safeParse(params ?? []);
    if (!parsed.success) throw invalidParams(z.prettifyError(parsed.error).replace(/\n\s*/g, ' '));
    return handler(chain, parsed.data);
  };
}

/** -32016 when the node has not reached the slot a client asked for, as Solana answers. */
export function checkMinContextSlot(chain: LocalChain, config: { minContextSlot?: number } | undefined): void {
  const wanted = config?.minContextSlot;
  if (wanted !== undefined && BigInt(wanted) > chain.slot()) {
    throw new RpcError(-32016, 'Minimum context slot has not been reached', { contextSlot: chain.slot() });
  }
}

/** { context: { slot, apiVersion }, value }: the shape of Solana's context-carrying answers. */
export function withContext(chain: LocalChain, value: unknown) {
  return { context: { apiVersion: API_VERSION, slot: chain.slot() }, value };
}
