import net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback } from '../test/harness';
import { useTestApp } from '../test/use-test-app';
import type { RequestTimeouts } from './slow-requests';

// Issue 27: heads and bodies that arrive too slowly are cut; a slow but steady sender is not.
// The limits are shortened here in proportion (REQUEST_TIMEOUTS: a 10 s head, 16 KB in every 10 s of body).
const timeouts: RequestTimeouts = {
  headersMs: 1_000,
  bodyWindowMs: 400,
  bodyMinBytes: 32,
  wholeRequestMs: 60_000,
  checkEveryMs: 200,
};
const t = useTestApp({ deps: { requestTimeouts: timeouts } });
let port = 0;
beforeAll(async () => {
  port = Number(new URL(await listenOnLoopback(t.app)).port);
});

const contact = JSON.stringify({
  name: 'Slow Sender',
  email: 'slow@example.com',
  subject: 'On a poor line',
  message: 'This message arrives a few bytes at a time, as from a phone on a poor signal. '.repeat(
    15,
  ),
});
const head = (length: number) =>
  `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://battle-ready.test\r\n` +
  `Content-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

/**
 * Writes `first` at once, then `text` in pieces of `size` every `everyMs`, and resolves with
 * what the server sent once the connection closes, how long that took and how much was sent.
 */
function trickle(first: string, text: string, size: number, everyMs: number) {
  const socket = net.connect(port, '127.0.0.1');
  const started = performance.now();
  socket.write(first);
  let received = '';
  let offset = 0;
  const timer = setInterval(() => {
    if (offset >= text.length || socket.destroyed) return clearInterval(timer);
    socket.write(text.slice(offset, offset + size));
    offset += size;
  }, everyMs);
  socket.on('data', (chunk) => {
    received += chunk.toString();
    // A complete answer (this test's are small): done, whatever the connection does next.
    if (/\r\n\r\n[\s\S]*\}$/.test(received)) socket.end();
  });
  return new Promise<{ received: string; ms: number; sent: number }>((resolve) => {
    const done = () => {
      clearInterval(timer);
      resolve({ received, ms: performance.now() - started, sent: offset });
    };
    socket.on('close', done);
    socket.on('error', () => undefined);
  });
}

describe('slow requests', () => {
  it('cuts a body that trickles in with 408, within two windows', async () => {
    const { received, ms, sent } = await trickle(head(contact.length), contact, 1, 100);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeLessThan(timeouts.bodyWindowMs * 2 + 300);
    expect(sent).toBeLessThan(contact.length);
  });

  it('cuts a head that trickles in, within its limit and one check', async () => {
    const { received, ms } = await trickle('', head(contact.length), 1, 100);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(ms).toBeLessThan(timeouts.headersMs + timeouts.checkEveryMs + 500);
  });

  it('takes a body that comes slowly but steadily, over many windows', async () => {
    // 40 bytes every 100 ms, about 160 a window against the 32 asked, for three seconds.
    const { received, ms } = await trickle(head(contact.length), contact, 40, 100);
    expect(received).toMatch(/^HTTP\/1\.1 201 /);
    expect(ms).toBeGreaterThan(timeouts.bodyWindowMs * 6);
  });
});
