import { eq, sql } from 'drizzle-orm';
import { products } from '../features/products/schema';
import type { Executor } from '../db/types';
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
