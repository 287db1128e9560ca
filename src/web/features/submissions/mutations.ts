import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@web/lib/api';
import type { ScreenPart } from '@web/lib/mutations';
import { refresh, rootKeys } from '@web/lib/query-keys';
import { decideSubmission, submitProduct } from './api';
import { submissionKeys } from './keys';

type Submitted = Awaited<ReturnType<typeof submitProduct>>;

export function useSubmitProduct(
  screen: ScreenPart<Submitted, Parameters<typeof submitProduct>[0]>,
) {
  const client = useQueryClient();
  return useMutation({
    ...screen,
    mutationFn: submitProduct,
    meta: {
      errorToast: (err) => {
        // A visitor signed out meanwhile is sent to sign in (the screen's part), not told.
        if (err instanceof ApiError && err.status === 401) return null;
        if (err instanceof ApiError && err.status === 400) {
          return { title: 'Validation Error', description: err.message };
        }
        return { title: 'Submission failed', description: err.message };
      },
    },
    onError: async (...failed) => {
      await screen.onError?.(...failed);
      const [err] = failed;
      if (!(err instanceof ApiError && (err.status === 401 || err.status === 400))) {
        console.warn('Product submission failed', err);
      }
    },
    onSuccess: async (...done) => {
      await screen.onSuccess?.(...done);
      void refresh(client, submissionKeys.mine);
    },
  });
}

type Verdict = 'approve' | 'reject';

export function useDecideSubmission(
  submission: { id: string; notes: string },
  screen: ScreenPart<unknown, Verdict>,
) {
  const client = useQueryClient();
  return useMutation({
    ...screen,
    mutationFn: (verdict: Verdict) => decideSubmission(submission.id, verdict, submission.notes),
    meta: {
      errorToast: (err, verdict: Verdict) => ({
        title: verdict === 'approve' ? 'Error approving product' : 'Error rejecting product',
        description: err.message,
      }),
    },
    onSuccess: async (...done) => {
      void refresh(client, rootKeys.admin, rootKeys.products);
      await screen.onSuccess?.(...done);
    },
  });
}
