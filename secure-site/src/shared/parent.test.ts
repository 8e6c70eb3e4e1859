import { describe, expect, it } from 'vitest';
import { embeddingOrigin } from './parent.js';

const fakeWindow = (o: { top?: boolean; origin?: string; ancestors?: string[]; referrer?: string }) => {
  const win = {
    origin: o.origin ?? 'https://secure.example',
    location: { origin: o.origin ?? 'https://secure.example', ancestorOrigins: o.ancestors ? Object.assign([...o.ancestors], { contains: () => false, item: () => null }) : undefined },
    document: { referrer: o.referrer ?? '' },
    parent: {} as unknown,
  };
  if (o.top) win.parent = win;
  return win as unknown as Window;
};

describe('the secure pages run only when framed, by a known origin', () => {
  it('refuses to run top-level', () => {
    expect(embeddingOrigin(fakeWindow({ top: true, ancestors: ['https://app.example'] }))).toBeUndefined();
  });
  it('refuses to run sandboxed into an opaque origin', () => {
    expect(embeddingOrigin(fakeWindow({ origin: 'null', ancestors: ['https://app.example'] }))).toBeUndefined();
  });
  it('takes the parent origin from ancestorOrigins[0], else from the referrer, else refuses', () => {
    expect(embeddingOrigin(fakeWindow({ ancestors: ['https://app.example'], referrer: 'https://other.example/x' }))).toBe('https://app.example');
    expect(embeddingOrigin(fakeWindow({ referrer: 'https://app.example/page?q=1' }))).toBe('https://app.example');
    expect(embeddingOrigin(fakeWindow({}))).toBeUndefined();
    expect(embeddingOrigin(fakeWindow({ ancestors: ['null'] }))).toBeUndefined();
  });
});
