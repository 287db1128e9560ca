// What other features may use of submissions: the member's own list (their data export), and
// how many wait for an admin.
export { listSubmissionsBy } from './service';
export { submissionsWaiting } from './waiting';
export { submissionsFeature } from './feature';
