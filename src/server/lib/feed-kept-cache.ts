/**
 * What every cache the change feed keeps true shares (decisions 012 and 030): it starts
 * suspended, neither serves nor stores while the feed is down (`suspend` … `resume`), and none
 * while a write this process answered has not yet come back through the feed (`fence` … `lift`),
 * so a change is never missed, nor read around by the process that made it.
 * features/events/feature.ts drives it; plugins/write-fence.ts fences it.
 */
export abstract class FeedKeptCache {
  private suspended = true;
  private readonly fences = new Set<string>();

  /** Configured on at all: a cache that is off is never fenced. */
  abstract get enabled(): boolean;

  /** Everything goes, and reads in flight may not store what they computed. */
  abstract clear(): void;

  get usable(): boolean {
    return this.enabled && !this.suspended && this.fences.size === 0;
  }

  /** The feed is down: changes may be missed, so the cache neither serves nor stores. */
  suspend(): void {
    this.suspended = true;
    this.clear();
  }

  /** The feed is listening again; what was kept before may be stale, so start empty. */
  resume(): void {
    this.clear();
    this.suspended = false;
  }

  /** A write of ours is done; until `lift(token)`, reads go to the database. */
  fence(token: string): void {
    this.fences.add(token);
  }

  lift(token: string): void {
    this.fences.delete(token);
  }
}
