import { inArray } from 'drizzle-orm';
import type { AppInstance } from '../../app-types';
import type { Database } from '../../db/client';
import { userRoles } from '../../db/schema';
import { feedKeptCaches } from '../../plugins/write-fence';
import { cacheTagsFor } from './cache-tags';
import { CHANGES_CHANNEL, FENCE, parseChange } from './change';
import { createLiveHub, type HubDeps } from './hub';
import { sessionOwnersDroppedBy, viewerDetailOwnersDroppedBy } from './session-drops';
import { liveEventRoutes } from './routes';

/** What the hub asks of the database and of the sessions. */
export function hubDepsFor(app: AppInstance): HubDeps {
  return {
    adminsAmong: async (userIds) => {
      const rows = await app.db
        .select({ userId: userRoles.userId })
        .from(userRoles)
        .where(inArray(userRoles.userId, userIds));
      return new Set(rows.map((r) => r.userId));
    },
    sessionAlive: async (stream) => {
      if (!stream.cookie) return false;
      // A check, not a use: an idle open tab must not keep extending its session.
      const session = await app.auth.api.getSession({
        headers: new Headers({ cookie: stream.cookie }),
        query: { disableRefresh: true },
      });
      return session !== null;
    },
    onError: (message, err) => app.log.warn({ err }, message),
  };
}

/**
 * Live updates (issue 7): the hub hears every committed change through the database's
 * LISTEN/NOTIFY (migration 0011's triggers) and tells the streams that may hear it. The same
 * feed keeps the read cache right (decision 012): what changed is dropped before any browser
 * is told, so the reload a browser makes on hearing it cannot meet the old answer. And it keeps
 * each member's kept session and `/api/me` details true (decision 030): whatever may end or
 * change them drops them at once.
 */
export async function eventsFeature(app: AppInstance, { database }: { database: Database }) {
  const hub = createLiveHub(hubDepsFor(app));
  const caches = feedKeptCaches(app);

  // Changes are told in the order they were committed, each after the one before.
  let queue = Promise.resolve();
  const publish = (payload: string) => {
    const change = parseChange(payload);
    if (!change) return void app.log.warn({ payload }, 'ignored an unreadable change notice');
    if (change.t === FENCE) {
      for (const token of change.ids ?? []) for (const cache of caches) cache.lift(token);
      return;
    }
    app.sessionCache.forgetMembers(sessionOwnersDroppedBy(change));
    app.viewerDetails.forgetMembers(viewerDetailOwnersDroppedBy(change));
    app.readCache.invalidate(cacheTagsFor(change));
    queue = queue
      .then(() => hub.publish(change))
      .catch((err: unknown) => app.log.warn({ err }, 'could not tell a change'));
  };

  let unlisten: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    unlisten = await database.listen(CHANGES_CHANNEL, {
      onNotify: publish,
      onResync: () => {
        for (const cache of caches) cache.resume();
        hub.resync();
      },
      onLost: () => {
        for (const cache of caches) cache.suspend();
      },
      onError: (message, err) => app.log.warn({ err }, message),
    });
    for (const cache of caches) cache.resume();
  });
  app.addHook('preClose', async () => {
    for (const cache of caches) cache.suspend();
    hub.closeAll();
    await unlisten?.();
  });
  await app.register(liveEventRoutes, { hub });
}
