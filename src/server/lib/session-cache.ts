import { FeedKeptCache } from './feed-kept-cache';

/**
 * The default time a session is kept (decision 030): long enough that a member's burst of
 * requests (a page's own reads, a header, a list) reads the session once, short enough that an
 * instance which missed a notice without knowing it is wrong for seconds only. Every change
 * that matters drops the entry at once through the change feed; this bounds the rest.
 */
export const SESSION_CACHE_MS = 5_000;
/** About 300 bytes each: some 3 MB at most per instance. */
export const SESSION_CACHE_ENTRIES = 10_000;

interface Kept<T> {
  value: T;
  userId: string;
  expiresAt: number;
}

export interface SessionCacheOptions {
  /** How long a session read from the database is kept; 0: never (decision 030). */
  ttlMs: number;
  /** Sessions kept at most; the least recently used go first. */
  maxEntries: number;
  now?: () => number;
}

/**
 * Signed-in members' sessions as this process last read them (plugins/viewer.ts), keyed by the
 * signed session cookie, for `ttlMs` at most and never past the session's own expiry. The
 * change feed drops a member's entries whenever their sessions, user row, account, second
 * factor or roles change (features/events/session-drops.ts), and the cache follows the feed's
 * rules (FeedKeptCache): nothing is served while it is down or while this process's own
 * writes have not come back through it. What `/api/me` adds to the session is kept the same
 * way, in a second one keyed by the member (`app.viewerDetails`), dropped by its own tables.
 *
 * A read that was on its way to the database while any member's entries were dropped stores
 * nothing (`snapshot`), so a session read just before its revocation never outlives the
 * revocation's notice.
 */
export class SessionCache<T> extends FeedKeptCache {
  private readonly entries = new Map<string, Kept<T>>();
  private readonly byUser = new Map<string, Set<string>>();
  private drops = 0;
  private readonly now: () => number;
  /** Lookups since start (for the metrics); none when the cache is off. */
  readonly stats = { hits: 0, misses: 0 };

  constructor(private readonly options: SessionCacheOptions) {
    super();
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.options.ttlMs > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): T | undefined {
    if (!this.usable) return undefined;
    const kept = this.entries.get(key);
    if (!kept || kept.expiresAt <= this.now()) {
      if (kept) this.remove(key);
      this.stats.misses += 1;
      return undefined;
    }
    // Most recently used last: the Map's order is the eviction order.
    this.entries.delete(key);
    this.entries.set(key, kept);
    this.stats.hits += 1;
    return kept.value;
  }

  /** Taken before a read goes to the database; `store` refuses the read if anything was dropped since. */
  snapshot(): number {
    return this.drops;
  }

  /** `notAfter` (ms since the epoch): what the entry may not outlive, as a session's own expiry. */
  store(key: string, userId: string, value: T, notAfter: number, since: number): boolean {
    if (!this.usable || since !== this.drops) return false;
    this.remove(key);
    const expiresAt = Math.min(this.now() + this.options.ttlMs, notAfter);
    this.entries.set(key, { value, userId, expiresAt });
    let keys = this.byUser.get(userId);
    if (!keys) this.byUser.set(userId, (keys = new Set()));
    keys.add(key);
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.options.maxEntries) break;
      this.remove(oldest);
    }
    return true;
  }

  /** Drops the sessions of these members; null: of every member (the notice said "many"). */
  forgetMembers(userIds: readonly string[] | null): void {
    if (userIds === null) return this.clear();
    this.drops += 1;
    for (const userId of userIds) {
      for (const key of [...(this.byUser.get(userId) ?? [])]) this.remove(key);
    }
  }

  clear(): void {
    this.drops += 1;
    this.entries.clear();
    this.byUser.clear();
  }

  private remove(key: string): void {
    const kept = this.entries.get(key);
    if (!kept) return;
    this.entries.delete(key);
    const keys = this.byUser.get(kept.userId);
    keys?.delete(key);
    if (keys?.size === 0) this.byUser.delete(kept.userId);
  }
}
