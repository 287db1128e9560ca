// The Mission Matcher as the app registers it: GET /api/mission-matcher.
export { missionMatcherRoutes as missionMatcherFeature } from './routes';
