export { settingsQuery } from './api';
export { AdSlot } from './components/ad-slot';
export { Advisors } from './components/advisors';
export { siteKeys } from './keys';
