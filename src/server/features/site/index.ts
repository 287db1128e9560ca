// What other features may use of the site: a setting's current value.
export { settingValue } from './service';
export { integrationSettings } from './integration-settings';
export { settingsLastChanged } from './last-changed';
export { siteFeature } from './feature';
