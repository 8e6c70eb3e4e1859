// `create-wallet-modal add [dir]` (alias `init`): adds the wallet modal to an existing Vite React or
// Next.js App Router app: the config, the integration, the dependencies (installed with the app's own
// package manager) and the <WalletModal> wrapper around its root. Running it again changes nothing; a
// step that fails puts back every file it wrote.

import * as p from '@clack/prompts';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Changes } from '../add/changes.js';
import { withDependencies } from '../add/dependencies.js';
import { linkedKitConfig } from '../add/linkedKit.js';
import { detectPackageManager, installCommand, LOCKFILES } from '../add/packageManager.js';
import { wrapRoot } from '../add/wrapRoot.js';
import { CONFIG_FILE } from '../config/configFile.js';
import { gatherConfig, type ConfigFlags } from '../config/gather.js';
import { CliError } from '../errors.js';
import { detectFramework, FRAMEWORK_NAMES, parseFramework, readPackageJson, type Framework } from '../framework.js';
import { commonAncestor } from '../render/app.js';
import { integrationDir, integrationFiles, integrationNotices, middlewareNotice, ownMiddleware } from '../render/integration.js';
import { runInstall } from '../scaffold/install.js';
import { packageSources } from '../scaffold/sources.js';
import { planFiles, writes } from '../write/plan.js';
import { formatPlan } from '../write/report.js';
import { loadOrCreateConfig } from './generate.js';

export interface AddOptions extends ConfigFlags {
  yes?: boolean;
  install: boolean;
  framework?: string;
  kitSource?: string;
}

/** The app at `root`, checked: a package.json with React, a framework we write for, an App Router for Next.js. */
function inspectApp(root: string, frameworkFlag: string | undefined) {
  if (!existsSync(root)) throw new CliError(`${root} does not exist: pass the folder of an existing app, or run \`create-wallet-modal ${root}\` to make a new one.`);
  const pkg = readPackageJson(root);
  if (!pkg) {
    throw new CliError(`${root} is not an app: it has no package.json. Run \`create-wallet-modal add\` in the folder of a Vite React or Next.js app, or \`create-wallet-modal <dir>\` to make a new app.`);
  }
  const deps = { ...pkg.dependencies, ...pkg.devDependencies };
  if (!deps.react) throw new CliError(`${join(root, 'package.json')} does not list react: the wallet modal is added to React apps (Vite React or Next.js). Nothing was changed.`);
  const framework: Framework | undefined = frameworkFlag === undefined ? detectFramework(root, pkg) : parseFramework(frameworkFlag);
  if (!framework) {
    throw new CliError(
      `Could not tell which framework ${root} uses: package.json lists neither next nor vite, and there is no next.config.* or vite.config.*. ` +
        `create-wallet-modal adds the modal to ${Object.values(FRAMEWORK_NAMES).join(' and ')} apps; pass --framework vite or --framework next if yours is one of them. Nothing was changed.`,
    );
  }
  if (framework === 'next' && !['app', 'src/app'].some((dir) => existsSync(join(root, dir)))) {
    throw new CliError(`${root} has no app/ folder: create-wallet-modal adds the modal to Next.js App Router apps (the Pages Router is not supported). Nothing was changed.`);
  }
  return { pkg, framework };
}

/**
 * Adds the wallet modal to the app in `dirArg` (default: the current folder).
 * @example
 * await add('.', { projectId: 'my-id', yes: true, install: true });
 */
export async function add(dirArg: string | undefined, options: AddOptions): Promise<void> {
  const root = resolve(dirArg ?? '.');
  const { framework } = inspectApp(root, options.framework);
  const manager = detectPackageManager(root, (readPackageJson(root) as { packageManager?: string }).packageManager);
  p.log.info(`Found a ${FRAMEWORK_NAMES[framework]} app using ${manager} in ${root}.`);
  const sources = packageSources(root, options.kitSource);
  // A --config file from elsewhere is copied into the app, which keeps its own from then on.
  const { config, newFiles } =
    options.config && !existsSync(join(root, CONFIG_FILE))
      ? await gatherConfig(options, false).then(({ config, fileText }) => ({ config, newFiles: [{ path: CONFIG_FILE, content: fileText }] }))
      : await loadOrCreateConfig(root, { cwd: root, ...options });
  const dir = integrationDir(root, framework);
  const plan = planFiles(root, [...newFiles, ...integrationFiles(config, { framework, dir, root })], { force: false });
  const changes = new Changes(root, ['node_modules', ...LOCKFILES[manager]]);
  try {
    for (const file of plan.filter((entry) => writes(entry.action))) changes.write(file.path, file.content);
    const pkgText = withDependencies(root, { '@wallet-modal/kit': sources.kit, '@wallet-modal/schema': sources.schema });
    if (pkgText !== undefined) changes.write('package.json', pkgText);
    const wrap = wrapRoot(root, framework, dir);
    if (wrap.status === 'wrapped') changes.write(wrap.file, wrap.content);
    const linked = sources.checkout ? linkedKitConfig(root, framework, commonAncestor(root, sources.checkout)) : undefined;
    if (linked?.status === 'edited') changes.write(linked.file, linked.content);
    const edits = [
      ...(pkgText ? ['package.json (dependencies)'] : []),
      ...(wrap.status === 'wrapped' ? [`${wrap.file} (wrapped in <WalletModal>)`] : []),
      ...(linked?.status === 'edited' ? [`${linked.file} (for the kit linked from a clone)`] : []),
    ];
    if (changes.written.length === 0) p.log.success(`The wallet modal is already in ${root}: nothing to change.\n${formatPlan(plan, { dryRun: false })}`);
    else p.log.success(`Added the wallet modal to ${root}\n${formatPlan(plan, { dryRun: false })}${edits.map((edit) => `\n  updated    ${edit}`).join('')}`);
    const installed = ['kit', 'schema'].every((name) => existsSync(join(root, 'node_modules', '@wallet-modal', name, 'package.json')));
    if (options.install && (pkgText !== undefined || !installed)) {
      const failure = await runInstall(root, manager);
      if (failure !== undefined) {
        changes.restore();
        const { command, args } = installCommand(manager);
        throw new CliError(`${failure}\n\n\`${command} ${args.join(' ')}\` failed, so nothing was changed: the app is as it was. Fix the problem above (the network, the registry), then run \`create-wallet-modal add\` again.`);
      }
    } else if (!options.install && pkgText !== undefined) {
      const { command, args } = installCommand(manager);
      p.log.info(`Skipped installing dependencies (--no-install): run \`${command} ${args[0]}\` in the app.`);
    }
    if (linked?.status === 'manual') p.log.warn(`The kit is linked from a clone: add these lines to the config object in ${linked.file}:\n  ${linked.lines.join('\n  ')}`);
    if (wrap.status === 'manual') p.log.warn(`${wrap.reason}: add these two lines to it yourself:\n  ${wrap.lines[0]}\n  ${wrap.lines[1]}`);
    for (const notice of integrationNotices(config)) p.log.warn(notice);
    const middleware = framework === 'next' ? ownMiddleware(root, dir) : undefined;
    if (middleware) p.log.warn(middlewareNotice(config, middleware));
    p.outro(`Last step: render <ConnectButton /> (exported by ${dir}/index.ts) where users should connect.`);
  } catch (error) {
    changes.restore();
    throw error;
  }
}
