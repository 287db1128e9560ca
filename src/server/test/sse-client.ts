/** One server-sent event as a browser's EventSource would dispatch it. */
export interface SseEvent {
  name: string;
  data: unknown;
  receivedAt: number;
}

/**
 * Reads GET /api/events over real HTTP, the way a browser does: the stream is parsed into
 * events as they arrive, and a test waits for the one it expects.
 */
export async function openEventStream(baseUrl: string, cookie?: string) {
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}/api/events`, {
    headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) },
    signal: abort.signal,
  });
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  let buffer = '';
  let ended = false;

  const parseBlock = (block: string) => {
    let name = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event: ')) name = line.slice(7);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
    }
    if (data.length === 0) return;
    events.push({ name, data: JSON.parse(data.join('\n')), receivedAt: Date.now() });
  };

  const pump = async () => {
    if (!res.body) return;
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          parseBlock(buffer.slice(0, cut));
          buffer = buffer.slice(cut + 2);
        }
        waiters.forEach((w) => w());
      }
    } catch {
      // Aborted by close(), or the server ended the stream.
    } finally {
      ended = true;
      waiters.forEach((w) => w());
    }
  };
  void pump();

  return {
    status: res.status,
    headers: res.headers,
    events,
    /** Whether the server has ended the stream. */
    get ended() {
      return ended;
    },
    /** The first event (from `from` on) matching, or an error after `timeoutMs`. */
    next(match: (e: SseEvent) => boolean, timeoutMs = 5000, from = 0): Promise<SseEvent> {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.slice(from).find(match);
          if (found) {
            cleanup();
            resolve(found);
          } else if (ended) {
            cleanup();
            reject(new Error(`stream ended without the event; got ${JSON.stringify(events)}`));
          }
        };
        // Timers run before pending I/O: in a process starved of CPU the timeout could fire
        // ahead of an event that had already arrived, so what arrived is read once more first.
        const timer = setTimeout(() => {
          setImmediate(() => {
            check();
            if (!waiters.has(check)) return;
            cleanup();
            reject(new Error(`no such event in ${timeoutMs} ms; got ${JSON.stringify(events)}`));
          });
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close() {
      abort.abort();
    },
  };
}

export type EventStream = Awaited<ReturnType<typeof openEventStream>>;

/** An SSE "message" event's topic, for matching. */
export const topicIs = (topic: string) => (e: SseEvent) =>
  e.name === 'message' && (e.data as { topic?: string }).topic === topic;
