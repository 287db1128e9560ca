// What other features may use of appeals (issue 52): the feature, the reminder's count and the
// member's part of the data export.
export { appealsFeature } from './feature';
export { appealsWaiting } from './waiting';
export { exportAppeals } from './data-rights';
