// What other features may use of submissions: the member's own list (their data export).
export { listSubmissionsBy } from './service';
export { submissionsFeature } from './feature';
export { countSubmissions, exportSubmissions } from './data-rights';
