// Live updates as the app registers them, and the change feed's channel and fence markers, which
// the read cache sends its fences through.
export { CHANGES_CHANNEL, fenceNotice } from './change';
export { eventsFeature } from './feature';
