import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

interface MailLog {
  info(obj: object, msg: string): void;
}

export interface MailerOptions {
  from: string;
  /** SMTP when set; otherwise each message is written to `outboxDir` as an .eml file. */
  smtpUrl: string | undefined;
  outboxDir: string;
  log: MailLog;
}

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options) : outboxMailer(options);
}

function smtpMailer(smtpUrl: string, { from }: MailerOptions): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, text, html }) {
      await transport.sendMail({ from, to, subject, text, html });
    },
  };
}

/** The embedded default: real RFC 822 messages on disk, readable by any mail client. */
function outboxMailer({ from, outboxDir, log }: MailerOptions): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send({ to, subject, text, html }) {
      const info = await transport.sendMail({ from, to, subject, text, html });
      await mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${randomBytes(3).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      // The file, not the links in it: they carry verification and reset tokens, which no log
      // may hold (issue 27).
      log.info({ to, subject, file }, 'mail written to the outbox');
    },
  };
}
