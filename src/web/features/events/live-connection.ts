import {
  LIVE_EVENT_NAMES,
  LIVE_PING_SECONDS,
  readLiveEvent,
  type TLiveEvent,
} from '@shared/live-events';

export interface LiveHandlers {
  onEvent(event: TLiveEvent): void;
  /** Changes may have been missed (a gap in the stream): reload everything shown. */
  onResync(): void;
}

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;
/** Three missed pings: the stream is dead even if the browser has not noticed. */
const SILENCE_MS = LIVE_PING_SECONDS * 3 * 1000;

/**
 * One EventSource per tab on /api/events. Retries with growing, jittered pauses (so a restarted
 * server is not met by every tab at once), and after any gap asks for a reload of what is shown.
 */
export function connectLive(handlers: LiveHandlers, url = '/api/events') {
  let source: EventSource | null = null;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let silenceTimer: ReturnType<typeof setTimeout> | undefined;
  let greetedBefore = false;
  let stopped = false;

  const heard = () => {
    clearTimeout(silenceTimer);
    silenceTimer = setTimeout(() => reconnect(0), SILENCE_MS);
  };

  const open = () => {
    const es = new EventSource(url);
    source = es;
    es.addEventListener(LIVE_EVENT_NAMES.hello, () => {
      heard();
      retryMs = FIRST_RETRY_MS;
      // The first greeting follows the page's own fetches; any later one follows a gap.
      if (greetedBefore) handlers.onResync();
      greetedBefore = true;
    });
    es.addEventListener(LIVE_EVENT_NAMES.ping, heard);
    es.addEventListener(LIVE_EVENT_NAMES.resync, () => {
      heard();
      handlers.onResync();
    });
    // The server is stopping or the session ended: come back soon, spread over a second.
    es.addEventListener(LIVE_EVENT_NAMES.reconnect, () => reconnect(Math.random() * 1000));
    es.onmessage = (message: MessageEvent<string>) => {
      heard();
      const event = readLiveEvent(JSON.parse(message.data));
      if (event) handlers.onEvent(event);
    };
    es.onerror = () => {
      const wait = retryMs * (0.5 + Math.random() / 2);
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
      reconnect(wait);
    };
  };

  const reconnect = (afterMs: number) => {
    source?.close();
    source = null;
    clearTimeout(silenceTimer);
    clearTimeout(retryTimer);
    if (!stopped) retryTimer = setTimeout(open, afterMs);
  };

  open();
  return () => {
    stopped = true;
    reconnect(0);
  };
}
