import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TReport, TReportWrite } from '@shared/schemas/field-reports';
import type { TReview, TReviewWrite } from '@shared/schemas/reviews';
import { ApiError } from '@web/lib/api';
import { validationTitle } from '@web/lib/form-errors';
import type { ScreenPart } from '@web/lib/mutations';
import type { Told } from '@web/service-worker/device-store';
import { refresh, rootKeys } from '@web/lib/query-keys';
import { createReport, createReview, updateReport, updateReview } from './api';
import { reviewKeys } from './keys';

// What the review and field report forms send. Apart from the reader's other changes, as the
// forms' code (and the validation titles) loads only with the forms.

const signInToSubmit = {
  title: 'Login required',
  description: 'Please sign in to submit a review',
};
const isStatus = (err: Error, status: number) => err instanceof ApiError && err.status === status;
const isCode = (err: Error, code: string) => err instanceof ApiError && err.code === code;

/** A new review of the product, or the author's edit of `review`; either waits for approval. */
export function useSaveReview(
  target: {
    productId: string;
    review?: TReview;
    /**
     * Once the lists show the change. Called by the mutation itself, not by the form's call:
     * the refreshed lists may unmount the form (the Write a Review tab turns to the new review's
     * edit), and a call's own callbacks die with its component.
     */
    onShown?: () => void;
    /** A new review sent later, without a connection now: the words it is told in then. */
    submitted: Told['success'];
    /** The form's draft and its values now, given back should the server refuse it then. */
    draft: { form: string; values: () => unknown };
  },
  screen: ScreenPart<unknown, TReviewWrite>,
) {
  const client = useQueryClient();
  const { productId, review, onShown } = target;
  return useMutation({
    ...screen,
    mutationFn: (body: TReviewWrite) =>
      review
        ? updateReview(review.id, body)
        : createReview(productId, body, {
            told: {
              what: 'review',
              success: target.submitted,
              errorTitle: 'Error',
              errorTitles: { 400: 'Validation Error', 409: 'Review not submitted' },
            },
            stale: [rootKeys.reviews, rootKeys.products, reviewKeys.mine],
            draft: { form: target.draft.form, values: target.draft.values() },
          }),
    meta: {
      errorToast: (err) => {
        if (isStatus(err, 401)) return signInToSubmit;
        if (isCode(err, 'email_unverified')) {
          return { title: 'Email verification required', description: err.message };
        }
        if (isStatus(err, 400))
          return { title: validationTitle(err.message), description: err.message };
        if (isCode(err, 'review_exists'))
          return { title: 'Review not submitted', description: err.message };
        return { title: review ? 'Error updating review' : 'Error', description: err.message };
      },
    },
    onSuccess: async (...done) => {
      await screen.onSuccess?.(...done);
      await refresh(client, rootKeys.reviews, rootKeys.products, reviewKeys.mine);
      onShown?.();
    },
    onError: async (...failed) => {
      await screen.onError?.(...failed);
      // Written meanwhile in another tab: the member's list now has it, and the Write a Review
      // tab turns to its edit.
      if (isCode(failed[0], 'review_exists')) void refresh(client, reviewKeys.mine);
    },
  });
}

/** A new field report on `review`, or its author's edit of `report` (issue 30). */
export function useSaveReport(
  target: {
    review: TReview;
    report?: TReport;
    /** A new report sent later, without a connection now: the words it is told in then. */
    submitted: Told['success'];
    /** The form's draft, given back should the server refuse the report when it is sent. */
    draft: string;
  },
  screen: ScreenPart<unknown, TReportWrite>,
) {
  const client = useQueryClient();
  const { review, report } = target;
  const errorTitle = report ? 'Error updating field report' : 'Field report not submitted';
  return useMutation({
    ...screen,
    mutationFn: (body: TReportWrite) =>
      report
        ? updateReport(review.id, report.id, body)
        : createReport(review.id, body, {
            told: { what: 'field report', success: target.submitted, errorTitle },
            stale: [rootKeys.reviews, rootKeys.products, reviewKeys.mine],
            draft: { form: target.draft, values: body },
          }),
    meta: {
      // Else the server's own words: what is wrong, or when reports open (a 400 says the date).
      errorToast: (err) =>
        isStatus(err, 401) ? signInToSubmit : { title: errorTitle, description: err.message },
    },
    onSuccess: async (...done) => {
      await screen.onSuccess?.(...done);
      await refresh(client, rootKeys.reviews, rootKeys.products, reviewKeys.mine);
    },
  });
}
