export { contactFeature } from './feature';
export { countContactMessages, eraseContactMessages, exportContactMessages } from './data-rights';
