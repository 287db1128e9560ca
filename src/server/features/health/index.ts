// The health feature as the app registers it: GET /api/health over the database's ping.
export { healthRoutes as healthFeature } from './routes';
