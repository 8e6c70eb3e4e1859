// Type-level tests (run by `tsc`): a response reader that drifts from its wire shape does not compile.

import * as z from 'zod/mini';
import type { Assert, Reads } from './wire.js';

type Wire = {
  id: string;
  image_id: string;
  supports_wc: boolean;
  chains: string[];
  quantity: { decimals: string; numeric: string };
  data: { id: string }[];
};

const lenient = z.object({
  id: z.string(),
  image_id: z.optional(z.nullable(z.string())),
  chains: z.optional(z.array(z.string())),
  quantity: z.object({ decimals: z.string() }),
  data: z.array(z.object({ id: z.string() })),
});

export type ReadsALenientSubset = Assert<Reads<Wire, typeof lenient>>;

// Optional fields: every wire value passes them, so only the field-name check can catch these.
const withSupportsWc = z.object({ id: z.string(), supports_wc: z.optional(z.boolean()) });
// @ts-expect-error the server renamed a field the kit still reads
export type RenamedField = Assert<Reads<Omit<Wire, 'supports_wc'> & { supportsWc: boolean }, typeof withSupportsWc>>;

const nested = z.object({ quantity: z.object({ decimals: z.string(), precision: z.optional(z.number()) }) });
// @ts-expect-error the kit reads a nested field the wire shape lacks
export type NestedStray = Assert<Reads<Wire, typeof nested>>;

const inArray = z.object({ data: z.array(z.object({ id: z.string(), label: z.optional(z.string()) })) });
// @ts-expect-error the kit reads a field of array items the wire shape lacks
export type ArrayItemStray = Assert<Reads<Wire, typeof inArray>>;

// @ts-expect-error the server widened a field the kit reads narrowly
export type WidenedField = Assert<Reads<Omit<Wire, 'id'> & { id: string | number }, typeof lenient>>;

// @ts-expect-error the server made a field nullable the kit reads as present
export type NullableField = Assert<Reads<Omit<Wire, 'id'> & { id: string | null }, typeof lenient>>;

const required = z.object({ id: z.string(), quantity: z.object({ decimals: z.string(), precision: z.number() }) });
// @ts-expect-error the kit requires a field the wire shape lacks
export type RequiredStray = Assert<Reads<Wire, typeof required>>;
