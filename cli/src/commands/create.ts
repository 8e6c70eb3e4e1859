// `create-wallet-modal [dir]`: writes a Vite + React + TypeScript app (or a Next.js App Router app with
// --framework next) with the config and the generated integration, then installs its dependencies.

import * as p from '@clack/prompts';
import { existsSync, readdirSync } from 'node:fs';
import { basename, relative, resolve } from 'node:path';
import { CONFIG_FILE } from '../config/configFile.js';
import { gatherConfig, type ConfigFlags } from '../config/gather.js';
import { CancelledError, CliError } from '../errors.js';
import { DEFAULT_FRAMEWORK, FRAMEWORK_NAMES, FRAMEWORKS, parseFramework, type Framework } from '../framework.js';
import { isInteractive } from '../interactive.js';
import { appFiles } from '../render/app.js';
import { integrationFiles, integrationNotices } from '../render/integration.js';
import { installDependencies } from '../scaffold/install.js';
import { packageSources } from '../scaffold/sources.js';
import { applyPlan, planFiles } from '../write/plan.js';
import { formatPlan } from '../write/report.js';

export interface CreateOptions extends ConfigFlags {
  yes?: boolean;
  install: boolean;
  force?: boolean;
  kitSource?: string;
  name?: string;
  /** vite (default) or next. */
  framework?: string;
}

const DEFAULT_DIR = 'wallet-modal-app';

function assertWritable(dir: string, force: boolean | undefined) {
  if (force || !existsSync(dir) || readdirSync(dir).length === 0) return;
  throw new CliError(`${dir} is not empty: choose another folder, or pass --force to write into it.`);
}

/** An npm package name from a folder name: lower case, URL-safe characters only. */
function packageName(folder: string): string {
  return folder.toLowerCase().replace(/[^a-z0-9._~-]+/g, '-').replace(/^[-._]+/, '') || DEFAULT_DIR;
}

/** npm's rules for a package name: lower case, URL-safe, not starting with . or _, an optional @scope/. */
const NPM_NAME = /^(?:@[a-z0-9~-][a-z0-9._~-]*\/)?[a-z0-9~-][a-z0-9._~-]*$/;

/** The --name value, refused before anything is written when npm would refuse the package.json. */
function checkedName(name: string): string {
  if (name.length <= 214 && NPM_NAME.test(name)) return name;
  throw new CliError(
    `--name ${JSON.stringify(name)} is not a valid npm package name: use lower-case letters, digits and - . _ ~ ` +
      '(at most 214 characters, e.g. my-wallet-app), or leave --name out to use the folder name.',
  );
}

async function askDir(): Promise<string> {
  const dir = await p.text({ message: 'Where should the app go?', placeholder: DEFAULT_DIR, defaultValue: DEFAULT_DIR });
  if (p.isCancel(dir)) throw new CancelledError();
  return dir;
}

async function askFramework(): Promise<Framework> {
  const framework = await p.select({
    message: 'Framework',
    options: FRAMEWORKS.map((value) => ({ value, label: FRAMEWORK_NAMES[value] })),
    initialValue: DEFAULT_FRAMEWORK,
  });
  if (p.isCancel(framework)) throw new CancelledError();
  return framework;
}

/**
 * Scaffolds an app into `dirArg`.
 * @example
 * await create('my-app', { projectId: 'demo', yes: true, install: false });
 */
export async function create(dirArg: string | undefined, options: CreateOptions): Promise<void> {
  const interactive = isInteractive(options.yes);
  if (interactive) p.intro('create-wallet-modal');
  // Checked before asking anything: a wrong --framework fails at once.
  const flagged = options.framework === undefined ? undefined : parseFramework(options.framework);
  const dir = resolve(dirArg ?? (interactive ? await askDir() : DEFAULT_DIR));
  assertWritable(dir, options.force);
  const name = options.name === undefined ? packageName(basename(dir)) : checkedName(options.name);
  // Checked before asking anything: a wrong --kit-source fails at once.
  const sources = packageSources(dir, options.kitSource);
  const framework = flagged ?? (interactive ? await askFramework() : DEFAULT_FRAMEWORK);
  const { config, fileText } = await gatherConfig(options, interactive);
  const files = [
    ...appFiles(name, sources, framework, dir),
    { path: CONFIG_FILE, content: fileText },
    ...integrationFiles(config, { framework }),
  ];
  const plan = planFiles(dir, files, { force: true });
  applyPlan(dir, plan);
  p.log.success(`Wrote the app to ${dir}\n${formatPlan(plan, { dryRun: false })}`);
  for (const notice of integrationNotices(config)) p.log.warn(notice);
  if (sources.checkout) {
    p.log.info(
      `@wallet-modal/kit and @wallet-modal/schema are not on npm yet: the app uses this checkout's packages ` +
        `(${sources.kit}, ${sources.schema}). Build them first with \`npm run build\` in ${sources.checkout}.`,
    );
  }
  if (sources.tarballs) p.log.info(`The app uses the packed tarballs in ${sources.tarballs} (${sources.kit}, ${sources.schema}).`);
  if (options.install) await installDependencies(dir);
  else p.log.info('Skipped installing dependencies (--no-install): run `npm install` in the app.');
  const cd = relative(process.cwd(), dir) || '.';
  p.outro(`Next: cd ${cd} && ${options.install ? '' : 'npm install && '}npm run dev`);
}
