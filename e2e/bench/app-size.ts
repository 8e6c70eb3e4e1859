// `npm run bench`: the node_modules of a freshly scaffolded app, installed the way `npx create-wallet-modal`
// will once published (npm pack tarballs of schema, kit and cli; no clone in sight): size on disk and
// package count, everything and production only (what `npm install --omit=dev` keeps), with the largest
// production packages. Goal for the default (Vite) app: <= 150 MB and <= 100 production packages.
// Run alone with `node --import tsx e2e/bench/app-size.ts` after `npm run build`.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { userShellEnv } from '../support/fresh-app';
import { installPackedCli } from '../support/packed-cli';
import { runCommand } from '@wallet-modal/testing';

type LockPackage = { dev?: boolean; devOptional?: boolean; link?: boolean };

/** Bytes of the files below `dir`, not following links; `skipNested` leaves nested node_modules out. */
function diskBytes(dir: string, skipNested = false): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && !(skipNested && entry.name === 'node_modules')) total += diskBytes(path, skipNested);
    else if (entry.isFile()) total += statSync(path).size;
  }
  return total;
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

/** Size and package counts of the app's node_modules, from its lockfile. */
function measure(app: string): string {
  const lock = JSON.parse(readFileSync(join(app, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockPackage> };
  // Optional packages for other platforms are in the lockfile but not on disk.
  const all = Object.entries(lock.packages).filter(([path, entry]) => path !== '' && !entry.link && existsSync(join(app, path)));
  const production = all
    .filter(([, entry]) => !entry.dev && !entry.devOptional)
    .map(([path]) => ({ name: path.slice(path.lastIndexOf('node_modules/') + 13), bytes: diskBytes(join(app, path), true) }));
  const productionBytes = production.reduce((sum, entry) => sum + entry.bytes, 0);
  const largest = [...production].sort((a, b) => b.bytes - a.bytes).slice(0, 8);
  return [
    `all:        ${mb(diskBytes(join(app, 'node_modules')))}, ${all.length} packages`,
    `production: ${mb(productionBytes)}, ${production.length} packages (goal <= 150 MB, <= 100 packages)`,
    `largest production packages: ${largest.map((entry) => `${entry.name} ${mb(entry.bytes)}`).join(', ')}`,
  ].join('\n');
}

const workspace = mkdtempSync(join(tmpdir(), 'wm-app-size-'));
try {
  const env = userShellEnv();
  const { packed, bin } = await installPackedCli(workspace);
  for (const framework of ['vite', 'next']) {
    const started = performance.now();
    await runCommand(bin, [`app-${framework}`, '--project-id', 'bench', '--yes', '--framework', framework, '--kit-source', packed], { cwd: workspace, env });
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(`### ${framework === 'vite' ? 'Default app (Vite + React)' : 'Next.js App Router app'}: scaffold + npm install ${seconds} s\n${measure(join(workspace, `app-${framework}`))}\n`);
  }
} finally {
  rmSync(workspace, { recursive: true, force: true });
}
