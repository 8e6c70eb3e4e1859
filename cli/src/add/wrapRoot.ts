// Wraps an existing app's root in <WalletModal> when the root file has a shape we recognise (the one
// create-vite's main.tsx and create-next-app's app/layout.tsx have); otherwise says the two lines to add.

import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { Framework } from '../framework.js';

export type WrapResult =
  /** `content` is the root file with the wrapper and its import. */
  | { status: 'wrapped'; file: string; content: string }
  | { status: 'already'; file: string }
  /** The two lines to add by hand, and why we did not. */
  | { status: 'manual'; file: string; lines: [string, string]; reason: string };

/** Where the root is: the file that renders the app (Vite) or the root layout (Next.js). */
function rootFile(root: string, framework: Framework): string {
  const candidates =
    framework === 'next'
      ? ['src/app/layout.tsx', 'app/layout.tsx', 'src/app/layout.jsx', 'app/layout.jsx']
      : ['src/main.tsx', 'src/main.jsx', 'src/index.tsx', 'src/index.jsx'];
  return candidates.find((file) => existsSync(join(root, file))) ?? candidates[0]!;
}

/** The import specifier from `file` to the integration folder, e.g. '../wallet-modal'. */
function specifier(file: string, integrationDir: string): string {
  const path = posix.relative(posix.dirname(file), integrationDir);
  return path.startsWith('.') ? path : `./${path}`;
}

/** Index just past the last top-level import statement (imports may span lines). */
function endOfImports(source: string): number {
  const imports = [...source.matchAll(/^import\s[^;]*?(?:from\s*)?(['"])[^'"\n]+\1;?[^\S\n]*$/gm)];
  const last = imports.at(-1);
  return last ? last.index + last[0].length : -1;
}

/** What the app root renders, with the place the wrapper goes: `<App />` (Vite) or `{children}` in <body> (Next.js). */
function wrapTarget(framework: Framework): { pattern: RegExp; describe: string } {
  return framework === 'next'
    ? { pattern: /^([^\S\n]*)\{children\}[^\S\n]*$/gm, describe: '{children} on a line of its own inside <body>' }
    : { pattern: /^([^\S\n]*)<App\s*\/>[^\S\n]*$/gm, describe: '<App /> on a line of its own' };
}

/**
 * Adds `import { WalletModal } from '<integration>'` and wraps the root element in <WalletModal>.
 * @example
 * wrapRoot('/app', 'vite', 'src/wallet-modal'); // { status: 'wrapped', file: 'src/main.tsx', content: … }
 */
export function wrapRoot(root: string, framework: Framework, integrationDir: string): WrapResult {
  const file = rootFile(root, framework);
  // Next.js: <WalletModal> is a server component (it reads the wallet cookie), beside the 'use client' index.
  const from = framework === 'next' ? `${specifier(file, integrationDir)}/WalletModal` : specifier(file, integrationDir);
  const inner = framework === 'next' ? '{children}' : '<App />';
  const lines: [string, string] = [`import { WalletModal } from '${from}';`, `<WalletModal>${inner}</WalletModal>`];
  const manual = (reason: string): WrapResult => ({ status: 'manual', file, lines, reason });
  if (!existsSync(join(root, file))) return manual(`${file} was not found`);
  const source = readFileSync(join(root, file), 'utf8');
  if (/<WalletModal[\s>]/.test(source)) return { status: 'already', file };
  const { pattern, describe } = wrapTarget(framework);
  const targets = [...source.matchAll(pattern)];
  const importsEnd = endOfImports(source);
  if (targets.length !== 1 || importsEnd < 0 || targets[0]!.index < importsEnd) return manual(`${file} does not have the shape we can edit safely (one ${describe}, after the imports)`);
  const quote = /^import[^\n]*"/m.test(source) ? '"' : "'";
  const semicolon = /^import[^\n]*;[^\S\n]*$/m.test(source) ? ';' : '';
  const importLine = `import { WalletModal } from ${quote}${from}${quote}${semicolon}`;
  const target = targets[0]!;
  const indent = target[1] ?? '';
  const wrapped = `${indent}<WalletModal>\n${indent}  ${inner}\n${indent}</WalletModal>`;
  const withWrapper = source.slice(0, target.index) + wrapped + source.slice(target.index + target[0].length);
  return { status: 'wrapped', file, content: `${withWrapper.slice(0, importsEnd)}\n${importLine}${withWrapper.slice(importsEnd)}` };
}
