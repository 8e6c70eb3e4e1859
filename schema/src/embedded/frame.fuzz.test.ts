// Fuzzing the frame message contract itself (issue 18): every message schema both ways (the app's requests,
// the frame's results and errors, the envelopes, the handshake) against near-valid values (right type,
// one field wrong or missing, a stray field) and anything. A schema never throws; what it refuses comes
// with issues that each say where (a path) and what (a message), the error a receiver logs or answers.
import fc from 'fast-check';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { nearly, VALID_PAYLOADS, VALID_RESULTS } from '../../../scripts/vitest/arbitraries/frame.js';
import { FUZZ_RUNS, fuzzParameters } from '../../../scripts/vitest/fuzz.js';
import { appHandshakeMessage, appMessage, appRequests, frameError, frameEvent, frameHandshakeReply, frameReadyMessage, frameReply, frameResults, type AppRequestName } from './frame.js';

const names = Object.keys(appRequests) as AppRequestName[];
const envelopes: [string, z.ZodMiniType, unknown][] = [
  ['appMessage', appMessage, { id: 'abcdefgh12345678', type: '@w3m-app/GET_USER', payload: {} }],
  ['frameReply', frameReply, { id: 'abcdefgh12345678', type: '@w3m-frame/GET_USER_SUCCESS', payload: {} }],
  ['frameError', frameError, { code: 'OTP_INVALID', message: 'Invalid code' }],
  ['frameReadyMessage', frameReadyMessage, { type: '@w3m-frame/READY', version: '1.0.0' }],
  ['appHandshakeMessage', appHandshakeMessage, { type: '@w3m-app/HANDSHAKE', nonce: 'n'.repeat(22) }],
  ['frameHandshakeReply', frameHandshakeReply, { type: '@w3m-frame/HANDSHAKE_SUCCESS', nonce: 'n'.repeat(22) }],
  ['frameEvent', frameEvent, { type: '@w3m-frame/SESSION_ENDED' }],
];

/** Every schema of the contract with a valid value of it. */
const schemas: [string, z.ZodMiniType, unknown][] = [
  ...names.map((name): [string, z.ZodMiniType, unknown] => [`appRequests.${name}`, appRequests[name], VALID_PAYLOADS[name]]),
  ...names.map((name): [string, z.ZodMiniType, unknown] => [`frameResults.${name}`, frameResults[name], VALID_RESULTS[name]]),
  ...envelopes,
];

describe('fuzzing the frame message contract', () => {
  it('every valid example parses (the fuzz starts from right values)', () => {
    for (const [name, schema, valid] of schemas) expect(schema.safeParse(valid).success, name).toBe(true);
  });

  it('near-valid and arbitrary messages: parsed or refused with issues naming where and what; never a throw', () => {
    let refused = 0;
    fc.assert(
      fc.property(fc.nat(schemas.length - 1).chain((i) => fc.tuple(fc.constant(schemas[i]!), nearly(schemas[i]![2]))), ([[name, schema], value]) => {
        const result = schema.safeParse(value);
        if (result.success) return;
        refused++;
        expect(result.error.issues.length, name).toBeGreaterThan(0);
        for (const issue of result.error.issues) {
          expect(Array.isArray(issue.path), name).toBe(true);
          expect(issue.message.length, name).toBeGreaterThan(3);
        }
        expect(z.prettifyError(result.error)).toMatch(/✖/);
      }),
      fuzzParameters('schema: frame messages'),
    );
    expect(refused).toBeGreaterThan(FUZZ_RUNS / 5);
  }, 300_000);
});
