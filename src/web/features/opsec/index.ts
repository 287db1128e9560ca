export { OpsecCheck } from './components/opsec-check';
export { OpsecFindings } from './components/opsec-findings';
export { useOpsecGate, type OpsecField, type OpsecGate } from './use-opsec-gate';
