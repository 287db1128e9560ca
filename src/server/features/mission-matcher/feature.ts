import type { AppInstance } from '../../app-types';
import { missionMatcherRoutes } from './routes';

/** The Mission Matcher: GET /api/mission-matcher. */
export async function missionMatcherFeature(app: AppInstance) {
  await app.register(missionMatcherRoutes);
}
