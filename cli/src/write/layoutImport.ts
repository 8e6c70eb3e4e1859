// A Next.js layout written for an older integration imports <WalletModal> from the integration's index,
// which is now a 'use client' module that cannot export the server component: `generate` names the line.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const LAYOUTS = ['app', 'src/app'].flatMap((dir) => ['tsx', 'jsx', 'ts', 'js'].map((ext) => `${dir}/layout.${ext}`));
const IMPORT = /^import\s*\{([^}]*)\}\s*from\s*(['"])([^'"]*wallet-modal)\/?\2;?[ \t]*$/m;

/**
 * The notice for a root layout that still imports WalletModal from the integration's index, with the
 * exact line to write instead; undefined when no layout does.
 * @example
 * layoutImportNotice('./my-next-app');
 * // "src/app/layout.tsx imports WalletModal from '../wallet-modal' … change the line to: import { WalletModal } from '../wallet-modal/WalletModal';"
 */
export function layoutImportNotice(root: string): string | undefined {
  for (const layout of LAYOUTS) {
    const path = join(root, layout);
    if (!existsSync(path)) continue;
    const match = IMPORT.exec(readFileSync(path, 'utf8'));
    const names = match?.[1]?.split(',').map((name) => name.trim()).filter(Boolean) ?? [];
    if (!match || !names.includes('WalletModal')) continue;
    const [line, , quote, from] = match;
    const others = names.filter((name) => name !== 'WalletModal');
    const replacement = [`import { WalletModal } from ${quote}${from}/WalletModal${quote};`, ...(others.length > 0 ? [`import { ${others.join(', ')} } from ${quote}${from}${quote};`] : [])];
    return (
      `${layout} imports WalletModal from ${quote}${from}${quote}, a client module that no longer exports it (<WalletModal> is a server component now, so the first HTML shows the account). ` +
      `Change the line\n  ${line.trim()}\nto\n  ${replacement.join('\n  ')}`
    );
  }
  return undefined;
}
