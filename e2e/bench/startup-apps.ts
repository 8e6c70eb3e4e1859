// The three pages issue 31's start-up budget compares: a React-only page, the app the CLI scaffolds with
// its defaults, and one with every feature on (EVM x3 + Solana, apiUrl, secure site, pay, SIWX, smart
// sessions). The bench builds them as a user does (npm pack tarballs -> installed CLI -> npm install ->
// npm run build); the byte-budget test builds the same configs from the clone (same kit dist, same vite).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../cli/src/testing/cli.js';
import { buildApp, buildWithVite, type BuiltApp, runCommand } from '@wallet-modal/testing';
import { userShellEnv } from '../support/fresh-app';
import { installPackedCli } from '../support/packed-cli';

/** The configs of the two scaffolded apps; `null` is the CLI's own defaults (`--project-id bench --yes`). */
export const STARTUP_CONFIGS = {
  'CLI defaults': null,
  'every feature': {
    projectId: 'bench',
    networks: ['eip155:1', 'eip155:10', 'eip155:8453', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    apiUrl: 'http://127.0.0.1:8787',
    secureSiteUrl: 'http://localhost:8788',
    features: { pay: true, smartSessions: true },
    siwx: {},
  },
} as const;

export type StartupAppName = 'React only' | keyof typeof STARTUP_CONFIGS;
export type StartupApp = { name: StartupAppName; dist: string };

const PLAIN_REACT = new URL('./plain-react', import.meta.url).pathname;

/** Scaffolds `name` with `cli` (an argv prefix) in `parent`, from its config or the CLI defaults. */
async function scaffold(parent: string, name: keyof typeof STARTUP_CONFIGS, run: (args: string[]) => Promise<unknown>): Promise<string> {
  const folder = name === 'CLI defaults' ? 'defaults' : 'every';
  const config = STARTUP_CONFIGS[name];
  const args = [folder, '--yes', '--project-id', 'bench'];
  if (config) {
    const file = join(parent, `${folder}.config.json`);
    writeFileSync(file, JSON.stringify(config));
    args.push('--config', file);
  }
  await run(args);
  return join(parent, folder);
}

/**
 * Packs schema, kit and cli, installs the packed cli, scaffolds both apps with it (npm install from the
 * tarballs) and builds them with their own `npm run build`; the React-only page is built with vite.
 * Needs `npm run build` first. `cleanup` removes the workspace.
 * @example
 * const { apps, cleanup } = await buildStartupAppsFromTarballs();
 */
export async function buildStartupAppsFromTarballs(): Promise<{ apps: StartupApp[]; cleanup: () => void }> {
  const workspace = mkdtempSync(join(tmpdir(), 'wm-startup-'));
  const env = userShellEnv();
  const { packed, bin } = await installPackedCli(workspace);
  const apps: StartupApp[] = [{ name: 'React only', dist: (await buildWithVite(PLAIN_REACT)).dist }];
  for (const name of Object.keys(STARTUP_CONFIGS) as (keyof typeof STARTUP_CONFIGS)[]) {
    const root = await scaffold(workspace, name, (args) => runCommand(bin, [...args, '--kit-source', packed], { cwd: workspace, env }));
    apps.push({ name, dist: (await buildApp(root)).dist });
  }
  return { apps, cleanup: () => rmSync(workspace, { recursive: true, force: true }) };
}

/**
 * The same three pages from the clone: the CLI from source (`--no-install`, the workspace's kit dist)
 * and the repo's vite, in `scratch` (a folder inside the repo, where node finds the root node_modules).
 * @example
 * const apps = await buildStartupAppsFromClone(scratch.dir);
 */
export async function buildStartupAppsFromClone(scratch: string): Promise<StartupApp[]> {
  const apps: StartupApp[] = [{ name: 'React only', dist: (await buildWithVite(PLAIN_REACT)).dist }];
  for (const name of Object.keys(STARTUP_CONFIGS) as (keyof typeof STARTUP_CONFIGS)[]) {
    const root = await scaffold(scratch, name, async (args) => {
      const created = await runCli([...args, '--no-install'], scratch);
      if (created.code !== 0) throw new Error(created.output);
    });
    const built: BuiltApp = await buildWithVite(root);
    apps.push({ name, dist: built.dist });
  }
  return apps;
}
