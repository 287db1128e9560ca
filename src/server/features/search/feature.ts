import type { AppInstance } from '../../app-types';
import { searchRoutes } from './routes';

/** Suggestions as the header's search box is typed in (issue 31). */
export async function searchFeature(app: AppInstance) {
  await app.register(searchRoutes);
}
