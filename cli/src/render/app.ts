// Renders the app skeleton around the integration: Vite + React + TypeScript (templates/app), or
// Next.js App Router (templates/app-next) sharing the Vite app's components as client components.

import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Framework } from '../framework.js';
import { templatesDir } from '../paths.js';
import type { PackageSources } from '../scaffold/sources.js';
import { APP_VERSIONS } from '../scaffold/versions.js';
import { renderDirectory, type OutputFile } from './handlebars.js';

/** The Vite app's components and styles that a Next.js app uses too: the components become client components. */
const SHARED = ['src/App.tsx', 'src/TryIt.tsx', 'src/App.css'];

const asClientComponent = (file: OutputFile): OutputFile =>
  file.path.endsWith('.tsx') ? { ...file, content: `'use client';\n\n${file.content}` } : file;

/** The deepest folder holding both paths (the app and the clone its packages are linked from). */
export function commonAncestor(a: string, b: string): string {
  let folder = resolve(a);
  while (relative(folder, resolve(b)).split(sep)[0] === '..') folder = dirname(folder);
  return folder.split(sep).join('/');
}

/**
 * The app's own files (the user owns them after scaffolding).
 * @example
 * appFiles('my-app', packageSources('./my-app'));
 * appFiles('my-app', packageSources('./my-app'), 'next');
 */
export function appFiles(name: string, sources: PackageSources, framework: Framework = 'vite', appDir?: string): OutputFile[] {
  const linkedRoot = sources.checkout && appDir ? commonAncestor(appDir, sources.checkout) : '';
  const data = { name, kit: sources.kit, schema: sources.schema, cliCommand: sources.cliCommand, versions: APP_VERSIONS, linkedRoot };
  const vite = renderDirectory(join(templatesDir, 'app'), { ...data, next: framework === 'next' });
  if (framework === 'vite') return vite;
  const shared = vite.filter((file) => SHARED.includes(file.path)).map(asClientComponent);
  return [...renderDirectory(join(templatesDir, 'app-next'), data), ...shared].sort((a, b) => (a.path < b.path ? -1 : 1));
}
