import { ZAdminStats, ZModerationParity } from '@shared/schemas/admin';
import { ZAuditPage, ZAuditQuery } from '@shared/schemas/audit';
import type { AppInstance } from '../../app-types';
import { listAudit } from './audit-list';
import { adminStats } from './stats';
import { moderationParity } from './moderation-parity';

/** Who may call every route here: admins (and super admins). */
export async function adminRoutes(app: AppInstance) {
  app.get(
    '/api/admin/stats',
    {
      schema: {
        operationId: 'adminGetStats',
        summary: "Read the admin dashboard's figures",
        tags: ['admin'],
        response: { 200: ZAdminStats },
      },
    },
    () => adminStats(app.db),
  );

  /** Issue 52: approval rates and waits by star band, from the audit log. */
  app.get(
    '/api/admin/moderation-parity',
    {
      schema: {
        operationId: 'adminGetModerationParity',
        summary: 'Read moderation parity: approval rate and median wait by star band',
        tags: ['admin'],
        response: { 200: ZModerationParity },
      },
    },
    () => moderationParity(app.db),
  );

  app.get(
    '/api/admin/audit-log',
    {
      schema: {
        operationId: 'adminListAuditLog',
        summary: 'Read the audit log',
        tags: ['admin'],
        querystring: ZAuditQuery,
        response: { 200: ZAuditPage },
      },
    },
    (req) => listAudit(app.db, req.query),
  );
}
