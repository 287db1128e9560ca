import { eq, sql } from 'drizzle-orm';
import { vi } from 'vitest';
import { products } from '../features/products/schema';
import type { Executor } from '../db/types';
import { feedKeptCaches } from '../plugins/write-fence';
import { insertProduct } from './fixtures';
import { listenOnLoopback, type TestApp } from './harness';
import { openEventStream, topicIs, type EventStream } from './sse-client';

/** A change no trigger publishes: what the cache serves afterwards shows whether it was asked. */
export async function renameSilently(db: Executor, id: string, name: string) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.update(products).set({ name }).where(eq(products.id, id));
  });
}

/**
 * Listens on the app's own stream, so a test knows when a change has reached the process.
 * The caller closes the stream.
 */
export async function heardBy(app: TestApp['app']): Promise<EventStream> {
  const base = app.server.listening ? undefined : await listenOnLoopback(app);
  const address = app.server.address();
  const url = base ?? `http://127.0.0.1:${typeof address === 'object' && address?.port}`;
  const stream = await openEventStream(url);
  await stream.next((e) => e.name === 'hello');
  return stream;
}

/** The notice that product `id` changed, heard at or after `after` (ms since the epoch). */
export const productEvent =
  (id: string, after: number) => (e: { data: unknown; receivedAt: number }) =>
    topicIs('products')(e as never) &&
    ((e.data as { ids: string[] | null }).ids ?? [id]).includes(id) &&
    e.receivedAt >= after;

/**
 * Until the stream's app has heard every change committed so far: an app hears notices in commit
 * order, so once a product inserted now reaches its stream, whatever came before has too (a
 * sign-in's own notice, say, which would otherwise drop an entry a test has only just kept).
 */
export async function caughtUp(stream: EventStream, db: Executor) {
  const before = Date.now();
  const product = await insertProduct(db);
  await stream.next(productEvent(product.id, before));
}

/**
 * The change feed as slow as it may be, on `app` alone: no notice drops a member's kept session
 * or details and no write's fence comes back, until the returned release lifts the fences and
 * empties the caches, as the notices held back would have.
 */
export function holdFeed(app: TestApp['app']): () => void {
  const caches = feedKeptCaches(app);
  const held: string[] = [];
  const spies = [
    ...caches.map((cache) =>
      vi.spyOn(cache, 'lift').mockImplementation((token) => void held.push(token)),
    ),
    ...[app.sessionCache, app.viewerDetails].map((cache) =>
      vi.spyOn(cache, 'forgetMembers').mockImplementation(() => undefined),
    ),
  ];
  return () => {
    for (const spy of spies) spy.mockRestore();
    for (const cache of caches) {
      for (const token of held) cache.lift(token);
      cache.clear();
    }
  };
}
