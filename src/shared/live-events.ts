// No zod here: the browser loads this on every first visit, and zod waits for the first form.

/**
 * What a browser hears on GET /api/events (SPEC §4 Live refresh, §7 Live subscriptions): a
 * topic and, where it helps to narrow a reload, the ids concerned. Never row contents.
 */
export const LIVE_TOPICS = {
  /** Everyone. `ids`: the products changed. */
  products: 'everyone',
  /** Everyone. `ids`: the products whose reviews changed. */
  reviews: 'everyone',
  /** Everyone. `ids`: the products whose questions or answers changed (issue 50). */
  questions: 'everyone',
  advisors: 'everyone',
  settings: 'everyone',
  legal: 'everyone',
  /** Only the member whose rows changed. */
  'gear-kit': 'owner',
  'my-reviews': 'owner',
  'my-invitations': 'owner',
  'my-submissions': 'owner',
  /** The member's notifications (issue 28): new ones, or ones marked read in another tab. */
  notifications: 'owner',
  /** The member's roles or service verification changed. */
  account: 'owner',
  /** Admins only. */
  flags: 'admins',
  contact: 'admins',
  invitations: 'admins',
  submissions: 'admins',
} as const satisfies Record<string, 'everyone' | 'owner' | 'admins'>;

export type LiveTopic = keyof typeof LIVE_TOPICS;

export interface TLiveEvent {
  topic: LiveTopic;
  /** Null when too many to list: treat as "any". */
  ids: string[] | null;
}

/** Sent first on every connection: who the server takes this stream's reader to be. */
export interface TLiveHello {
  audience: 'visitor' | 'member' | 'admin';
}

/** A message's data as a live event, or null when it is not one we know. */
export function readLiveEvent(data: unknown): TLiveEvent | null {
  if (typeof data !== 'object' || data === null) return null;
  const { topic, ids } = data as Record<string, unknown>;
  if (typeof topic !== 'string' || !Object.hasOwn(LIVE_TOPICS, topic)) return null;
  const idsOk = ids === null || (Array.isArray(ids) && ids.every((id) => typeof id === 'string'));
  return idsOk ? { topic: topic as LiveTopic, ids: ids as string[] | null } : null;
}

/** The SSE event names besides the default "message" that carries a TLiveEvent. */
export const LIVE_EVENT_NAMES = {
  hello: 'hello',
  /** Keeps proxies from closing an idle stream and lets the browser notice a dead one. */
  ping: 'ping',
  /** The server may have missed changes (its database connection was lost): reload all. */
  resync: 'resync',
  /** The stream's session ended or the server is stopping: connect again to be re-admitted. */
  reconnect: 'reconnect',
} as const;

/** Seconds between pings; a browser that hears nothing for three of them reconnects. */
export const LIVE_PING_SECONDS = 25;
