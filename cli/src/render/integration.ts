// Renders the generated integration (src/wallet-modal/*) from a validated config.

import { join } from 'node:path';
import type { WalletModalConfig } from '@wallet-modal/schema';
import { minimalConfig } from '../config/minimalConfig.js';
import { templatesDir } from '../paths.js';
import { renderDirectory, type OutputFile } from './handlebars.js';
import { withHeader } from './header.js';
import { kitImports } from './kitImports.js';
import { toTsLiteral } from './tsLiteral.js';

/** Where the integration lives in an app. */
export const INTEGRATION_DIR = 'src/wallet-modal';

/**
 * The integration files for `config`, each with the regenerate header and content hash.
 * @example
 * integrationFiles(config).map((file) => file.path); // ['src/wallet-modal/WalletModal.tsx', …]
 */
export function integrationFiles(config: WalletModalConfig): OutputFile[] {
  const kit = kitImports(config);
  const data = {
    configLiteral: toTsLiteral(minimalConfig(config)),
    imports: kit.imports,
    adapterCalls: kit.adapterCalls.join(', '),
    moduleCalls: kit.moduleCalls.join(', '),
  };
  return renderDirectory(join(templatesDir, 'integration'), data).map((file) => ({
    path: `${INTEGRATION_DIR}/${file.path}`,
    content: withHeader(file.content),
  }));
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
