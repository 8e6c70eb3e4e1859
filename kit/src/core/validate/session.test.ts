import { describe, expect, it } from 'vitest';
import { assertNamespaceConfigured, assertSession } from './session.js';

describe('session preconditions (spec §5)', () => {
  it("a namespace not configured throws \"Namespace '{ns}' is not configured. Please call connect() first with namespace config.\"", () => {
    expect(() => assertNamespaceConfigured('solana', ['eip155'])).toThrow(
      "Namespace 'solana' is not configured. Please call connect() first with namespace config.",
    );
    expect(() => assertNamespaceConfigured('eip155', new Set(['eip155']))).not.toThrow();
  });

  it("requests need a session: 'Please call connect() before request()'", () => {
    expect(() => assertSession(undefined)).toThrow('Please call connect() before request()');
    expect(() => assertSession(null)).toThrow('Please call connect() before request()');
    expect(() => assertSession({ topic: 'abc' })).not.toThrow();
  });
});
