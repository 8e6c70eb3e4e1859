// Keeps docs/spec-coverage.md honest: every file it names exists and every test it quotes is in that file.

import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const doc = readFileSync(`${root}docs/spec-coverage.md`, 'utf8');
const rows = doc
  .split('\n')
  .filter((line) => line.startsWith('| ') && !line.startsWith('| Rule'))
  .map((line) => line.slice(2, -2).split(' | '));

/** Doc paths are relative to kit/src/core unless they name a repo folder or another part of kit/src. */
const resolve = (path: string) => {
  if (/^(schema|kit|cli|server|secure-site|testing|e2e|examples|templates|docs)\//.test(path)) return `${root}${path}`;
  if (/^(adapters|features|views|react|theme)\//.test(path)) return `${root}kit/src/${path}`;
  return `${root}kit/src/core/${path}`;
};

/** The parts of a quoted test name around '…' and '→', without edge quotes and punctuation. */
const fragments = (name: string) =>
  name
    .split(/…|→/)
    .map((part) => part.trim().replace(/^['"(:\s]+|['"(:\s]+$/g, ''))
    .filter((part) => part.length >= 3);

describe('docs/spec-coverage.md', () => {
  it('has a row for every section 1 to 9', () => {
    for (let section = 1; section <= 9; section++) expect(doc).toMatch(new RegExp(`^## ${section}\\. `, 'm'));
    expect(rows.length).toBeGreaterThan(150);
  });

  it('every row names a test, the issue it belongs to, the lead, or says plainly it is not implemented', () => {
    const unowned = rows.filter(([, , test = '']) => !/\.test\.ts|issue|\(lead\)|nothing to prove|not implemented: /.test(test));
    expect(unowned).toEqual([]);
  });

  it('every implementation file it names exists', () => {
    const missing = rows
      .flatMap(([, implementation = '']) => [...implementation.matchAll(/`([\w./-]+\/[\w./-]+)`/g)].map((m) => m[1]!))
      .filter((path) => !existsSync(resolve(path)));
    expect(missing).toEqual([]);
  });

  it('every product function it names in parentheses occurs in the file before it', () => {
    const missing: string[] = [];
    for (const [, implementation = ''] of rows) {
      // `path` (`fn`) or `path` (`fn`, `other`): each backticked name in the parentheses must occur in that file.
      for (const [, path, inner] of implementation.matchAll(/`([\w./-]+\/[\w./-]+\.[a-z]+)`\s*\(([^)]*)\)/g)) {
        const file = resolve(path!);
        if (!existsSync(file)) continue; // reported by the check above
        const source = readFileSync(file, 'utf8');
        for (const [, name] of inner!.matchAll(/`([A-Za-z_$][\w$]*)`/g)) {
          if (!new RegExp(`(?<![\\w$])${name!.replaceAll('$', '\\$')}(?![\\w$])`).test(source)) missing.push(`${path} (${name})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('every test it quotes is in the test file it names', () => {
    const missing: string[] = [];
    for (const [, , test = ''] of rows) {
      let file: string | undefined;
      for (const [, path, name] of test.matchAll(/`([^`]+\.test\.tsx?)`|"([^"]+)"/g)) {
        if (path) {
          file = path;
          if (!existsSync(resolve(path))) missing.push(path);
          continue;
        }
        // A name in single quotes writes its apostrophes escaped; the row quotes them plain.
        const source = file && existsSync(resolve(file)) ? readFileSync(resolve(file), 'utf8').replaceAll("\\'", "'") : '';
        const absent = fragments(name!).filter((part) => !source.includes(part));
        if (absent.length) missing.push(`${file} › ${name} (${absent.join(' / ')})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
