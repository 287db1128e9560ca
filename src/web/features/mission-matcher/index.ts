export { missionQuery } from './api';
export { KitResult } from './components/kit-result';
export { MissionForm } from './components/mission-form';
export { useMissionParams } from './use-mission-params';
export { missionKeys } from './keys';
