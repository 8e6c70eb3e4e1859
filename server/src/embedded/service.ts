// The embedded wallet's part of the server's services: its stores, limits, mailer and keys, built once
// per server instance.
import type { Config } from '../config/schema.js';
import type { Database } from '../db/types.js';
import type { Logger } from '../log.js';
import { AccountStore } from './accounts.js';
import { AdmissionStore } from './admissions.js';
import { CodeStore } from './codes.js';
import type { EmbeddedConfig } from './config.js';
import { DeviceStore } from './devices.js';
import { EmailUndoStore } from './emailUndo.js';
import { deriveKeys, hmac, loadMasterKey, type EmbeddedKeys } from './keys.js';
import { EmbeddedLimits } from './limits.js';
import { PasskeyStore } from './passkeys.js';
import { RecoveryLock } from './recoveryLock.js';
import { codeMail, Mailer } from './mailer.js';
import { SessionStore } from './sessions.js';
import { WalletStore } from './wallets.js';

/** A sign-in code is for one e-mail on one device key: a code read off another device's mail admits nothing else. */
export const loginCodeSubject = (email: string, thumbprint: string) => `${email}\n${thumbprint}`;

export class EmbeddedService {
  readonly config: EmbeddedConfig;
  readonly keys: EmbeddedKeys;
  readonly accounts: AccountStore;
  readonly codes: CodeStore;
  readonly sessions: SessionStore;
  readonly wallets: WalletStore;
  readonly passkeys: PasskeyStore;
  readonly devices: DeviceStore;
  readonly emailUndo: EmailUndoStore;
  /** New device keys asking for the wallet where the account has a device holding it or a passkey. */
  readonly admissions: AdmissionStore;
  readonly limits: EmbeddedLimits;
  /** Wrong recovery passwords per user, and the lockout they lead to. */
  readonly recoveryLock: RecoveryLock;
  readonly mailer: Mailer;
  /** Where browsers reach the secure site; set once its port is known. */
  siteUrl = '';
  /** Origins the secure site is reached at (its public URL and its listener); set with siteUrl. */
  siteOrigins: string[] = [];
  /** Aborted at shutdown: long polls answer at once instead of holding the drain. */
  readonly stopping = new AbortController();

  constructor(config: Config, log: Logger, db: Database) {
    this.config = config.embedded;
    this.keys = deriveKeys(loadMasterKey(config));
    this.accounts = new AccountStore(db, this.keys);
    this.codes = new CodeStore(db, this.keys, this.config.otp);
    this.sessions = new SessionStore(db, this.keys, this.config.session.ttlSeconds);
    this.wallets = new WalletStore(db, this.keys);
    this.passkeys = new PasskeyStore(db, this.config.passkey.challengeTtlSeconds);
    this.emailUndo = new EmailUndoStore(db, this.keys);
    this.admissions = new AdmissionStore(db, this.keys, this.config.recovery.newDeviceDelaySeconds);
    this.devices = new DeviceStore(db, this.admissions);
    this.limits = new EmbeddedLimits(db, this.config.otp);
    this.recoveryLock = new RecoveryLock(db);
    this.mailer = new Mailer(this.config.smtp, log);
  }

  /** The passkeys' relying party: the secure site's host (RP ID) and its origin, the only one a ceremony may come from. */
  get relyingParty(): { id: string; origin: string; name: string } {
    const url = new URL(this.siteUrl);
    return { id: url.hostname, origin: url.origin, name: this.config.passkey.rpName };
  }

  /** What rate limits key an address by: never the address itself. */
  addressKey(email: string): string {
    return hmac(this.keys, 'address', email);
  }

  /** Issues a sign-in code for `email` on the device key `thumbprint` (only that key can use it) and mails it. */
  async sendLoginCode(email: string, thumbprint: string): Promise<void> {
    const code = await this.codes.issue('login', loginCodeSubject(email, thumbprint));
    await this.mailer.send(codeMail(email, code, Math.ceil(this.config.otp.ttlSeconds / 60)));
  }

  close(): void {
    this.stopping.abort();
    this.mailer.close();
  }
}
