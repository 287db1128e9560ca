// What other features may use of the site: a setting's current value.
export { settingValue } from './service';
export { siteFeature } from './feature';
