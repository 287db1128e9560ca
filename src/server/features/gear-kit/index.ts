// What other features may use of the Gear Kit: the member's list (their data export).
export { listGearKit } from './service';
export { gearKitFeature } from './feature';
export { countGearKit, exportGearKit } from './data-rights';
