// What other features may use of the Gear Kit: its size, and its part of the data export.
export { gearKitFeature } from './feature';
export { countGearKit, exportGearKit } from './data-rights';
