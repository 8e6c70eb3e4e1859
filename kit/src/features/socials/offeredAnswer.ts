// The reader of the secure site's list of social providers, a chunk fetched with its answer so zod stays
// out of the start-up path.

import * as z from 'zod/mini';

const answer = z.object({ providers: z.array(z.string()) });

/** The providers of an answer; [] when it has another shape. */
export function readProviders(json: unknown): string[] {
  const parsed = answer.safeParse(json);
  return parsed.success ? parsed.data.providers : [];
}
