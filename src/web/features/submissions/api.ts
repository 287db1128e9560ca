import { queryOptions } from '@tanstack/react-query';
import type { TSubmissionRequest } from '@shared/schemas/submissions';
import { api } from '@web/lib/api';
import { submissionKeys } from './keys';

export const mySubmissionsQuery = () =>
  queryOptions({
    queryKey: submissionKeys.mine,
    queryFn: async ({ signal }) => (await api('GET /api/me/submissions', { signal })).items,
  });

export const submitProduct = (body: TSubmissionRequest) =>
  api('POST /api/submissions', { json: body });

/** Products and pending submissions that already have this link's ASIN. */
export const amazonLookupQuery = (canonicalUrl: string) =>
  queryOptions({
    queryKey: submissionKeys.amazonLookup(canonicalUrl),
    queryFn: ({ signal }) =>
      api('GET /api/submissions/amazon-lookup', { query: { amazonUrl: canonicalUrl }, signal }),
    staleTime: 60_000,
  });

/** The Amazon page's own title, description and image, for the auto-fill; null if unread. */
export const amazonDetailsQuery = (canonicalUrl: string) =>
  queryOptions({
    queryKey: submissionKeys.amazonDetails(canonicalUrl),
    queryFn: async ({ signal }) =>
      (
        await api('POST /api/submissions/amazon-details', {
          json: { amazonUrl: canonicalUrl },
          signal,
        })
      ).details,
    // One read per link: the page will not change while the member types.
    staleTime: Infinity,
    retry: false,
  });

// The admin's Pending Products tab (SPEC §2 Admin).
export const pendingSubmissionsQuery = () =>
  queryOptions({
    queryKey: submissionKeys.pending,
    queryFn: async ({ signal }) => (await api('GET /api/admin/submissions', { signal })).items,
  });

export const decideSubmission = (id: string, verdict: 'approve' | 'reject', notes: string) =>
  api(`POST /api/admin/submissions/:id/${verdict}`, {
    params: { id },
    json: notes.trim() ? { notes } : {},
  });
