import { LIVE_EVENT_NAMES, type TLiveHello } from '@shared/live-events';
import type { AppInstance } from '../../app-types';
import { networkOf } from '../../lib/client-network';
import { tooMany, unavailable } from '../../lib/errors';
import { isAdmin, viewerOf } from '../../plugins/viewer';
import { sseMessage, type LiveHub, type LiveStream } from './hub';

/** Open streams per client network on one process: a few tabs each, behind a shared NAT. */
const STREAMS_PER_NETWORK = 20;
/** Open streams per process; past it, the proxy should send newcomers to another instance. */
const STREAMS_PER_PROCESS = 10_000;
/** A reader this far behind has stopped reading. */
const MAX_BUFFERED_BYTES = 256 * 1024;
/** How soon the browser's own EventSource retries after a dropped stream (our client backs off). */
const RETRY_MS = 2000;

/**
 * Who may call: everyone. One server-sent-event stream per tab: visitors hear public topics,
 * members also their own rows', admins also the moderation queues (shared/live-events.ts).
 */
export async function liveEventRoutes(app: AppInstance, { hub }: { hub: LiveHub }) {
  app.get('/api/events', { schema: { tags: ['events'], hide: true } }, async (req, reply) => {
    if (hub.size >= STREAMS_PER_PROCESS) {
      throw unavailable('Live updates are busy; try again shortly', 30);
    }
    const network = networkOf(req);
    if (hub.countFrom(network) >= STREAMS_PER_NETWORK) {
      throw tooMany('Too many live connections from this address', 30);
    }
    const viewer = await viewerOf(app, req);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // nginx and similar proxies would otherwise hold events back in their buffers.
      'x-accel-buffering': 'no',
    });
    res.socket?.setNoDelay(true);
    const stream: LiveStream = {
      userId: viewer?.id ?? null,
      admin: viewer ? isAdmin(viewer) : false,
      network,
      cookie: req.headers.cookie ?? null,
      write: (text) => {
        if (res.destroyed || res.writableEnded) return false;
        res.write(text);
        return res.writableLength < MAX_BUFFERED_BYTES;
      },
      end: () => res.end(),
    };
    res.on('close', () => hub.remove(stream));
    hub.add(stream);
    const hello: TLiveHello = {
      audience: stream.admin ? 'admin' : stream.userId ? 'member' : 'visitor',
    };
    stream.write(`retry: ${RETRY_MS}\n${sseMessage(hello, LIVE_EVENT_NAMES.hello)}`);
  });
}
