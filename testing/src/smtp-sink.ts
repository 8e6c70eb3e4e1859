// A loopback SMTP sink for tests and the offline demo: accepts every mail (no auth, no STARTTLS),
// keeps it in memory, and shows the mailbox over HTTP (/ for a person, /messages.json for scripts).
import { simpleParser } from 'mailparser';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type SinkMail = {
  id: number;
  /** ms since the epoch, when the sink received it. */
  receivedAt: number;
  from: string;
  /** Envelope recipients, lower-case. */
  to: string[];
  subject: string;
  text: string;
  html: string;
};

export type SmtpSink = {
  host: string;
  smtpPort: number;
  /** The mailbox page: newest first. */
  httpUrl: string;
  mails: SinkMail[];
  /** Resolves with the first mail to `to` (received after `after`, matching `subject`), waiting up to `timeoutMs`. */
  waitForMail(query: { to: string; subject?: RegExp; after?: number; timeoutMs?: number }): Promise<SinkMail>;
  /** The 6-digit code of the latest mail to `email` that has one. */
  codeFor(email: string): string | undefined;
  /** The device-approval link of the latest mail to `email` that has one. */
  linkFor(email: string): string | undefined;
  stop(): Promise<void>;
};

export type StartSmtpSinkParameters = { host?: string; smtpPort?: number; httpPort?: number };

const CODE = /\b([0-9]{6})\b/;
const LINK = /https?:\/\/[^\s"'<>]+\/embedded\/device\?token=[A-Za-z0-9_-]+/;
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * @example
 * const sink = await startSmtpSink();
 * // server config: embedded.smtp = { host: sink.host, port: sink.smtpPort }
 * const code = (await sink.waitForMail({ to: 'a@example.com', subject: /code/ })) && sink.codeFor('a@example.com');
 * await sink.stop();
 */
export async function startSmtpSink({ host = '127.0.0.1', smtpPort = 0, httpPort = 0 }: StartSmtpSinkParameters = {}): Promise<SmtpSink> {
  const mails: SinkMail[] = [];
  const waiters = new Set<() => void>();
  let nextId = 1;

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          mails.push({
            id: nextId++,
            receivedAt: Date.now(),
            from,
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          for (const wake of waiters) wake();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(smtpPort, host, () => resolve());
  });
  const boundSmtpPort = (smtp.server.address() as AddressInfo).port;

  const newestFirst = () => [...mails].reverse();
  const http: HttpServer = createHttpServer((req, res) => {
    if (req.url === '/messages.json') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(JSON.stringify(newestFirst()));
      return;
    }
    if (req.url !== '/') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const items = newestFirst()
      .map(
        (m) => `<li><p><strong>${escapeHtml(m.subject)}</strong> to ${escapeHtml(m.to.join(', '))} at ${new Date(m.receivedAt).toLocaleTimeString()}</p>
<pre>${escapeHtml(m.text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</pre></li>`,
      )
      .join('\n');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': "default-src 'none'" });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local mailbox</title></head>
<body><h1>Local mailbox (${mails.length})</h1><p>Mails sent by the local server, newest first. Reload for new ones.</p><ul>${items || '<li>No mail yet.</li>'}</ul></body></html>`);
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(httpPort, host, () => resolve());
  });
  const httpUrl = `http://${host}:${(http.address() as AddressInfo).port}/`;

  const latest = (email: string, pattern: RegExp, field: 'subject' | 'text') => {
    const to = email.toLowerCase();
    for (const mail of newestFirst()) {
      if (!mail.to.includes(to)) continue;
      const match = pattern.exec(mail[field]);
      if (match) return match[1] ?? match[0];
    }
    return undefined;
  };

  return {
    host,
    smtpPort: boundSmtpPort,
    httpUrl,
    mails,
    waitForMail({ to, subject, after = 0, timeoutMs = 10_000 }) {
      const wanted = to.toLowerCase();
      const find = () => mails.find((m) => m.to.includes(wanted) && m.receivedAt >= after && (!subject || subject.test(m.subject)));
      return new Promise<SinkMail>((resolve, reject) => {
        const check = () => {
          const mail = find();
          if (!mail) return;
          cleanup();
          resolve(mail);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`No mail to ${to}${subject ? ` matching ${subject}` : ''} within ${timeoutMs} ms (${mails.length} mails in the sink)`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    // The code is read from the subject ("Your sign-in code: 123456"): a link's token may hold six digits too.
    codeFor: (email) => latest(email, CODE, 'subject'),
    linkFor: (email) => latest(email, LINK, 'text'),
    async stop() {
      http.closeAllConnections();
      await Promise.all([new Promise<void>((resolve) => http.close(() => resolve())), new Promise<void>((resolve) => smtp.close(() => resolve()))]);
    },
  };
}
