import { ZPolicyVersion, ZPolicyVersionList, ZPolicyWrite } from '@shared/schemas/transparency';
import type { AppInstance } from '../../app-types';
import { admitted } from '../../plugins/guards';
import { policyVersions, publishPolicy } from './service';

/** Who may call every route here: admins (and super admins). */
export async function transparencyAdminRoutes(app: AppInstance) {
  app.get(
    '/api/admin/moderation-policy',
    {
      schema: {
        operationId: 'adminListPolicyVersions',
        summary: "List the moderation policy's versions, newest first",
        tags: ['admin'],
        response: { 200: ZPolicyVersionList },
      },
    },
    async () => ({ items: await policyVersions(app.db) }),
  );

  /** Publishes a new version, in force at once; audit-logged `policy.publish`. */
  app.post(
    '/api/admin/moderation-policy',
    {
      schema: {
        operationId: 'adminPublishPolicy',
        summary: 'Publish a new version of the moderation policy',
        tags: ['admin'],
        errors: { 409: 'A version of the policy already has this name.' },
        body: ZPolicyWrite,
        response: { 201: ZPolicyVersion },
      },
    },
    async (req, reply) => {
      const published = await publishPolicy(app.db, admitted(req), req.body);
      return reply.status(201).send(published);
    },
  );
}
