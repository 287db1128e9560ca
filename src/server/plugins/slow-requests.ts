import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * How slowly a request may arrive (issue 27). A connection held open by a sender that trickles
 * a byte now and then costs a socket and a parser for as long as it lasts; a slow phone sending
 * a 100 MB video (VIDEO_BYTES_MAX) must still get through.
 */
export interface RequestTimeouts {
  /** The whole head (request line and headers) within this. */
  headersMs: number;
  /** A body must bring at least `bodyMinBytes` in every window of this length… */
  bodyWindowMs: number;
  /** …which is 1.6 KB/s by default, a fortieth of a poor 3G uplink (0.5 Mbit/s). */
  bodyMinBytes: number;
  /** And the whole request within this: 100 MB at 0.25 Mbit/s takes 54 minutes. */
  wholeRequestMs: number;
  /** How often Node looks for heads past their time. */
  checkEveryMs: number;
}

export const REQUEST_TIMEOUTS: RequestTimeouts = {
  headersMs: 10_000,
  bodyWindowMs: 10_000,
  bodyMinBytes: 16 * 1024,
  wholeRequestMs: 60 * 60_000,
  checkEveryMs: 1_000,
};

/** The Fastify and Node server options that enforce the head's and the whole request's limits. */
export const serverTimeoutOptions = (t: RequestTimeouts) => ({
  requestTimeout: t.wholeRequestMs,
  http: { headersTimeout: t.headersMs, connectionsCheckingInterval: t.checkEveryMs },
});

const TIMED_OUT = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n';

const hasBody = (request: IncomingMessage) =>
  Number(request.headers['content-length'] ?? 0) > 0 ||
  request.headers['transfer-encoding'] !== undefined;

/**
 * Cuts a body that brings fewer than `bodyMinBytes` in a window: Node's own limits count only
 * the whole request's time, which a trickle keeps within for an hour. Measured on the socket,
 * so reading the body (JSON parser, multipart stream) is untouched; a window in which the app
 * itself was not reading (its buffer holds bytes) does not count against the sender. Heard on
 * the HTTP server's own 'request' event rather than as a Fastify hook, so a request without a
 * body (nearly all of them) costs one header check, not a hook's turn.
 */
export const slowRequestsPlugin = fp(
  async (app: FastifyInstance, { timeouts }: { timeouts: RequestTimeouts }) => {
    app.server.on('request', (raw: IncomingMessage, response: ServerResponse) => {
      if (!hasBody(raw)) return;
      const socket = raw.socket;
      let seen = socket.bytesRead;
      const timer = setInterval(() => {
        const arrived = socket.bytesRead - seen;
        seen = socket.bytesRead;
        if (raw.complete || arrived >= timeouts.bodyMinBytes || raw.readableLength > 0) return;
        clearInterval(timer);
        app.log.warn(
          { method: raw.method, arrived, windowMs: timeouts.bodyWindowMs },
          'request body too slow',
        );
        if (response.headersSent) socket.destroy();
        else socket.end(TIMED_OUT, () => socket.destroy());
      }, timeouts.bodyWindowMs);
      timer.unref();
      const stop = () => clearInterval(timer);
      raw.once('end', stop);
      raw.once('close', stop);
    });
  },
  { name: 'slow-requests' },
);
