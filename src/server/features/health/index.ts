// The health feature as the app registers it: GET /api/health over the database's ping, and
// the liveness and readiness probes.
export { healthRoutes as healthFeature } from './routes';
