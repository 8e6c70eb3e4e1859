// Mail through the configured SMTP server (nodemailer). Texts are short, plain text plus simple HTML;
// their content (codes, links) is never logged.
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '../log.js';
import { ApiError } from '../errors.js';
import type { EmbeddedConfig } from './config.js';

export type Mail = { to: string; subject: string; text: string; html: string };

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export class Mailer {
  private readonly transport: Transporter;

  constructor(
    private readonly smtp: EmbeddedConfig['smtp'],
    private readonly log: Logger,
  ) {
    this.transport = nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      requireTLS: smtp.requireTLS,
      // Plain only where start-checks allowed it (a loopback sink).
      ignoreTLS: !smtp.secure && !smtp.requireTLS,
      ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.pass ?? '' } } : {}),
      connectionTimeout: 10_000,
      logger: false,
    });
  }

  async send(mail: Mail): Promise<void> {
    try {
      await this.transport.sendMail({ from: this.smtp.from, ...mail });
    } catch (error) {
      // The recipient, subject and body stay out of the log: the error's code is enough to act on.
      this.log.warn({ code: (error as { code?: string }).code, smtp: `${this.smtp.host}:${this.smtp.port}` }, 'embedded wallet mail not sent');
      throw new ApiError('NOT_READY', 'the mail could not be sent');
    }
  }

  close(): void {
    this.transport.close();
  }
}

/** The sign-in code mail (only for signing in: other codes have their own mails, emailChangeMails.ts). */
export function codeMail(to: string, code: string, validMinutes: number): Mail {
  const reason = 'sign in to your wallet';
  return {
    to,
    subject: `Your sign-in code: ${code}`,
    text: `Your code to ${reason} is ${code}.\n\nIt is valid for ${validMinutes} minutes. If you did not ask for it, ignore this mail.\n`,
    html: `<p>Your code to ${reason} is</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p><p>It is valid for ${validMinutes} minutes. If you did not ask for it, ignore this mail.</p>`,
  };
}
