// The retention job (issue 17): what it prunes, and the schedule buildApp registers.
export { runRetention, type RetentionReport } from './job';
export { retentionSchedule } from './schedule';
