// Holds the kit's response readers (zod/mini, lenient) to the wire shapes the server declares in
// @wallet-modal/schema/wire. Types only, so it adds no bytes: a reader that drifts is a compile error.

import type * as z from 'zod/mini';

/** Field names `Read` has that `Wire` lacks, objects and arrays followed. */
type StrayFields<Wire, Read> =
  Read extends readonly (infer ReadItem)[]
    ? Wire extends readonly (infer WireItem)[]
      ? StrayFields<WireItem, ReadItem>
      : never
    : Read extends object
      ? Wire extends object
        ? { [K in keyof Read]-?: K extends keyof Wire ? StrayFields<Wire[K], Read[K]> : K }[keyof Read]
        : never
      : never;

/**
 * `true` when `Reader` accepts every value of `Wire` (it may be more lenient: a field optional, null
 * allowed) and reads no field `Wire` lacks; otherwise the reason. Use it through {@link Assert}.
 * @example
 * type _ = Assert<Reads<WalletsPage, typeof walletsPage>>; // a compile error once the two disagree
 */
export type Reads<Wire, Reader extends z.ZodMiniType> = [Wire] extends [z.input<Reader>]
  ? [StrayFields<Wire, z.output<Reader>>] extends [never]
    ? true
    : { error: 'the reader reads fields the wire shape lacks'; fields: StrayFields<Wire, z.output<Reader>> }
  : { error: 'the reader rejects values of the wire shape'; wire: Wire; accepted: z.input<Reader> };

/** Compiles only when `T` is `true`. */
export type Assert<T extends true> = T;
