// The OPSEC check as the app registers it; the writes check through lib/opsec-gate.ts.
export { opsecFeature } from './feature';
