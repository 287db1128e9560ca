// The Mission Matcher as the app registers it.
export { missionMatcherFeature } from './feature';
