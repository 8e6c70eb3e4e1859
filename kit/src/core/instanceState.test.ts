// @vitest-environment jsdom
// Everything a modal keeps privately is in one place, under names its controllers declared (issue 34).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { refreshTokenBalances } from './controllers/tokenBalances.js';
import { walletModal } from './controllers/testing.js';
import { describeInstance, instanceState } from './instanceState.js';

const kitSrc = join(dirname(fileURLToPath(import.meta.url)), '..');

function* productSources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* productSources(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

describe('instance state', () => {
  it('describeInstance lists what a modal keeps, by name, and two modals share none of it', async () => {
    const counter = instanceState('test counter', () => ({ count: 0 }));
    const { modal } = walletModal();
    const { modal: other } = walletModal();
    counter(modal).count += 2;
    await modal.connect('dev.wallet');
    await refreshTokenBalances(modal);
    expect(describeInstance(modal).get('test counter')).toEqual({ count: 2 });
    expect([...describeInstance(modal).keys()]).toEqual(expect.arrayContaining(['test counter', 'connectAttempts']));
    expect(describeInstance(other).has('test counter')).toBe(false);
    expect(counter(other).count).toBe(0);
  });

  it('every state the kit declares has its own literal name', () => {
    const names: string[] = [];
    for (const file of productSources(kitSrc)) {
      const source = readFileSync(file, 'utf8');
      for (const call of source.matchAll(/\binstanceState(?:<[^(]*?>)?\(\s*([^,]*),/g)) {
        if (file.endsWith('instanceState.ts')) continue;
        expect(call[1], `${file}: instanceState's first argument is the state's name, a string literal`).toMatch(/^'[^']+'$/);
        names.push(call[1]!);
      }
    }
    expect(names.length).toBeGreaterThan(20);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });
});
