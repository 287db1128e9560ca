import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { ZErrorBody } from '@shared/schemas/common';
import { sessionCookieName } from '../lib/session-cookie';
import {
  ADMIN_SESSION,
  describeOperation,
  ERROR_ANSWERS_KEY,
  SESSION,
  type ErrorAnswers,
} from './docs-operation';
import { nullableBesideType } from './openapi-nullable';

const ERROR_REF = '#/components/schemas/Error';

const description = (siteName: string) =>
  [
    `The JSON API behind ${siteName}'s pages.`,
    '',
    'Every 4xx and 5xx answer has one shape, the `Error` schema: `{"error":{"code","message","field"?}}`.',
    '',
    "Sessions: sign in with Better Auth's endpoints under `/api/auth` (`POST /api/auth/sign-in/email` " +
      'with `{"email","password"}`; they are not described here), which set the session cookie. ' +
      "A request that changes something and sends cookies must also send this site's `Origin`.",
  ].join('\n');

/** As much of an OpenAPI document as the last pass below reads. */
interface Document {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  components?: unknown;
}

function securitySchemes(publicUrl: string) {
  const cookie = { type: 'apiKey', in: 'cookie', name: sessionCookieName(publicUrl) } as const;
  return {
    [SESSION]: { ...cookie, description: "A signed-in member's session cookie." },
    // OpenAPI 3.0 gives cookie schemes no scopes: the admin scope is a scheme of its own.
    [ADMIN_SESSION]: {
      ...cookie,
      description: 'The session cookie of an administrator (an admin or a super admin).',
    },
  };
}

/** Each operation's error answers, written out with the error shape. */
function writeErrorAnswers(document: Document) {
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) {
      const op = operation as typeof operation & { [ERROR_ANSWERS_KEY]?: ErrorAnswers };
      const answers = op[ERROR_ANSWERS_KEY];
      delete op[ERROR_ANSWERS_KEY];
      for (const [status, reason] of Object.entries(answers ?? {})) {
        op.responses[status] = {
          description: reason,
          content: { 'application/json': { schema: { $ref: ERROR_REF } } },
        };
      }
    }
  }
}

/** OpenAPI 3.0.3 generated from the route schemas and guards, browsable at /api/docs. */
export const docsPlugin = fp(
  async (app: FastifyInstance, opts: { siteName: string; publicUrl: string }) => {
    await app.register(swagger, {
      openapi: {
        // zod's schemas are written for the version named here (fastify-type-provider-zod).
        openapi: '3.0.3',
        info: {
          title: `${opts.siteName} API`,
          version: '1.0.0',
          description: description(opts.siteName),
        },
        servers: [{ url: new URL(opts.publicUrl).origin }],
        components: {
          securitySchemes: securitySchemes(opts.publicUrl),
          schemas: {
            Error: z.toJSONSchema(ZErrorBody, { target: 'openapi-3.0', io: 'output' }) as object,
          },
        },
      },
      transform: describeOperation,
      transformObject: (input) => {
        if (!('openapiObject' in input)) throw new Error('the API document is OpenAPI 3');
        const document = input.openapiObject as Document;
        writeErrorAnswers(document);
        nullableBesideType(document.paths);
        nullableBesideType(document.components);
        return input.openapiObject;
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
);
