// What other features may use of the Gear Kit: the member's list (their data export), and the
// filter that leaves a member's kit out of a catalogue read.
export { listGearKit } from './service';
export { notInKit } from './kit-filter';
export { gearKitFeature } from './feature';
