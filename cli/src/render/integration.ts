// Renders the generated integration (src/wallet-modal/*) from a validated config.

import { join } from 'node:path';
import { getNetwork, type ChainNamespace, type WalletModalConfig } from '@wallet-modal/schema';
import { minimalConfig } from '../config/minimalConfig.js';
import { templatesDir } from '../paths.js';
import { WALLET_CONNECT_IMPORT, adapterCall, adaptersFor } from './adapters.js';
import { renderDirectory, type OutputFile } from './handlebars.js';
import { withHeader } from './header.js';
import { toTsLiteral } from './tsLiteral.js';

/** Where the integration lives in an app. */
export const INTEGRATION_DIR = 'src/wallet-modal';

/**
 * The integration files for `config`, each with the regenerate header and content hash.
 * @example
 * integrationFiles(config).map((file) => file.path); // ['src/wallet-modal/WalletModal.tsx', …]
 */
export function integrationFiles(config: WalletModalConfig): OutputFile[] {
  const namespaces = config.networks.map((id) => getNetwork(id)?.chainNamespace as ChainNamespace);
  const adapters = adaptersFor(namespaces);
  const walletConnect = config.connectorOrder.includes('walletConnect') && adapters.some((adapter) => adapter.name === 'evmAdapter');
  const data = {
    configLiteral: toTsLiteral(minimalConfig(config)),
    adapters: walletConnect ? [...adapters, WALLET_CONNECT_IMPORT] : adapters,
    adapterCalls: adapters.map((adapter) => adapterCall(adapter, walletConnect)).join(', '),
  };
  return renderDirectory(join(templatesDir, 'integration'), data).map((file) => ({
    path: `${INTEGRATION_DIR}/${file.path}`,
    content: withHeader(file.content),
  }));
}
