// `create-wallet-modal generate`: validates wallet-modal.config.json and re-renders src/wallet-modal/*,
// keeping generated files the user edited unless --force. Works in a scaffolded app or an existing one.

import * as p from '@clack/prompts';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CONFIG_FILE, readConfigInput, validateConfig } from '../config/configFile.js';
import { gatherConfig, type ConfigFlags } from '../config/gather.js';
import { CliError } from '../errors.js';
import { DEFAULT_FRAMEWORK, detectFramework } from '../framework.js';
import { isInteractive } from '../interactive.js';
import type { OutputFile } from '../render/handlebars.js';
import { integrationDir, integrationFiles, integrationNotices, middlewareNotice, ownMiddleware } from '../render/integration.js';
import { packageSources } from '../scaffold/sources.js';
import { layoutImportNotice } from '../write/layoutImport.js';
import { applyPlan, planFiles } from '../write/plan.js';
import { formatDiffs, formatPlan } from '../write/report.js';

export interface GenerateOptions extends ConfigFlags {
  cwd: string;
  force?: boolean;
  dryRun?: boolean;
  diff?: boolean;
  yes?: boolean;
}

/** The config, read from the file, or (in an app without one) gathered and added as a new file (generate and add). */
export async function loadOrCreateConfig(root: string, options: GenerateOptions) {
  const file = options.config ? resolve(options.config) : join(root, CONFIG_FILE);
  if (existsSync(file) || options.config) {
    return { config: validateConfig(readConfigInput(file), file), newFiles: [] as OutputFile[] };
  }
  const interactive = isInteractive(options.yes);
  if (!interactive && !options.projectId) {
    throw new CliError(
      `No ${CONFIG_FILE} in ${root}. Pass --project-id <id> (and --networks <ids>) to create one, ` +
        'run in a terminal to be asked, or pass --cwd <app folder>.',
    );
  }
  p.log.info(`No ${CONFIG_FILE} in ${root}: creating one.`);
  const { config, fileText } = await gatherConfig({ projectId: options.projectId, networks: options.networks, secureSiteUrl: options.secureSiteUrl }, interactive);
  return { config, newFiles: [{ path: CONFIG_FILE, content: fileText }] };
}

function nextSteps(root: string): string {
  const sources = packageSources(root);
  return [
    'To finish adding the wallet modal to this app:',
    `  1. add the dependencies: "@wallet-modal/kit": "${sources.kit}", "@wallet-modal/schema": "${sources.schema}", then npm install`,
    `  2. wrap your root component: <WalletModal><App /></WalletModal>, imported from './wallet-modal'`,
    "  3. put <ConnectButton /> (also from './wallet-modal') where users should connect",
    '`create-wallet-modal add` does steps 1 and 2 for you (and runs the install).',
  ].join('\n');
}

/**
 * Regenerates the integration under `options.cwd`.
 * @example
 * await generate({ cwd: './my-app', dryRun: true, diff: true });
 */
export async function generate(options: GenerateOptions): Promise<void> {
  const root = resolve(options.cwd);
  const { config, newFiles } = await loadOrCreateConfig(root, options);
  // A Next.js app gets the client-component integration; anything else the Vite one.
  const framework = detectFramework(root) ?? DEFAULT_FRAMEWORK;
  const dir = integrationDir(root, framework);
  const plan = planFiles(root, [...newFiles, ...integrationFiles(config, { framework, dir, root })], { force: Boolean(options.force) });
  const dryRun = Boolean(options.dryRun);
  if (options.diff) process.stdout.write(formatDiffs(plan));
  if (!dryRun) applyPlan(root, plan);
  const title = dryRun ? `Dry run, nothing written (${dir}):` : `Generated ${dir}:`;
  p.log.info(`${title}\n${formatPlan(plan, { dryRun })}`);
  if (plan.some((file) => file.action === 'kept')) {
    p.log.warn('Some generated files were edited by hand and were kept. Re-run with --force to replace them.');
  }
  if (newFiles.length > 0 && !dryRun) p.log.info(nextSteps(root));
  for (const notice of integrationNotices(config)) p.log.warn(notice);
  const layout = framework === 'next' ? layoutImportNotice(root) : undefined;
  if (layout) p.log.warn(layout);
  const middleware = framework === 'next' ? ownMiddleware(root, dir) : undefined;
  if (middleware) p.log.warn(middlewareNotice(config, middleware));
}
