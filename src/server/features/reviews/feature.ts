import type { AppInstance } from '../../app-types';
import type { MediaStorage } from '../../lib/storage/media-storage';
import type { UrlSigner } from '../../lib/storage/url-signer';
import { adminScope } from '../../plugins/admin-scope';
import { durabilityRoutes } from './durability/routes';
import { reviewAdminRoutes } from './moderation/admin-routes';
import { mediaFileRoutes } from './media/file-routes';
import { mediaRoutes } from './media/routes';
import { reportAdminRoutes } from './reports/admin-routes';
import { reportRoutes } from './reports/routes';
import { defineReportNudgeJob } from './reports/nudge';
import { revisionAdminRoutes } from './revisions/admin-routes';
import { reviewRevisionRoutes } from './revisions/routes';
import { reviewRoutes } from './routes';
import { reviewWriteRoutes } from './write-routes';

/**
 * Reviews, votes and flags, their field reports and how long gear lasts by them, their uploads, the files behind our signed
 * links (the storage and the signer that made them), and the admin's moderation; the authors'
 * field report nudges.
 */
export async function reviewsFeature(
  app: AppInstance,
  files: { storage: MediaStorage; signer: UrlSigner },
) {
  defineReportNudgeJob(app);
  await app.register(reviewRoutes);
  await app.register(reviewWriteRoutes);
  await app.register(reviewRevisionRoutes);
  await app.register(mediaRoutes);
  await app.register(mediaFileRoutes, files);
  await app.register(reportRoutes);
  await app.register(durabilityRoutes);
  await app.register(adminScope, { routes: reviewAdminRoutes });
  await app.register(adminScope, { routes: reportAdminRoutes });
  await app.register(adminScope, { routes: revisionAdminRoutes });
}
