import type { AppInstance } from '../../app-types';
import { adminScope } from '../../plugins/admin-scope';
import { submissionAdminRoutes } from './admin-routes';
import { submissionRoutes, type SubmissionRouteOptions } from './routes';

// What other features may use of submissions: the member's own list (their data export).
export { listSubmissionsBy } from './service';

/** Members' product submissions, and the admin's decisions on them. */
export async function submissionsFeature(app: AppInstance, options: SubmissionRouteOptions) {
  await app.register(submissionRoutes, options);
  await app.register(adminScope, { routes: submissionAdminRoutes });
}
