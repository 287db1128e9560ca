// What the app's set-up and start use of accounts.
export { createAuth, type Auth } from './auth';
export { announceAccessLinks } from './first-start';
export { accountsFeature } from './feature';
