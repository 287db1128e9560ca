import type { AppInstance } from '../../app-types';
import { adminScope } from '../../plugins/admin-scope';
import { submissionAdminRoutes } from './admin-routes';
import { submissionRoutes, type SubmissionRouteOptions } from './routes';

/** Members' product submissions, and the admin's decisions on them. */
export async function submissionsFeature(app: AppInstance, options: SubmissionRouteOptions) {
  await app.register(submissionRoutes, options);
  await app.register(adminScope, { routes: submissionAdminRoutes });
}
