// Parameter pieces more than one endpoint reads: CAIP-2 chain ids, alone or in comma-separated lists.
import * as z from 'zod';

const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/;

/** A CAIP-2 chain id such as eip155:1. */
export const caip2 = (error = 'must be a CAIP-2 chain id such as eip155:1') => z.string().regex(CAIP2, error);

/** A CAIP-2 id ("eip155:1") stays; a bare EVM chain id ("1") becomes "eip155:1". Clients send either. */
export const toCaip2 = (chainId: string): string => (/^[0-9]+$/.test(chainId) ? `eip155:${chainId}` : chainId);

/** The `chainId` query parameter: a CAIP-2 id, or a bare eip155 chain number. */
export const chainIdParam = z.string().max(64).transform(toCaip2).pipe(caip2());

/** "a,b, c" -> ["a", "b", "c"]; empty parts dropped. For comma-separated query parameters. */
export const splitList = (value: string | undefined) =>
  value === undefined ? undefined : value.split(',').map((part) => part.trim()).filter(Boolean);
