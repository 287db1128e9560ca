import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '@web/features/accounts';
import type { ScreenPart } from '@web/lib/mutations';
import { refresh, rootKeys } from '@web/lib/query-keys';
import { uploadLegalDocument } from './admin-api';
import { legalKeys } from './keys';

type Uploaded = Awaited<ReturnType<typeof uploadLegalDocument>>;

/** A new version in force: the public page, the admin's list and who must agree again change. */
export function useUploadLegalDocument(
  screen: ScreenPart<Uploaded, Parameters<typeof uploadLegalDocument>[0]>,
) {
  const client = useQueryClient();
  return useMutation({
    ...screen,
    mutationFn: uploadLegalDocument,
    meta: { errorTitle: 'Upload failed', errorFallback: 'Failed to upload document' },
    onSuccess: async (...done) => {
      await screen.onSuccess?.(...done);
      void refresh(client, rootKeys.admin, legalKeys.all, accountKeys.agreements);
    },
  });
}
