import { rootKeys } from '@web/lib/query-keys';

export const submissionKeys = {
  mine: [...rootKeys.viewer, 'submissions'] as const,
  amazonLookup: (canonicalUrl: string) => ['amazon-lookup', canonicalUrl] as const,
  amazonDetails: (canonicalUrl: string) => ['amazon-details', canonicalUrl] as const,
  pending: [...rootKeys.admin, 'submissions'] as const,
};
