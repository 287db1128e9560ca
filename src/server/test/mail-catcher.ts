import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The message's own headers, names lower-cased (message-id, list-unsubscribe …). */
  headers: Record<string, string>;
}

/** Splits an RFC 822 entity into lower-cased headers (folded lines joined) and its body. */
function splitEntity(raw: string) {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decode(body: string, encoding: string | undefined) {
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The text and HTML parts of a message nodemailer built (single part or multipart/alternative). */
export function parseMail(raw: string): Omit<CaughtMail, 'to'> {
  const { headers, body } = splitEntity(raw);
  const parts: { type: string; content: string }[] = [];
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const part = splitEntity(chunk.replace(/^\r?\n/, ''));
      parts.push({
        type: part.headers.get('content-type') ?? '',
        content: decode(part.body, part.headers.get('content-transfer-encoding')),
      });
    }
  } else {
    parts.push({
      type: headers.get('content-type') ?? 'text/plain',
      content: decode(body, headers.get('content-transfer-encoding')),
    });
  }
  return {
    headers: Object.fromEntries(headers),
    subject: headers.get('subject') ?? '',
    text: parts.find((p) => p.type.startsWith('text/plain'))?.content ?? '',
    html: parts.find((p) => p.type.startsWith('text/html'))?.content ?? '',
  };
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives, for the app's SMTP_URL. While
 * `refusing`, it answers every message 451 (try again later) and keeps nothing; `onMessage`
 * hears each kept message before the server answers 250.
 */
export async function startMailCatcher() {
  const messages: CaughtMail[] = [];
  const state = {
    refusing: false,
    refused: 0,
    onMessage: undefined as ((mail: CaughtMail) => void) | undefined,
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (state.refusing) {
          state.refused++;
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const mail = { to, ...parseMail(Buffer.concat(chunks).toString('utf8')) };
        messages.push(mail);
        state.onMessage?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };

  /** The first message to `to` matching `match`, waiting up to 5 s for it to arrive. */
  async function waitFor(to: string, match: (m: CaughtMail) => boolean = () => true) {
    const deadline = Date.now() + 5000;
    for (;;) {
      const found = messages.find((m) => m.to.includes(to.toLowerCase()) && match(m));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    state,
    waitFor,
    /** Messages to `to` received so far. */
    to: (address: string) => messages.filter((m) => m.to.includes(address.toLowerCase())),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;

/** The first link in a message's text part that starts with `prefix`. */
export function linkIn(mail: CaughtMail, prefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`no link starting ${prefix} in "${mail.subject}"`);
  return link;
}
