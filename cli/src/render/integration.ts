// Renders the generated integration (src/wallet-modal/*) from a validated config.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { WalletModalConfig } from '@wallet-modal/schema';
import { minimalConfig } from '../config/minimalConfig.js';
import { chainData, VIEM_VERSION } from '../networks/chainData.js';
import { viemChainsOf } from '../networks/resolve.js';
import type { Framework } from '../framework.js';
import { templatesDir } from '../paths.js';
import { renderDirectory, type OutputFile } from './handlebars.js';
import { withHeader } from './header.js';
import { kitImports } from './kitImports.js';
import { toTsLiteral, TsExpression } from './tsLiteral.js';

/** Where the integration lives in an app. */
export const INTEGRATION_DIR = 'src/wallet-modal';

/**
 * Where the integration goes in the app at `root`: src/wallet-modal, or wallet-modal beside a Next.js
 * app/ folder at the root (create-next-app without --src-dir).
 * @example
 * integrationDir('./my-next-app', 'next'); // 'wallet-modal' when the app has app/ and no src/app/
 */
export function integrationDir(root: string, framework: Framework): string {
  const rootAppDir = existsSync(join(root, 'app')) && !existsSync(join(root, 'src', 'app'));
  return framework === 'next' && rootAppDir ? 'wallet-modal' : INTEGRATION_DIR;
}

/** Files a framework writes instead of (or beside) the shared ones: Next.js gets client components. */
function frameworkTemplates(framework: Framework, data: object): OutputFile[] {
  return framework === 'next' ? renderDirectory(join(templatesDir, 'integration-next'), data) : [];
}

export interface IntegrationTarget {
  framework?: Framework;
  /** The folder below the app's root (default src/wallet-modal). */
  dir?: string;
}

/**
 * The integration files for `config`, each with the regenerate header and content hash.
 * @example
 * integrationFiles(config).map((file) => file.path); // ['src/wallet-modal/WalletModal.tsx', …]
 * integrationFiles(config, { framework: 'next', dir: 'wallet-modal' });
 */
export function integrationFiles(config: WalletModalConfig, { framework = 'vite', dir = INTEGRATION_DIR }: IntegrationTarget = {}): OutputFile[] {
  const kit = kitImports(config);
  const chains = viemChainsOf(config);
  const literal = minimalConfig(config);
  // An EVM network the kit does not build in is defined from viem's chain data, named as viem names it.
  literal.networks = config.networks.map((id) => {
    const chain = chains.find((item) => item.id === id);
    return chain ? new TsExpression(chain.name) : id;
  });
  const data = {
    configLiteral: toTsLiteral(literal),
    chainNames: chains.map((chain) => chain.name).join(', '),
    viemVersion: VIEM_VERSION,
    chainDefinitions: chains.map((chain) => ({ name: chain.name, literal: toTsLiteral(chainData(chain.chain)) })),
    imports: kit.imports,
    adapterCalls: kit.adapterCalls.join(', '),
    moduleCalls: kit.moduleCalls.join(', '),
  };
  const overrides = frameworkTemplates(framework, data);
  const shared = renderDirectory(join(templatesDir, 'integration'), data).filter((file) => !overrides.some((own) => own.path === file.path));
  return [...shared, ...overrides]
    .sort((a, b) => (a.path < b.path ? -1 : 1))
    .map((file) => ({ path: `${dir}/${file.path}`, content: withHeader(file.content) }));
}

/** What each option a feature may need stands for, in the notice that asks for it (`feature.option` first, then `option`). */
const WHY: Record<string, string> = {
  secureSiteUrl: "the embedded wallet's secure site, served by the wallet-modal server",
  apiUrl: 'your wallet-modal server, which verifies and keeps the sign-in sessions',
  'onramp.apiUrl': "your wallet-modal server, which asks the operator's on-ramp provider for options, quotes and the buy page",
  'swaps.apiUrl': 'your wallet-modal server, which quotes and builds the swaps on the chain',
};

/**
 * What the CLI should tell the developer about the generated integration (e.g. networks it lists that
 * this kit version cannot connect yet).
 * @example
 * integrationNotices(config); // ['bip122 networks are listed, but this kit has no adapter to connect them yet.']
 */
export function integrationNotices(config: WalletModalConfig): string[] {
  const kit = kitImports(config);
  return [
    ...kit.unservedNamespaces.map(
      (namespace) => `${namespace} networks are listed, but this kit has no adapter to connect them yet: they show in the network list only.`,
    ),
    ...kit.unconfigured.map(
      ({ id, missing }) =>
        `The ${id} feature is on, but it needs ${missing.map((key) => `${key} (${WHY[`${id}.${key}`] ?? WHY[key] ?? 'see the config reference'})`).join(' and ')}: set it in the config to offer it; until then it is left out.`,
    ),
  ];
}
