import { LIVE_EVENT_NAMES, LIVE_PING_SECONDS, type TLiveEvent } from '@shared/live-events';
import { deliveriesFor, type Audience } from './audience';
import type { Change } from './change';

/** One browser tab's open stream, as the hub sees it. */
export interface LiveStream {
  readonly userId: string | null;
  admin: boolean;
  /** The client's network (lib/client-network.ts), which the per-network cap counts. */
  readonly network: string;
  /** The session cookie the stream was opened with, to check it still stands. */
  readonly cookie: string | null;
  /** Writes SSE text; false once the socket's buffer is past what a live reader would leave. */
  write(text: string): boolean;
  end(): void;
}

export interface HubDeps {
  /** Which of these members are admins now (user_roles changed, or a periodic check). */
  adminsAmong(userIds: string[]): Promise<Set<string>>;
  /** Whether a signed-in stream's session still stands. */
  sessionAlive(stream: LiveStream): Promise<boolean>;
  onError(message: string, err: unknown): void;
}

/** Sessions are checked again this often, so a stream does not outlive its sign-out for long. */
const REVALIDATE_MS = 5 * 60_000;

export const sseMessage = (data: unknown, name?: string) =>
  `${name ? `event: ${name}\n` : ''}data: ${JSON.stringify(data)}\n\n`;

/**
 * The streams this process holds and the changes it hears. Every process hears every commit
 * (LISTEN/NOTIFY), so each only serves its own streams; nothing here needs sharing.
 */
export function createLiveHub(deps: HubDeps) {
  const streams = new Set<LiveStream>();

  const send = (stream: LiveStream, text: string) => {
    // A reader that stopped reading gets dropped; it reconnects and reloads when it can.
    if (!stream.write(text)) drop(stream);
  };
  const drop = (stream: LiveStream) => {
    if (streams.delete(stream)) stream.end();
  };
  const hears = (stream: LiveStream, audience: Audience) => {
    if (audience.kind === 'everyone') return true;
    if (audience.kind === 'admins') return stream.admin;
    if (stream.userId === null) return false;
    return audience.userIds === null || audience.userIds.includes(stream.userId);
  };

  const refreshAdmins = async (userIds: string[] | null) => {
    const affected = [...streams].filter(
      (s) => s.userId !== null && (userIds === null || userIds.includes(s.userId)),
    );
    if (affected.length === 0) return;
    const ids = [...new Set(affected.map((s) => s.userId as string))];
    const admins = await deps.adminsAmong(ids);
    for (const stream of affected) stream.admin = admins.has(stream.userId as string);
  };

  const revalidate = async () => {
    for (const stream of [...streams]) {
      if (stream.userId === null) continue;
      const alive = await deps.sessionAlive(stream).catch(() => true);
      if (!alive) {
        send(stream, sseMessage({}, LIVE_EVENT_NAMES.reconnect));
        drop(stream);
      }
    }
    await refreshAdmins(null);
  };

  const pinger = setInterval(() => {
    for (const stream of [...streams]) send(stream, sseMessage({}, LIVE_EVENT_NAMES.ping));
  }, LIVE_PING_SECONDS * 1000);
  const revalidator = setInterval(() => {
    revalidate().catch((err: unknown) => deps.onError('could not recheck live streams', err));
  }, REVALIDATE_MS);
  pinger.unref();
  revalidator.unref();

  return {
    get size() {
      return streams.size;
    },
    countFrom(network: string) {
      let n = 0;
      for (const s of streams) if (s.network === network) n++;
      return n;
    },
    add(stream: LiveStream) {
      streams.add(stream);
    },
    remove(stream: LiveStream) {
      streams.delete(stream);
    },
    /** A committed change: roles are brought up to date before anyone hears of it. */
    async publish(change: Change) {
      if (change.t === 'user_roles') await refreshAdmins(change.u);
      for (const { audience, event } of deliveriesFor(change)) {
        const text = sseMessage(event satisfies TLiveEvent);
        for (const stream of [...streams]) if (hears(stream, audience)) send(stream, text);
      }
    },
    /** Changes may have been missed: everyone reloads what they show. */
    resync() {
      for (const stream of [...streams]) send(stream, sseMessage({}, LIVE_EVENT_NAMES.resync));
    },
    /** The process is stopping: tell each tab to reconnect (to another instance) and end. */
    closeAll() {
      clearInterval(pinger);
      clearInterval(revalidator);
      for (const stream of [...streams]) {
        send(stream, sseMessage({}, LIVE_EVENT_NAMES.reconnect));
        drop(stream);
      }
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
