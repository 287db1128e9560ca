import { rootKeys } from '@web/lib/query-keys';

export const verificationKeys = {
  // Under 'viewer': the member's own, dropped on sign-out, and reloaded by the live `account`
  // topic, which a change to their verification sends (issue 29).
  mine: [...rootKeys.viewer, 'verification'] as const,
};
