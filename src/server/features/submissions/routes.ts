import { AMAZON_DETAILS_LIMIT } from '@shared/limits';
import { ZSubmissionList } from '@shared/schemas/me';
import {
  SUBMISSION_MSG,
  ZAmazonDetailsResponse,
  ZAmazonLookup,
  ZAmazonUrlQuery,
  ZSubmissionCreated,
  ZSubmissionRequest,
} from '@shared/schemas/submissions';
import type { AppInstance } from '../../app-types';
import { tooMany } from '../../lib/errors';
import { fetchAmazonDetails, type AmazonFetchOptions } from '../../lib/amazon-page';
import { consumeRateLimit } from '../../lib/rate-limit';
import { admitted } from '../../plugins/guards';
import { createSubmission, listSubmissionsBy, matchesForUrl } from './service';

export interface SubmissionRouteOptions {
  amazonFetch: AmazonFetchOptions;
}

const SUBMITTERS = { signIn: SUBMISSION_MSG.signIn, verify: SUBMISSION_MSG.verify };
export const LOOKUP_LIMIT_MESSAGE = 'Please wait before looking up more products';

export async function submissionRoutes(app: AppInstance, options: SubmissionRouteOptions) {
  /** Who may call: any signed-in user, for their own submissions. */
  app.get(
    '/api/me/submissions',
    {
      preValidation: app.guards.signedIn(),
      schema: {
        operationId: 'listMySubmissions',
        summary: 'List the products you have submitted',
        tags: ['submissions'],
        response: { 200: ZSubmissionList },
      },
    },
    async (req) => ({ items: await listSubmissionsBy(app.db, admitted(req).id) }),
  );

  /** Who may call: signed-in users with a confirmed email (SPEC §5). Created pending. */
  app.post(
    '/api/submissions',
    {
      preValidation: app.guards.verified(SUBMITTERS),
      schema: {
        operationId: 'createSubmission',
        summary: 'Submit a product for the catalogue',
        tags: ['submissions'],
        errors: {
          429: 'The daily limit of submissions is reached; `Retry-After` says when to try again.',
        },
        body: ZSubmissionRequest,
        response: { 201: ZSubmissionCreated },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await createSubmission(app.db, admitted(req).id, req.body)),
  );

  /**
   * Who may call: those who may submit. The link's ASIN and the products or pending
   * submissions that already have it, so the form warns before a duplicate is sent.
   */
  app.get(
    '/api/submissions/amazon-lookup',
    {
      preValidation: app.guards.verified(SUBMITTERS),
      schema: {
        operationId: 'lookupAmazonLink',
        summary: 'Find products and submissions that already have an Amazon link',
        tags: ['submissions'],
        querystring: ZAmazonUrlQuery,
        response: { 200: ZAmazonLookup },
      },
    },
    (req) => matchesForUrl(app.db, req.query.amazonUrl),
  );

  /**
   * Who may call: those who may submit, within a per-member limit. Reads the Amazon page for
   * the form's auto-fill (FAQ). Only Amazon's own hosts are ever requested; a page that cannot
   * be read answers `details: null` and the member types.
   */
  app.post(
    '/api/submissions/amazon-details',
    {
      preValidation: app.guards.verified(SUBMITTERS),
      schema: {
        operationId: 'readAmazonDetails',
        summary: "Read a product's details from its Amazon page",
        tags: ['submissions'],
        errors: { 429: 'Too many Amazon pages read; `Retry-After` says when to try again.' },
        body: ZAmazonUrlQuery,
        response: { 200: ZAmazonDetailsResponse },
      },
    },
    async (req) => {
      const viewer = admitted(req);
      const limit = await consumeRateLimit(
        app.db,
        'amazon_details',
        `user:${viewer.id}`,
        AMAZON_DETAILS_LIMIT,
      );
      if (!limit.allowed) throw tooMany(LOOKUP_LIMIT_MESSAGE, limit.retryAfterSeconds);
      const result = await fetchAmazonDetails(req.body.amazonUrl, options.amazonFetch);
      if (result.ok) return { details: result.details };
      req.log.info({ reason: result.reason, detail: result.detail }, 'Amazon page not read');
      return { details: null };
    },
  );
}
