import { ZAlertListQuery, ZAlertPage } from '@shared/schemas/alerts';
import type { AppInstance } from '../../app-types';
import { alertsFeed } from './atom';
import { feedAlerts, listAlerts } from './service';

/** Who may call: everyone. The alerts on every product, as a list and as a feed. */
export async function alertRoutes(app: AppInstance) {
  app.get(
    '/api/alerts',
    {
      schema: {
        operationId: 'listAlerts',
        summary: 'List product alerts, newest first',
        tags: ['alerts'],
        querystring: ZAlertListQuery,
        response: { 200: ZAlertPage },
      },
    },
    (req) => listAlerts(app.db, req.query.page),
  );

  app.get(
    '/alerts.atom',
    {
      schema: {
        operationId: 'getAlertsFeed',
        summary: 'Read the newest product alerts as an Atom feed',
        tags: ['alerts'],
      },
    },
    async (_req, reply) => {
      const feed = alertsFeed(await feedAlerts(app.db), {
        name: app.config.siteName,
        url: app.config.publicUrl,
      });
      return reply.type('application/atom+xml; charset=utf-8').send(feed);
    },
  );
}
