import { rootKeys } from '@web/lib/query-keys';

const settings = ['settings'] as const;

export const siteKeys = {
  settings,
  publicSettings: [...settings, 'public'] as const,
  advisors: ['advisors'] as const,
  adminSettings: [...rootKeys.admin, 'settings'] as const,
  adminAdvisors: [...rootKeys.admin, 'advisors'] as const,
};
