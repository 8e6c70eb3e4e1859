// Issue 18, security checks: no secret in any built client bundle (the kit's dist, the secure site's dist, a
// freshly built example app), and the secure site's SRI hashes are those of the files it serves.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildExample, DEV_ACCOUNTS, DEV_BITCOIN_ACCOUNTS, DEV_SOLANA_ACCOUNTS, REPO_ROOT } from '@wallet-modal/testing';

const KIT_DIST = join(REPO_ROOT, 'kit/dist');
const SECURE_SITE_DIST = join(REPO_ROOT, 'secure-site/dist');

/** Files a browser may load: scripts, styles, pages, source maps (they carry the sources) and JSON. */
const CLIENT_FILE = /\.(m?js|cjs|css|html|map|json|txt|svg)$/;

function clientFiles(dir: string): string[] {
  if (!existsSync(dir)) throw new Error(`${relative(REPO_ROOT, dir)} does not exist: run \`npm run build\` first.`);
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...clientFiles(path));
    else if (CLIENT_FILE.test(name)) out.push(path);
  }
  return out;
}

/** Known secrets: the dev accounts' keys (public, but a key in a bundle means the bundle was built wrong) and the server's master keys. */
function knownSecrets(): { name: string; value: string }[] {
  const secrets = [
    ...DEV_ACCOUNTS.map((a, i) => ({ name: `anvil account ${i} private key`, value: a.privateKey.slice(2).toLowerCase() })),
    ...DEV_SOLANA_ACCOUNTS.map((a, i) => ({ name: `dev Solana account ${i} seed`, value: a.seed.toLowerCase() })),
    ...DEV_BITCOIN_ACCOUNTS.map((a) => ({ name: `dev Bitcoin ${a.network} ${a.purpose} WIF`, value: a.wif })),
  ];
  // The server config example's masterKeyFile, wherever a server run wrote it.
  for (const file of ['server/.wallet-modal-server/master.key', '.wallet-modal-server/master.key']) {
    const path = join(REPO_ROOT, file);
    if (existsSync(path)) secrets.push({ name: file, value: readFileSync(path, 'utf8').trim() });
  }
  return secrets.filter((s) => s.value.length >= 16);
}

const PEM = /-----BEGIN [A-Z0-9 ]*(PRIVATE KEY|CERTIFICATE)-----/;
/** 64 hex digits (a 32-byte key) within 40 characters after a word naming a key or secret. */
const KEYISH_HEX = /(key|secret|mnemonic|seed)[^\n]{0,40}?(?<![0-9a-fA-F])(0x)?[0-9a-fA-F]{64}(?![0-9a-fA-F])/gi;

type Finding = { file: string; what: string; excerpt: string };

function scan(files: string[], secrets: { name: string; value: string }[]): Finding[] {
  const findings: Finding[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const lower = text.toLowerCase();
    const where = relative(REPO_ROOT, file);
    for (const secret of secrets) {
      const at = secret.value === secret.value.toLowerCase() ? lower.indexOf(secret.value) : text.indexOf(secret.value);
      if (at >= 0) findings.push({ file: where, what: secret.name, excerpt: text.slice(Math.max(0, at - 30), at + 20) });
    }
    const pem = PEM.exec(text);
    if (pem) findings.push({ file: where, what: 'PEM block', excerpt: pem[0] });
    for (const match of text.matchAll(KEYISH_HEX)) {
      findings.push({ file: where, what: '64 hex digits next to a key word', excerpt: match[0].slice(0, 120) });
    }
  }
  return findings;
}

describe('no secret in a client bundle', () => {
  let exampleDist: string;
  beforeAll(async () => {
    exampleDist = (await buildExample('basic')).dist;
  });

  it('the scan finds a planted key (it can fail)', () => {
    const planted = join(exampleDist, 'planted.js');
    const body = `const privateKey = "${DEV_ACCOUNTS[3]!.privateKey}";\n-----BEGIN PRIVATE KEY-----\n`;
    writeFileSync(planted, body);
    try {
      const whats = scan([planted], knownSecrets()).map((f) => f.what);
      expect(whats).toContain('anvil account 3 private key');
      expect(whats).toContain('PEM block');
      expect(whats).toContain('64 hex digits next to a key word');
    } finally {
      rmSync(planted);
    }
  });

  it.each([
    ['the kit (kit/dist)', () => KIT_DIST],
    ['the secure site (secure-site/dist)', () => SECURE_SITE_DIST],
    ['a built example (examples/basic)', () => exampleDist],
  ])('%s carries no dev key, server key, PEM block or key-like hex', (_name, dir) => {
    const files = clientFiles(dir());
    expect(files.length).toBeGreaterThan(0);
    expect(scan(files, knownSecrets())).toEqual([]);
  });
});

describe('SRI on the secure site', () => {
  const sri = (file: string) => `sha384-${createHash('sha384').update(readFileSync(join(SECURE_SITE_DIST, 'assets', file))).digest('base64')}`;

  it("every page's script and stylesheet, and every lazy module, has an integrity hash equal to the built file's", () => {
    const manifest = JSON.parse(readFileSync(join(SECURE_SITE_DIST, 'manifest.json'), 'utf8')) as {
      pages: Record<string, { script: string; integrity: string; style?: string; styleIntegrity?: string }>;
      modules: Record<string, { file: string; integrity: string }>;
    };
    expect(Object.keys(manifest.pages).sort()).toEqual(['approve', 'device', 'frame', 'ui']);
    for (const [page, assets] of Object.entries(manifest.pages)) {
      expect(assets.integrity, `${page} script`).toBe(sri(assets.script));
      if (assets.style) expect(assets.styleIntegrity, `${page} style`).toBe(sri(assets.style));
    }
    // The lazily loaded modules (the password strength estimator) carry theirs too.
    expect(Object.keys(manifest.modules)).toEqual(['strength']);
    for (const [name, module] of Object.entries(manifest.modules)) expect(module.integrity, `${name} module`).toBe(sri(module.file));
  });
});
