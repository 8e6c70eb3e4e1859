// The depth scan that keeps hostile nesting away from JSON.stringify and jsonb.
import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-depth.js';

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings or escaped quotes', () => {
    expect(nestsDeeperThan('{"a":[1,{"b":2}]}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[1,{"b":2}]}', 2)).toBe(true);
    expect(nestsDeeperThan('{"a":"[[[[{{{{\\"[[[["}', 1)).toBe(false);
    expect(nestsDeeperThan('['.repeat(100_000) + ']'.repeat(100_000), 32)).toBe(true);
  });
});
