// What other features may use of submissions: their part of the data export and of account
// deletion, and how many wait for an admin.
export { submissionsWaiting } from './waiting';
export { submissionsFeature } from './feature';
export { countSubmissions, exportSubmissions } from './data-rights';
