// `create-wallet-modal csp`: prints the Content-Security-Policy the app's wallet modal needs, from
// wallet-modal.config.json (a Next.js app gets it written as proxy.ts by `generate`).

import { join, resolve } from 'node:path';
import { CONFIG_FILE, readConfigInput, validateConfig } from '../config/configFile.js';
import { cspDirectives, formatPolicy, NONCE } from '../csp/policy.js';
import { DEFAULT_FRAMEWORK, detectFramework, parseFramework } from '../framework.js';

export interface CspOptions {
  cwd: string;
  config?: string;
  framework?: string;
}

/**
 * Prints the policy header value on stdout (and, for Next.js, where the nonce comes from on stderr).
 * @example
 * await csp({ cwd: './my-app' });
 */
export async function csp(options: CspOptions): Promise<void> {
  const root = resolve(options.cwd);
  const file = options.config ? resolve(options.config) : join(root, CONFIG_FILE);
  const config = validateConfig(readConfigInput(file), file);
  const framework = options.framework ? parseFramework(options.framework) : (detectFramework(root) ?? DEFAULT_FRAMEWORK);
  process.stdout.write(`${formatPolicy(cspDirectives(config, framework))}\n`);
  if (framework === 'next') {
    process.stderr.write(`${NONCE} is a fresh nonce per request: \`create-wallet-modal generate\` writes proxy.ts, which sends this policy with one.\n`);
  }
}
