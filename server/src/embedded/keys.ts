// The operator's master key and the keys derived from it (HKDF-SHA256, one label per use). The master key
// comes from WALLET_MODAL_MASTER_KEY or a 0600 file; it is never written to the database. In production the
// file must be named by the operator and kept away from the PGlite data: a copy of the data directory (a
// backup, a stolen disk) must not carry the key that opens it.
import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve, isAbsolute } from 'node:path';
import type { Config } from '../config/schema.js';
import { localKms, type Kms } from './kms.js';

export type EmbeddedKeys = {
  /** HMAC-SHA256 key for one-time codes, approval tokens and e-mail hashes. */
  hmac: Buffer;
  /** HS256 key of session tokens. */
  jwt: Uint8Array;
  /** AES-256-GCM key of the first sealed format (v1): values sealed before the KMS still open with it. */
  seal: Buffer;
  /** Wraps the data key of each sealed value (seal.ts v2): the local master key unless the operator plugs a KMS. */
  kms: Kms;
};

const MASTER_KEY_BYTES = 32;
/** Development's convenience: created beside the default PGlite directory on first start. */
export const DEV_MASTER_KEY_FILE = '.wallet-modal-server/master.key';

function decodeMasterKey(base64: string, from: string): Buffer {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== MASTER_KEY_BYTES) throw new Error(`The embedded wallet's master key (${from}) must be ${MASTER_KEY_BYTES} bytes of base64`);
  return key;
}

const inside = (dir: string, file: string) => {
  const rel = relative(resolve(dir), resolve(file));
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
};

/**
 * Why production must not use this key file, or undefined when it may. Production takes WALLET_MODAL_MASTER_KEY or a
 * file the operator named, outside the PGlite directory and not beside it (the development default is both).
 */
export function masterKeyFileProblem(config: Config): string | undefined {
  const { masterKey, masterKeyFile } = config.embedded;
  if (config.mode !== 'production' || masterKey || usesThrowawayKey(config)) return undefined;
  const fix = 'set WALLET_MODAL_MASTER_KEY (base64 of 32 random bytes: openssl rand -base64 32), or embedded.masterKeyFile to a 0600 file outside the data directory';
  if (!masterKeyFile) return `no master key: ${fix} (WALLET_MODAL_MODE=development creates one beside the data)`;
  if (!config.database.url) {
    const data = config.database.pgliteDir;
    if (inside(data, masterKeyFile) || resolve(dirname(masterKeyFile)) === resolve(dirname(data))) {
      return `the master key file ${masterKeyFile} sits with the database (${data}): whoever copies the data has the key; ${fix}`;
    }
  }
  if (!existsSync(masterKeyFile)) return `the master key file ${masterKeyFile} does not exist (production does not create it): ${fix}`;
  return undefined;
}

const usesThrowawayKey = (config: Config) => !config.database.url && config.database.pgliteDir.startsWith('memory://');

/** Reads the master key (env, then file; development creates the default file), or a throwaway one for an in-memory database. */
export function loadMasterKey(config: Config): Buffer {
  const { masterKey } = config.embedded;
  if (masterKey) return decodeMasterKey(masterKey, 'WALLET_MODAL_MASTER_KEY');
  if (usesThrowawayKey(config)) return randomBytes(MASTER_KEY_BYTES);
  const problem = masterKeyFileProblem(config);
  if (problem) throw new Error(`The embedded wallet cannot start in production: ${problem}`);
  const masterKeyFile = config.embedded.masterKeyFile ?? DEV_MASTER_KEY_FILE;
  if (!existsSync(masterKeyFile)) {
    mkdirSync(dirname(masterKeyFile), { recursive: true });
    try {
      writeFileSync(masterKeyFile, randomBytes(MASTER_KEY_BYTES).toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another instance starting at the same moment made it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  chmodSync(masterKeyFile, 0o600);
  return decodeMasterKey(readFileSync(masterKeyFile, 'utf8'), masterKeyFile);
}

/** @example const keys = deriveKeys(loadMasterKey(config)); */
export function deriveKeys(master: Buffer, kms?: Kms): EmbeddedKeys {
  const derive = (label: string) => Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `wallet-modal-embedded/${label}`, 32));
  return { hmac: derive('hmac-v1'), jwt: new Uint8Array(derive('session-jwt-v1')), seal: derive('seal-v1'), kms: kms ?? localKms(derive('kms-wrap-v1')) };
}

/** base64url HMAC-SHA256 of `purpose` and `value`: what the database keeps instead of codes and tokens. */
export function hmac(keys: EmbeddedKeys, purpose: string, value: string): string {
  return createHmac('sha256', keys.hmac).update(`${purpose}\n${value}`).digest('base64url');
}
