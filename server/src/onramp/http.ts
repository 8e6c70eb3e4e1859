// One call to a provider's API: a deadline, JSON both ways, the answer checked by a zod schema. Any
// failure is a ProviderError naming the provider, so the service can fall back (spec §8) or say so.
import type { z } from 'zod';
import { ProviderError } from './types.js';

export type ProviderRequest<T> = {
  provider: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
  schema: z.ZodType<T>;
  timeoutMs: number;
};

/**
 * @example
 * const quote = await providerFetch({ provider: 'moonpay', url, schema: buyQuote, timeoutMs: 5000 });
 */
export async function providerFetch<T>({ provider, url, method = 'GET', headers = {}, body, schema, timeoutMs }: ProviderRequest<T>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (cause) {
    const timedOut = (cause as Error).name === 'TimeoutError';
    throw new ProviderError(provider, timedOut ? `no answer within ${timeoutMs} ms` : `unreachable (${(cause as Error).message})`, { cause });
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new ProviderError(provider, `HTTP ${response.status}: ${text.slice(0, 200)}`, { status: response.status });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    throw new ProviderError(provider, 'answered something other than JSON', { cause });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ProviderError(provider, `answered an unexpected shape (${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message})`);
  return parsed.data;
}
