// A framework-free fetch with the RPC transport policy: 10 s timeout per try, retries with back-off, Retry-After.

import { WalletModalError } from '../errors/base.js';
import { ErrorMessages, InternalMessages } from '../errors/messages.js';
import { RPC_TRANSPORT_POLICY, isRetryableStatus, retryDelay } from './retryPolicy.js';

/** Thrown: a timeout or abort (WalletModalError), or the network error of the last try. */
export type FetchWithRetryErrorType = WalletModalError | TypeError;

export interface FetchWithRetryOptions {
  /** The network boundary; defaults to the global fetch. */
  fetch?: typeof globalThis.fetch;
  retryCount?: number;
  timeoutMs?: number;
}

/**
 * Fetches `url`, retrying up to 3 times on 403/408/413/429/500/502/503/504, network errors and
 * timeouts, waiting 150 ms doubled each try or the server's Retry-After. The last response is
 * returned whatever its status; the caller's abort signal stops at once with 'Request was aborted'.
 * @example
 * const response = await fetchWithRetry('https://rpc.example', { method: 'POST', body });
 */
export async function fetchWithRetry(url: string, init: RequestInit = {}, options: FetchWithRetryOptions = {}): Promise<Response> {
  const { retryCount = RPC_TRANSPORT_POLICY.retryCount, timeoutMs = RPC_TRANSPORT_POLICY.timeout } = options;
  const doFetch = options.fetch ?? globalThis.fetch;
  for (let attempt = 0; ; attempt++) {
    const last = attempt >= retryCount;
    let response: Response | undefined;
    try {
      response = await fetchOnce(doFetch, url, init, timeoutMs);
    } catch (error) {
      if (last || init.signal?.aborted) throw error;
    }
    if (response && (last || !isRetryableStatus(response.status))) return response;
    // Release the discarded response's connection before trying again.
    await response?.body?.cancel().catch(() => {});
    await sleep(retryDelay(attempt, response?.headers.get('Retry-After')));
  }
}

async function fetchOnce(doFetch: typeof globalThis.fetch, url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  const controller = new AbortController();
  const onAbort = () => controller.abort();
  init.signal?.addEventListener('abort', onAbort);
  if (init.signal?.aborted) controller.abort();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    return await doFetch(url, { ...init, signal: controller.signal });
  } catch (error) {
    if (timedOut) throw new WalletModalError(InternalMessages.REQUEST_TIMED_OUT, { details: url });
    if (init.signal?.aborted) throw new WalletModalError(ErrorMessages.REQUEST_ABORTED, { cause: error });
    throw error;
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener('abort', onAbort);
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
