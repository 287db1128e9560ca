import fs from 'node:fs';
import path from 'node:path';
import { parseMail } from '../src/server/test/mail-catcher';
import { E2E_DATA_DIR } from './accounts-data';

const outbox = path.join(E2E_DATA_DIR, 'outbox');

/**
 * A subject as its reader sees it: nodemailer writes a long or quoted one as RFC 2047 encoded
 * words (`=?UTF-8?Q?…?=`), folded over several lines; the space between two such words is not
 * part of the text.
 */
function readableSubject(subject: string) {
  const bytes = (text: string) =>
    text
      .replace(/_/g, ' ')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return subject
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QB])\?([^?]*)\?=/gi, (_m, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(bytes(text), 'latin1').toString('utf8'),
    );
}

/** The newest message the app wrote to the outbox for `to` whose subject matches, waiting up to 5 s. */
export async function mailTo(to: string, subject: RegExp) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const files = fs.existsSync(outbox)
      ? fs
          .readdirSync(outbox)
          .filter((f) => f.endsWith('.eml'))
          .sort()
          .reverse()
      : [];
    for (const file of files) {
      const raw = fs.readFileSync(path.join(outbox, file), 'utf8');
      if (!new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(raw)) continue;
      const mail = parseMail(raw);
      const readable = { ...mail, subject: readableSubject(mail.subject) };
      if (subject.test(readable.subject)) return readable;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The first link in the message's text that contains `part`. */
export function linkIn(mail: { text: string }, part: string) {
  const link = mail.text.split(/\s+/).find((w) => w.startsWith('http') && w.includes(part));
  if (!link) throw new Error(`no link with ${part}`);
  return link;
}
