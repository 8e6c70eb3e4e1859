// An app whose kit is linked from a clone (file: dependencies on its folders) needs one setting in its
// bundler config: Vite one React for the app and the kit (resolve.dedupe; the clone has its own React),
// Next.js a Turbopack root holding both the app and the clone. Added when the config has its starter's
// shape, else said.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Framework } from '../framework.js';

export type LinkedKitResult =
  | { status: 'edited'; file: string; content: string }
  | { status: 'already' | 'manual'; file: string; lines: string[] };

interface Rule {
  files: string[];
  /** The line the setting goes after. */
  anchor: RegExp;
  /** Present when the setting is already there. */
  marker: string;
  lines: string[];
  why: string;
}

function rule(framework: Framework, linkedRoot: string): Rule {
  if (framework === 'next') {
    return {
      files: ['next.config.ts', 'next.config.mjs', 'next.config.js'],
      anchor: /^const nextConfig(?:: NextConfig)? = \{[^\S\n]*$/m,
      marker: 'outputFileTracingRoot',
      lines: [`turbopack: { root: '${linkedRoot}' },`, `outputFileTracingRoot: '${linkedRoot}',`],
      why: 'Turbopack reads only files below its root, so the root holds both this app and the clone.',
    };
  }
  return {
    files: ['vite.config.ts', 'vite.config.js', 'vite.config.mts', 'vite.config.mjs'],
    anchor: /^[^\S\n]*plugins: \[react\(\)\],?[^\S\n]*$/m,
    marker: 'dedupe',
    lines: ["resolve: { dedupe: ['react', 'react-dom'] },"],
    why: 'one React for the app and the kit (the clone has its own).',
  };
}

/**
 * The app's bundler config with the setting a clone-linked kit needs, or the lines to add by hand.
 * @example
 * linkedKitConfig('/tmp/app', 'next', '/'); // { status: 'edited', file: 'next.config.ts', content: … }
 */
export function linkedKitConfig(root: string, framework: Framework, linkedRoot: string): LinkedKitResult {
  const { files, anchor, marker, lines, why } = rule(framework, linkedRoot);
  const file = files.find((name) => existsSync(join(root, name))) ?? files[0]!;
  if (!existsSync(join(root, file))) return { status: 'manual', file, lines };
  const source = readFileSync(join(root, file), 'utf8');
  if (source.includes(marker)) return { status: 'already', file, lines };
  const found = anchor.exec(source);
  if (!found) return { status: 'manual', file, lines };
  const end = found.index + found[0].length;
  const added = [`  // @wallet-modal/kit is linked from a clone of create-wallet-modal (file: dependencies):`, `  // ${why}`, ...lines.map((line) => `  ${line}`)];
  return { status: 'edited', file, content: `${source.slice(0, end)}\n${added.join('\n')}${source.slice(end)}` };
}
