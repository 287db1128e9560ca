// What other features may use of the Gear Kit: its size, its part of the data export, and the
// filter that leaves a member's kit out of a catalogue read.
export { notInKit } from './kit-filter';
export { gearKitFeature } from './feature';
export { countGearKit, exportGearKit } from './data-rights';
export { keeperIdsOf, keepersOf, keeps, keptProductIdsOf } from './keepers';
export type { UnansweredQuestions } from './digest';
