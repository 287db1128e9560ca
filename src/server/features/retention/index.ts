// The retention job (issue 17): what it prunes, and its schedule as the app registers it.
export { runRetention, type RetentionReport } from './job';
export { retentionFeature } from './feature';
