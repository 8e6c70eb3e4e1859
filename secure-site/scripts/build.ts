// Builds the secure-site pages (each a single module) and dist/manifest.json with the SRI hash of
// every file, which the server puts in its script and link tags. First the UI page's lazily loaded
// password strength estimator (one module too), whose file name and SRI hash the UI page's loader carries.
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { PAGES, pageConfig, type LazyModule, type Page, type StrengthScript } from '../vite.config.js';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));

interface ViteManifestEntry {
  file: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

export interface PageAssets {
  script: string;
  integrity: string;
  style?: string;
  styleIntegrity?: string;
}

async function sri(file: string): Promise<string> {
  return `sha384-${createHash('sha384').update(await readFile(`${dist}${file}`)).digest('base64')}`;
}

async function buildPage(page: Page | LazyModule, strength?: StrengthScript): Promise<PageAssets> {
  await build(pageConfig(page, strength));
  const manifest = JSON.parse(await readFile(`${dist}.vite/${page}.json`, 'utf8')) as Record<string, ViteManifestEntry>;
  const entries = Object.values(manifest);
  const entry = entries.find((e) => e.isEntry);
  const entryKey = Object.keys(manifest).find((key) => manifest[key] === entry);
  // With codeSplitting off, a dependency's import() (viem's call action loads its CCIP code so) is inlined: the
  // manifest lists it as a dynamic import of the entry itself, and no other file is ever fetched.
  const elsewhere = (e: ViteManifestEntry) => e.dynamicImports?.some((target) => target !== entryKey);
  if (!entry || entries.some((e) => e.imports?.length || elsewhere(e)) || (entry.css?.length ?? 0) > 1) {
    throw new Error(`${page}: expected one module and at most one stylesheet, got ${JSON.stringify(manifest)}`);
  }
  const assets: PageAssets = { script: entry.file.replace(/^assets\//, ''), integrity: await sri(entry.file) };
  const style = entry.css?.[0];
  if (style) Object.assign(assets, { style: style.replace(/^assets\//, ''), styleIntegrity: await sri(style) });
  return assets;
}

await rm(dist, { recursive: true, force: true });
const pages: Partial<Record<Page, PageAssets>> = {};
const estimator = await buildPage('strength');
if (estimator.style) throw new Error('strength: the estimator must not bring a stylesheet');
const strength: StrengthScript = { file: estimator.script, integrity: estimator.integrity };
// The pages that render the secure screens (the UI frame and the approval window) load the estimator lazily.
for (const page of PAGES) pages[page] = await buildPage(page, page === 'ui' || page === 'approve' ? strength : undefined);
await rm(`${dist}.vite`, { recursive: true, force: true });
// `modules`: files a page loads by itself (the server ignores them; listed so the build says what it made).
await writeFile(`${dist}manifest.json`, `${JSON.stringify({ pages, modules: { strength } }, null, 2)}\n`);
console.log(JSON.stringify({ pages, modules: { strength } }, null, 2));
