import type { AppInstance } from '../../app-types';
import { opsecRoutes } from './routes';

/** Issue 52: the OPSEC check of a text, as a member's form runs it before posting. */
export async function opsecFeature(app: AppInstance) {
  await app.register(opsecRoutes);
}
