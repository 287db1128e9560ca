export { useLiveUpdates } from './use-live-updates';
