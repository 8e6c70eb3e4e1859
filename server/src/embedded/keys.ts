// The operator's master key and the keys derived from it (HKDF-SHA256, one label per use). The master key
// comes from WALLET_MODAL_MASTER_KEY or a 0600 file beside the data; it is never written to the database.
import { createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Config } from '../config/schema.js';

export type EmbeddedKeys = {
  /** HMAC-SHA256 key for one-time codes, approval tokens and e-mail hashes. */
  hmac: Buffer;
  /** HS256 key of session tokens. */
  jwt: Uint8Array;
  /** AES-256-GCM key for shares and recovery halves at rest. */
  seal: Buffer;
};

const MASTER_KEY_BYTES = 32;

function decodeMasterKey(base64: string, from: string): Buffer {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== MASTER_KEY_BYTES) throw new Error(`The embedded wallet's master key (${from}) must be ${MASTER_KEY_BYTES} bytes of base64`);
  return key;
}

/** Reads the master key (env, then file; created when missing), or a throwaway one for an in-memory database. */
export function loadMasterKey(config: Config): Buffer {
  const { masterKey, masterKeyFile } = config.embedded;
  if (masterKey) return decodeMasterKey(masterKey, 'WALLET_MODAL_MASTER_KEY');
  if (!config.database.url && config.database.pgliteDir.startsWith('memory://')) return randomBytes(MASTER_KEY_BYTES);
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
export function deriveKeys(master: Buffer): EmbeddedKeys {
  const derive = (label: string) => Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `wallet-modal-embedded/${label}`, 32));
  return { hmac: derive('hmac-v1'), jwt: new Uint8Array(derive('session-jwt-v1')), seal: derive('seal-v1') };
}

/** base64url HMAC-SHA256 of `purpose` and `value`: what the database keeps instead of codes and tokens. */
export function hmac(keys: EmbeddedKeys, purpose: string, value: string): string {
  return createHmac('sha256', keys.hmac).update(`${purpose}\n${value}`).digest('base64url');
}
