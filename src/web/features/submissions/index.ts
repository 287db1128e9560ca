export { mySubmissionsQuery } from './api';
export { MySubmissionsTab } from './components/my-submissions-tab';
export { submissionKeys } from './keys';
