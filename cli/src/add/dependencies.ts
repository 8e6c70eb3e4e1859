// Adds our packages to an existing app's package.json, keeping its indentation and key order.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The app's package.json text with `wanted` in its dependencies (sorted in, as npm does), or undefined
 * when every one is already there with that spec.
 * @example
 * withDependencies('/app', { '@wallet-modal/kit': '^0.1.0' });
 */
export function withDependencies(root: string, wanted: Record<string, string>): string | undefined {
  const text = readFileSync(join(root, 'package.json'), 'utf8');
  const pkg = JSON.parse(text) as { dependencies?: Record<string, string> };
  const current = pkg.dependencies ?? {};
  if (Object.entries(wanted).every(([name, spec]) => current[name] === spec)) return undefined;
  const merged = { ...current, ...wanted };
  pkg.dependencies = Object.fromEntries(Object.keys(merged).sort().map((name) => [name, merged[name]!]));
  const indent = /^([ \t]+)"/m.exec(text)?.[1] ?? '  ';
  return `${JSON.stringify(pkg, null, indent)}${text.endsWith('\n') ? '\n' : ''}`;
}
