import { rootKeys } from '@web/lib/query-keys';

export const contactKeys = {
  admin: [...rootKeys.admin, 'contact-submissions'] as const,
};
