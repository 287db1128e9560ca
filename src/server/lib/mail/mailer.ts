import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** E.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on mail a member may refuse. */
  headers?: Record<string, string>;
}

/** Which queued job a message is: the same job sent again is the same message. */
export interface MailIdentity {
  id: string;
  queuedAt: Date;
}

export interface Mailer {
  send(message: MailMessage, identity: MailIdentity): Promise<void>;
}

interface MailLog {
  info(obj: object, msg: string): void;
}

export interface MailerOptions {
  from: string;
  /** SMTP when set; otherwise each message is written to `outboxDir` as an .eml file. */
  smtpUrl: string | undefined;
  outboxDir: string;
  /** The domain of the Message-IDs: the site's host. */
  messageIdDomain: string;
  log: MailLog;
}

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options) : outboxMailer(options);
}

/**
 * A job sent twice (its worker died between the server's acceptance and marking it done,
 * decision 021) carries the same Message-ID both times, so mail clients can tell the copy.
 */
const envelopeOf = (from: string, domain: string, message: MailMessage, id: MailIdentity) => ({
  from,
  to: message.to,
  subject: message.subject,
  text: message.text,
  html: message.html,
  headers: message.headers,
  messageId: `<${id.id}@${domain}>`,
  date: id.queuedAt,
});

function smtpMailer(smtpUrl: string, { from, messageIdDomain }: MailerOptions): Mailer {
  // Bounded, so a hung server fails the try (to be retried) instead of holding the worker.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message, identity) {
      await transport.sendMail(envelopeOf(from, messageIdDomain, message, identity));
    },
  };
}

/** The embedded default: real RFC 822 messages on disk, readable by any mail client. */
function outboxMailer({ from, outboxDir, messageIdDomain, log }: MailerOptions): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message, identity) {
      const info = await transport.sendMail(envelopeOf(from, messageIdDomain, message, identity));
      await mkdir(outboxDir, { recursive: true });
      // Named by the job, so a job sent again replaces its file; written whole, then renamed,
      // so a reader never sees half a message.
      const stamp = identity.queuedAt.toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${identity.id}.eml`);
      await writeFile(`${file}.part`, info.message as Buffer, { mode: 0o600 });
      await rename(`${file}.part`, file);
      // The file, not the links in it: they carry verification and reset tokens, which no log
      // may hold (issue 27).
      log.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox');
    },
  };
}
