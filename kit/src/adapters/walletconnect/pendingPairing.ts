// The pairing a page was showing when it went away (a reload, a tab the browser discarded): its URI and
// expiry, kept so that a wallet that scans the code on screen, or already approved it meanwhile, still
// connects once the page is back. Read defensively: anything else under the key is dropped.

import * as z from 'zod/mini';
import { safeStorage } from '../../core/storage/safeStorage.js';
import { STORAGE_KEYS } from '../../core/storage/keys.js';
import { isPairingExpired } from './pairing.js';

/** wc:<64 hex topic>@2?…: the pairing topic is what the session it leads to names as its pairingTopic. */
const PAIRING_URI = /^wc:([0-9a-f]{64})@2\?/;

const stored = z.object({ uri: z.string().check(z.regex(PAIRING_URI)), expiry: z.number().check(z.positive()) });

export interface PendingPairing {
  uri: string;
  topic: string;
  expiry: number;
}

/** The kept pairing when it is well formed and not (about to be) expired; otherwise none, and the key is cleared. */
export function readPendingPairing(now = Date.now()): PendingPairing | undefined {
  const kept = safeStorage.getJSON(STORAGE_KEYS.WC_PENDING_PAIRING, (value) => {
    const parsed = stored.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  });
  if (!kept || isPairingExpired(kept.expiry, now)) {
    forgetPendingPairing();
    return undefined;
  }
  return { ...kept, topic: PAIRING_URI.exec(kept.uri)![1]! };
}

export function keepPendingPairing(uri: string, expiry: number): void {
  safeStorage.setJSON(STORAGE_KEYS.WC_PENDING_PAIRING, { uri, expiry });
}

export function forgetPendingPairing(): void {
  safeStorage.remove(STORAGE_KEYS.WC_PENDING_PAIRING);
}
