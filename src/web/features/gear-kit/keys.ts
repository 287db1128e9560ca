import { rootKeys } from '@web/lib/query-keys';

export const gearKitKeys = {
  mine: [...rootKeys.viewer, 'gear-kit'] as const,
};
