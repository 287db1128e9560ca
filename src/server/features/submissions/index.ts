// What other features may use of submissions: their part of the data export and of account deletion.
export { submissionsFeature } from './feature';
export { countSubmissions, exportSubmissions } from './data-rights';
