import { COMPRESS_THRESHOLD_BYTES, type Encoded } from './encodings';
import { FeedKeptCache } from './feed-kept-cache';

/**
 * Serialised answers to public reads, kept in this process and dropped by tag when the change
 * feed says what changed (plugins/read-cache.ts wires it; decision 012).
 *
 * Staleness rules:
 * - An answer is stored only if none of its tags was invalidated, and the cache was not cleared,
 *   while it was being computed (generation snapshots), so a read that raced a change never
 *   outlives that change's notice.
 * - Nothing is served or stored while the feed is down (`suspend` … `resume`), or while this
 *   process's own writes are not yet known to have come back through the feed (`fence`).
 */
export interface CachedAnswer {
  body: string;
  etag: string;
  contentType: string;
  /** Headers of the answer's own that a hit repeats (a page's CSP and caching policy). */
  headers?: Readonly<Record<string, string>>;
}

/** An answer as kept: with its compressed forms once they are made (decision 018). */
export interface KeptAnswer extends CachedAnswer {
  encoded?: Encoded;
  /** Under the compression threshold: it is never compressed, kept or on the way out. */
  small: boolean;
}

interface Entry extends KeptAnswer {
  tags: readonly string[];
  bytes: number;
  expiresAt: number;
}

/** What a read saw of the cache when it started; `store` refuses it if anything moved since. */
export interface Snapshot {
  epoch: number;
  generations: number[];
}

export interface ResponseCacheOptions {
  maxBytes: number;
  now?: () => number;
  /** Makes a stored answer's compressed forms; without it answers are kept raw only. */
  encode?: (body: string) => Promise<Encoded>;
}

/** Tags ending in ':*' name a family: `invalidate(['product:*'])` drops every `product:<id>`. */
const FAMILY = ':*';
const MAX_GENERATIONS = 100_000;
const MEMO_MAX_AGE_MS = 86_400_000;

export class ResponseCache extends FeedKeptCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byTag = new Map<string, Set<string>>();
  private readonly generations = new Map<string, number>();
  private epoch = 0;
  private bytes = 0;
  private readonly now: () => number;
  /** Lookups since start, answers and memos alike (for the metrics); none when the cache is off. */
  readonly stats = { hits: 0, misses: 0 };

  constructor(private readonly options: ResponseCacheOptions) {
    super();
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.options.maxBytes > 0;
  }

  get size() {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  get(key: string): KeptAnswer | undefined {
    const entry = this.find(key);
    if (this.options.maxBytes > 0) {
      if (entry) this.stats.hits += 1;
      else this.stats.misses += 1;
    }
    return entry;
  }

  private find(key: string): KeptAnswer | undefined {
    if (!this.usable) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.remove(key);
      return undefined;
    }
    // Most recently used last: the Map's order is the eviction order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  snapshot(tags: readonly string[]): Snapshot {
    return { epoch: this.epoch, generations: tags.map((t) => this.generationOf(t)) };
  }

  /**
   * Keeps an answer unless something it is made of changed since `since`. With `compress`, its
   * compressed forms are made in the background and join the entry if it is still the one kept
   * (not dropped, replaced or evicted meanwhile); until then hits serve the raw body.
   */
  store(
    key: string,
    tags: readonly string[],
    since: Snapshot,
    answer: CachedAnswer,
    maxAgeMs: number,
    compress = false,
  ): boolean {
    if (!this.usable || since.epoch !== this.epoch) return false;
    if (tags.some((t, i) => this.generationOf(t) !== since.generations[i])) return false;
    const bytes = answer.body.length * 2 + key.length * 2;
    if (bytes > this.options.maxBytes / 4) return false;
    this.remove(key);
    const small = Buffer.byteLength(answer.body) < COMPRESS_THRESHOLD_BYTES;
    const entry: Entry = { ...answer, small, tags, bytes, expiresAt: this.now() + maxAgeMs };
    this.entries.set(key, entry);
    this.bytes += bytes;
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    this.evictOverBound();
    const { encode } = this.options;
    if (compress && encode && !small) {
      encode(answer.body).then(
        (encoded) => this.attach(key, entry, encoded),
        // Hits keep serving the raw body, compressed on the way out as any other answer.
        () => undefined,
      );
    }
    return true;
  }

  private attach(key: string, entry: Entry, encoded: Encoded): void {
    if (this.entries.get(key) !== entry) return;
    const extra = encoded.br.length + encoded.gzip.length;
    entry.encoded = encoded;
    entry.bytes += extra;
    this.bytes += extra;
    this.evictOverBound();
  }

  private evictOverBound(): void {
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.remove(oldest);
    }
  }

  invalidate(tags: readonly string[]): void {
    for (const tag of tags) {
      if (tag.endsWith(FAMILY)) {
        const prefix = tag.slice(0, -1);
        for (const member of [...this.byTag.keys()]) {
          if (member.startsWith(prefix)) this.drop(member);
        }
      }
      this.drop(tag);
    }
  }

  /**
   * A value the server computes from the database for itself (a page's settings, a product's
   * head), kept like an answer under a key no request URL can take, by the same rules.
   */
  async remember<T>(
    key: string,
    tags: readonly string[],
    compute: () => Promise<T>,
    maxAgeMs = MEMO_MAX_AGE_MS,
  ): Promise<T> {
    const memoKey = `memo:${key}`;
    const hit = this.get(memoKey);
    if (hit) return JSON.parse(hit.body) as T;
    const since = this.snapshot(tags);
    const value = await compute();
    const body = JSON.stringify(value);
    this.store(memoKey, tags, since, { body, etag: '', contentType: '' }, maxAgeMs);
    return value;
  }

  clear(): void {
    this.epoch += 1;
    this.entries.clear();
    this.byTag.clear();
    this.generations.clear();
    this.bytes = 0;
  }

  private generationOf(tag: string): number {
    // A family tag moves with each of its members, so `product:*` is read through the family.
    const family = tag.slice(0, tag.indexOf(':') + 1);
    const own = this.generations.get(tag) ?? 0;
    return family ? own + (this.generations.get(`${family}*`) ?? 0) : own;
  }

  private drop(tag: string): void {
    // One counter per tag ever dropped; past a bound, start over rather than grow for ever.
    if (this.generations.size >= MAX_GENERATIONS) this.clear();
    this.generations.set(tag, (this.generations.get(tag) ?? 0) + 1);
    const keys = this.byTag.get(tag);
    if (!keys) return;
    for (const key of [...keys]) this.remove(key);
    this.byTag.delete(tag);
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }
}
