import { ZOk, uuidParam } from '@shared/schemas/common';
import {
  ZFlagRequest,
  ZReviewIdParam,
  ZReviewWrite,
  ZReviewWritten,
  ZVoteRequest,
  ZVoteResult,
} from '@shared/schemas/reviews';
import type { AppInstance } from '../../app-types';
import { networkOf } from '../../lib/client-network';
import { admitted } from '../../plugins/guards';
import { flagReview } from './moderation/flags';
import { castVote } from './votes';
import { createReview, deleteReview, updateReview } from './write';

export async function reviewWriteRoutes(app: AppInstance) {
  /**
   * Who may call: signed-in users with a confirmed email (SPEC §6). Created pending; one per
   * member and product (issue 27: a second is a 409). Sent again under its Idempotency-Key,
   * the first answer is repeated (decision 035).
   */
  app.post(
    '/api/products/:id/reviews',
    {
      config: { idempotent: true },
      preValidation: app.guards.verified({
        signIn: 'Please sign in to submit a review',
        verify: 'Please verify your email address before submitting reviews',
      }),
      schema: {
        operationId: 'createReview',
        summary: 'Review a product',
        tags: ['reviews'],
        errors: { 404: 'No product has this id.', 409: 'You have already reviewed this product.' },
        params: uuidParam,
        body: ZReviewWrite,
        response: { 201: ZReviewWritten },
      },
    },
    async (req, reply) => {
      const review = await createReview(app.db, admitted(req).id, req.params.id, req.body);
      return reply.status(201).send(review);
    },
  );

  /**
   * Who may call: the review's author only (403 for anyone else). The edit goes back to
   * pending; with their field report edits, at most EDIT_LIMIT an hour (issue 44).
   */
  app.patch(
    '/api/reviews/:id',
    {
      preValidation: app.guards.signedIn(),
      schema: {
        operationId: 'updateReview',
        summary: 'Edit your review, which goes back to pending',
        tags: ['reviews'],
        errors: {
          403: "The caller is not the review's author.",
          404: 'No review has this id.',
          429: 'Too many edits of reviews and reports this hour; `Retry-After` says when to try again.',
        },
        params: ZReviewIdParam,
        body: ZReviewWrite,
        response: { 200: ZReviewWritten },
      },
    },
    (req) => updateReview(app.db, app.storage, admitted(req), req.params.id, req.body),
  );

  /** Who may call: the review's author, or an admin. */
  app.delete(
    '/api/reviews/:id',
    {
      preValidation: app.guards.signedIn(),
      schema: {
        operationId: 'deleteReview',
        summary: 'Delete a review, as its author or an admin',
        tags: ['reviews'],
        errors: {
          403: "The caller is neither the review's author nor an admin.",
          404: 'No review has this id.',
        },
        params: ZReviewIdParam,
        response: { 200: ZOk },
      },
    },
    async (req) => {
      await deleteReview(app.db, app.storage, admitted(req), req.params.id);
      return { ok: true as const };
    },
  );

  /** Who may call: signed-in users with a confirmed email, on others' approved reviews. */
  app.post(
    '/api/reviews/:id/vote',
    {
      preValidation: app.guards.verified({
        signIn: 'Please sign in to vote on reviews',
        verify: 'Please verify your email address before voting on reviews',
      }),
      schema: {
        operationId: 'voteOnReview',
        summary: 'Vote on whether a review helped',
        tags: ['reviews'],
        errors: {
          403: 'Members do not vote on their own reviews.',
          404: 'No approved review has this id.',
          429: 'Too many votes; `Retry-After` says when to try again.',
        },
        params: ZReviewIdParam,
        body: ZVoteRequest,
        response: { 200: ZVoteResult },
      },
    },
    (req) => castVote(app.db, admitted(req), req.params.id, req.body.voteType),
  );

  /**
   * Who may call: signed-in users with a confirmed email, on others' approved reviews (the
   * author: 403). Issue 29: the flag that brings the review's pending flags to the site's
   * weight threshold takes it back to pending.
   */
  app.post(
    '/api/reviews/:id/flags',
    {
      preValidation: app.guards.verified({
        signIn: 'Please sign in to flag reviews',
        verify: 'Please verify your email address before flagging reviews',
      }),
      schema: {
        operationId: 'flagReview',
        summary: 'Flag a review for the moderators',
        tags: ['reviews'],
        errors: {
          403: 'Members do not flag their own reviews.',
          404: 'No approved review has this id, or the report named is not one of it.',
          409: 'You have already flagged this review.',
        },
        params: ZReviewIdParam,
        body: ZFlagRequest,
        response: { 201: ZOk },
      },
    },
    async (req, reply) => {
      const networkHash = app.pseudonyms('flag-network', networkOf(req));
      const flagger = { viewer: admitted(req), networkHash };
      await flagReview(app.db, app.notifier, flagger, req.params.id, req.body);
      return reply.status(201).send({ ok: true as const });
    },
  );
}
