// What the embedded wallet refuses to start with, checked before the database opens: a production master key
// kept with the data (keys.ts), and mail in the clear to a host that is not this machine (codes and sign-in
// links would cross the network readable), in every mode.
import { isIP } from 'node:net';
import { ConfigError } from '../config/load.js';
import type { Config } from '../config/schema.js';
import { masterKeyFileProblem } from './keys.js';

const isLoopback = (host: string) => {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  return bare === '::1' || bare === '::ffff:127.0.0.1';
};

/** Why mail cannot go to this SMTP host as configured, or undefined. */
export function smtpProblem(smtp: Config['embedded']['smtp']): string | undefined {
  if (smtp.secure || smtp.requireTLS || isLoopback(smtp.host)) return undefined;
  return `mail to ${smtp.host}:${smtp.port} would go without TLS: set embedded.smtp.secure: true (TLS from the first byte, port 465) or embedded.smtp.requireTLS: true (STARTTLS, port 587); only a loopback host may take plain SMTP`;
}

/** Throws a ConfigError naming what to set; nothing when the embedded wallet is off. */
export function checkEmbeddedStart(config: Config): void {
  if (!config.embedded.enabled) return;
  const key = masterKeyFileProblem(config);
  if (key) throw new ConfigError(`The embedded wallet cannot start in production: ${key}`);
  const smtp = smtpProblem(config.embedded.smtp);
  if (smtp) throw new ConfigError(`The embedded wallet cannot start: ${smtp}`);
}
