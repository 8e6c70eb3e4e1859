// The relay's JSON-RPC messages (irn_* plus the 2.25 session shortcuts), parsed with zod/mini where
// they enter the fixture. Ids exceed 2^53: they are kept as their raw text, never as a Number.
import * as z from 'zod/mini';

/**
 * Parses a frame with bare integer ids quoted, so JSON.parse cannot round them, and returns the
 * top-level id's raw text (quoted or bare) to answer with verbatim.
 */
export function parseFrame(text: string): { frame: unknown; rawId: string | undefined } {
  const rawId = /"id"\s*:\s*("[^"]*"|\d+)/.exec(text)?.[1];
  return { frame: JSON.parse(text.replace(/"id"\s*:\s*(\d+)/g, '"id":"$1"')), rawId };
}

const id = z.union([z.string(), z.number()]);

export const publishParams = z.looseObject({
  topic: z.string(),
  message: z.string(),
  ttl: z.optional(z.number()),
  tag: z.optional(z.number()),
  attestation: z.optional(z.string()),
});

export const proposeSessionParams = z.looseObject({
  pairingTopic: z.string(),
  sessionProposal: z.string(),
  attestation: z.optional(z.string()),
});

export const approveSessionParams = z.looseObject({
  sessionTopic: z.string(),
  pairingTopic: z.string(),
  sessionProposalResponse: z.string(),
  sessionSettlementRequest: z.string(),
});

export const topicParams = z.looseObject({ topic: z.string() });
export const topicsParams = z.looseObject({ topics: z.array(z.string()) });

/** A request from a client. Its answers to our irn_subscription pushes carry no method and are dropped. */
export const clientRequest = z.looseObject({ id, method: z.string(), params: z.optional(z.unknown()) });

/** The `?auth=` JWT's payload: its `iss` (did:key) is the client id subscriptions are keyed by. */
export const authPayload = z.looseObject({ iss: z.string() });

/** Tags the 2.25 SDK expects on messages the relay publishes for wc_proposeSession / wc_approveSession. */
export const TAGS = { sessionPropose: 1100, sessionProposeResponse: 1101, sessionSettle: 1102 } as const;

export type RelayMessage = { topic: string; message: string; publishedAt: number; tag: number; attestation?: string };
