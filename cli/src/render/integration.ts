// Renders the generated integration (src/wallet-modal/*) from a validated config.

import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { WalletModalConfig } from '@wallet-modal/schema';
import { themeCss } from '@wallet-modal/schema/themeVariables';
import { minimalConfig } from '../config/minimalConfig.js';
import { cspDirectives, formatPolicy, NONCE } from '../csp/policy.js';
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

/**
 * The app's own middleware file beside its app/ folder: Next.js refuses a proxy.ts beside one, so the
 * policy is then printed for the developer to send from it (generate and add say so).
 * @example
 * ownMiddleware('./my-next-app', 'src/wallet-modal'); // 'src/middleware.ts' when the app has one
 */
export function ownMiddleware(root: string, dir: string): string | undefined {
  const parent = dirname(dir);
  return ['ts', 'js', 'mjs']
    .map((ext) => (parent === '.' ? `middleware.${ext}` : `${parent}/middleware.${ext}`))
    .find((path) => existsSync(join(root, path)));
}

/**
 * Next.js: proxy.ts beside the app/ folder (src/proxy.ts in a src/ app), which sends the config's
 * Content-Security-Policy with a fresh nonce per request; none when the app has its own middleware.
 */
function nextProxy(config: WalletModalConfig, dir: string, root: string | undefined): OutputFile[] {
  const parent = dirname(dir);
  if (root && ownMiddleware(root, dir)) return [];
  return renderDirectory(join(templatesDir, 'next-proxy'), { directives: toTsLiteral(cspDirectives(config, 'next')) }).map((file) => ({
    path: parent === '.' ? file.path : `${parent}/${file.path}`,
    content: withHeader(file.content),
  }));
}

export interface IntegrationTarget {
  framework?: Framework;
  /** The folder below the app's root (default src/wallet-modal). */
  dir?: string;
  /** The app's folder, when it exists already (its own middleware keeps proxy.ts out). */
  root?: string;
}

/**
 * The integration files for `config`, each with the regenerate header and content hash.
 * @example
 * integrationFiles(config).map((file) => file.path); // ['src/wallet-modal/WalletModal.tsx', …]
 * integrationFiles(config, { framework: 'next', dir: 'wallet-modal' });
 */
export function integrationFiles(config: WalletModalConfig, { framework = 'vite', dir = INTEGRATION_DIR, root }: IntegrationTarget = {}): OutputFile[] {
  const kit = kitImports(config);
  const chains = viemChainsOf(config);
  // The theme variables as static CSS: a server-rendered page is themed in its first paint, with no
  // style attribute for a strict Content-Security-Policy to block.
  const theme = themeCss(config.themeVariables);
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
    // Next.js: with sign-in on, the server renders the account only for a live session (its cookie).
    siwx: kit.imports.some((entry) => entry.name === 'siwx'),
    themeCss: theme !== '',
  };
  const overrides = frameworkTemplates(framework, data);
  const shared = renderDirectory(join(templatesDir, 'integration'), data).filter((file) => !overrides.some((own) => own.path === file.path));
  const stylesheet = theme ? [{ path: 'theme.css', content: theme }] : [];
  const files = [...shared, ...overrides, ...stylesheet]
    .sort((a, b) => (a.path < b.path ? -1 : 1))
    .map((file) => ({ path: `${dir}/${file.path}`, content: withHeader(file.content, file.path) }));
  return framework === 'next' ? [...files, ...nextProxy(config, dir, root)] : files;
}

/** What each option a feature may need is, and the line that sets it (a local server's URL, to be replaced in production). */
const OPTIONS: Record<string, { what: string; line: string }> = {
  secureSiteUrl: { what: "the embedded wallet's secure site (the wallet-modal server serves it)", line: '"secureSiteUrl": "http://localhost:8788"' },
  apiUrl: { what: 'your wallet-modal server (`npx wallet-modal-server --dev` runs one on port 8787)', line: '"apiUrl": "http://127.0.0.1:8787"' },
};

/** "a", "a and b", "a, b and c". */
const listed = (items: readonly string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/**
 * What the CLI should tell the developer about the generated integration: networks it lists that this
 * kit version cannot connect yet, and, once per missing option, the features left out for it with the
 * exact config line that brings them in and the command that regenerates.
 * @example
 * integrationNotices(config);
 * // ['E-mail login and social login need secureSiteUrl, … add this line to wallet-modal.config.json: …']
 */
export function integrationNotices(config: WalletModalConfig): string[] {
  const kit = kitImports(config);
  const byOption = new Map<string, string[]>();
  for (const { label, missing } of kit.unconfigured) {
    for (const key of missing) byOption.set(key, [...(byOption.get(key) ?? []), label]);
  }
  return [
    ...kit.unservedNamespaces.map(
      (namespace) => `${namespace} networks are listed, but this kit has no adapter to connect them yet: they show in the network list only.`,
    ),
    ...[...byOption].map(([key, features]) => {
      const option = OPTIONS[key];
      const sentence = listed(features);
      const line = option?.line ?? `"${key}": "…"`;
      return (
        `${sentence[0]!.toUpperCase()}${sentence.slice(1)} ${features.length > 1 ? 'are' : 'is'} left out: ${features.length > 1 ? 'they need' : 'it needs'} ${key}${option ? `, ${option.what}` : ''}. ` +
        `To offer ${features.length > 1 ? 'them' : 'it'}, add ${line} to wallet-modal.config.json and run \`npx create-wallet-modal generate\`.`
      );
    }),
  ];
}

/**
 * For a Next.js app with its own middleware: the policy to send from it, since no proxy.ts was written.
 * @example
 * middlewareNotice(config, 'middleware.ts'); // 'middleware.ts is your own: … Content-Security-Policy …'
 */
export function middlewareNotice(config: WalletModalConfig, middleware: string): string {
  return (
    `${middleware} is your own, and Next.js runs either it or a proxy.ts, so no proxy.ts was written. Send this Content-Security-Policy from it, ` +
    `on the request and the response, with a fresh nonce per request in place of ${NONCE} (https://nextjs.org/docs/app/guides/content-security-policy):\n  ` +
    formatPolicy(cspDirectives(config, 'next'))
  );
}
