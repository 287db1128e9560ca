import type { AppInstance } from '../../app-types';
import { healthRoutes, type HealthOptions } from './routes';

/** GET /api/health over the database's ping, and the liveness and readiness probes. */
export async function healthFeature(app: AppInstance, options: HealthOptions) {
  await app.register(healthRoutes, options);
}
