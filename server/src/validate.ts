// Parses request input with zod (classic or zod/mini: both have .safeParse) and turns failures into
// ApiErrors whose message names the field.
import { ApiError, type ErrorCode } from './errors.js';

type Issue = { path: readonly PropertyKey[]; message: string };
type SafeParser<T> = {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
};

export function parseInput<T>(schema: SafeParser<T>, input: unknown, code: ErrorCode = 'INVALID_PARAMS'): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const detail = parsed.error.issues
    .map((i) => (i.path.length ? `${i.path.map(String).join('.')}: ${i.message}` : i.message))
    .join('; ');
  throw new ApiError(code, detail);
}
