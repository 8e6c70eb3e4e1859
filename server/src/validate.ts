// Parses request input with zod and turns failures into ApiErrors whose message names the field.
import type { z } from 'zod';
import { ApiError, type ErrorCode } from './errors.js';

export function parseInput<S extends z.ZodType>(schema: S, input: unknown, code: ErrorCode = 'INVALID_PARAMS'): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const detail = parsed.error.issues
    .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
    .join('; ');
  throw new ApiError(code, detail);
}
