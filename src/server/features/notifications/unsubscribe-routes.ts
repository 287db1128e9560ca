import { z } from 'zod';
import { ZUnsubscribeRequest, ZUnsubscribeResult } from '@shared/schemas/notifications';
import type { AppInstance } from '../../app-types';
import { setSubscribed } from './unsubscribe';
import type { UnsubscribeTokens } from './unsubscribe-token';

/** RFC 8058's POST carries `List-Unsubscribe=One-Click` as a form; the token is in the URL. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

// Who may call every route here: anyone holding an e-mail's signed link (issue 28): no sign-in,
// as a mail client's one-click request has no session. The token names member and kind.
export async function unsubscribeRoutes(app: AppInstance, opts: { tokens: UnsubscribeTokens }) {
  app.post(
    '/api/unsubscribe',
    {
      schema: {
        operationId: 'unsubscribe',
        summary: "Stop an email's kind of notice with its link",
        tags: ['notifications'],
        errors: { 400: "The link's token is invalid or has expired." },
        body: ZUnsubscribeRequest,
        response: { 200: ZUnsubscribeResult },
      },
    },
    (req) => setSubscribed(app.db, opts.tokens, req.body.token, false),
  );

  app.post(
    '/api/unsubscribe/undo',
    {
      schema: {
        operationId: 'undoUnsubscribe',
        summary: 'Undo an unsubscribe with the same link',
        tags: ['notifications'],
        errors: { 400: "The link's token is invalid or has expired." },
        body: ZUnsubscribeRequest,
        response: { 200: ZUnsubscribeResult },
      },
    },
    (req) => setSubscribed(app.db, opts.tokens, req.body.token, true),
  );

  await app.register(async (oneClick: AppInstance) => {
    // The form's one field says nothing the URL does not: it is read and set aside.
    oneClick.addContentTypeParser(FORM_TYPES, { parseAs: 'string' }, (_req, _body, done) =>
      done(null, {}),
    );
    oneClick.post(
      '/api/unsubscribe/one-click',
      {
        schema: {
          operationId: 'unsubscribeOneClick',
          summary: 'Unsubscribe in one click from a mail client (RFC 8058)',
          tags: ['notifications'],
          errors: { 400: "The link's token is invalid or has expired." },
          querystring: ZUnsubscribeRequest,
          body: z.unknown(),
          consumes: [...FORM_TYPES, 'application/json'],
          response: { 200: ZUnsubscribeResult },
        },
      },
      (req) => setSubscribed(app.db, opts.tokens, req.query.token, false),
    );
  });
}
