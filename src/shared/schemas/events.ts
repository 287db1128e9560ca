import { z } from 'zod';

/**
 * What a browser hears on GET /api/events (SPEC §4 Live refresh, §7 Live subscriptions): a
 * topic and, where it helps to narrow a reload, the ids concerned. Never row contents.
 */
export const LIVE_TOPICS = {
  /** Everyone. `ids`: the products changed. */
  products: 'everyone',
  /** Everyone. `ids`: the products whose reviews changed. */
  reviews: 'everyone',
  advisors: 'everyone',
  settings: 'everyone',
  legal: 'everyone',
  /** Only the member whose rows changed. */
  'gear-kit': 'owner',
  'my-reviews': 'owner',
  'my-invitations': 'owner',
  'my-submissions': 'owner',
  /** The member's roles changed. */
  account: 'owner',
  /** Admins only. */
  flags: 'admins',
  contact: 'admins',
  invitations: 'admins',
  submissions: 'admins',
} as const satisfies Record<string, 'everyone' | 'owner' | 'admins'>;

export type LiveTopic = keyof typeof LIVE_TOPICS;

export const ZLiveEvent = z.object({
  topic: z.enum(Object.keys(LIVE_TOPICS) as [LiveTopic, ...LiveTopic[]]),
  /** Null when too many to list: treat as "any". */
  ids: z.array(z.string()).nullable(),
});
export type TLiveEvent = z.infer<typeof ZLiveEvent>;

/** Sent first on every connection: who the server takes this stream's reader to be. */
export const ZLiveHello = z.object({ audience: z.enum(['visitor', 'member', 'admin']) });
export type TLiveHello = z.infer<typeof ZLiveHello>;

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
