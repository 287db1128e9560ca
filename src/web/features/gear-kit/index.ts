export { GEAR_KIT_SIGN_IN, gearKitQuery } from './api';
export { GearKitButton, heartOnCard } from './components/gear-kit-button';
export { GearKitTab } from './components/gear-kit-tab';
export { gearKitKeys } from './keys';
