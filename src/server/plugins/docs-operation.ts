import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isAdminUrl } from './admin-scope';
import { guardsOf, type Access } from './guards';
import { IDEMPOTENCY_DOCS } from './idempotency';

/** The 4xx statuses the API answers (plugins/errors.ts), each with the one error shape. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429;
/** Why an operation gives each status, in sentences for whoever writes a client. */
export type ErrorAnswers = Partial<Record<ErrorStatus, string>>;

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The 4xx answers a route gives beyond those its guards and schema already imply (derived
     * below), each with its reason. A 404 given here replaces the derived one.
     */
    errors?: ErrorAnswers;
    /**
     * A multipart upload's form as the document shows it: one `file` and these text fields.
     * Only the document reads it; the route parses the parts itself.
     */
    upload?: { fields?: z.ZodObject };
  }
}

/** The security schemes of the document (docs.ts): the session cookie, and an admin's. */
export const SESSION = 'session';
export const ADMIN_SESSION = 'adminSession';

/** Carries an operation's error answers to the document's last pass, which writes them out. */
export const ERROR_ANSWERS_KEY = 'x-error-answers';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const FORBIDDEN_BY_GUARD: Record<Exclude<Access, 'signedIn'>, string> = {
  verified: 'The member has not confirmed their email address yet (`email_unverified`).',
  admin: 'The caller is not an administrator.',
  superAdmin: 'The caller is not a super admin.',
};

/**
 * The route's schema as zod's transform gives it, plus what its guards and input say: who may
 * call (security) and the 4xx answers that follow from that. Derived here, so a new route
 * cannot leave them out; its own `errors` add the answers only its service knows.
 */
export const describeOperation: SwaggerTransform = (input) => {
  const transformed = jsonSchemaTransform(input);
  const schema: Record<string, unknown> = { ...transformed.schema };
  if (schema.hide) return transformed;
  const { route, url } = input;
  const guards = guardsOf(route.preValidation);
  // The admin scope's guard is a hook of its context, not of the route: the URL says it.
  if (isAdminUrl(url)) guards.push('admin');
  const methods = [route.method].flat();
  const { errors, upload, ...rest } = schema as Pick<FastifySchema, 'errors' | 'upload'>;
  // A route sent again under an Idempotency-Key (plugins/idempotency.ts): the header, and what
  // the key's checks answer.
  const idempotent = route.config?.idempotent === true;
  return {
    url: transformed.url,
    schema: {
      ...rest,
      ...(upload && { body: uploadForm(upload) }),
      ...(idempotent && { headers: IDEMPOTENCY_DOCS.headers }),
      security: securityOf(guards),
      [ERROR_ANSWERS_KEY]: errorAnswers({
        guards,
        writes: url.startsWith('/api/') && methods.some((m) => !SAFE_METHODS.has(m)),
        validates: Boolean(input.schema?.body || input.schema?.querystring || upload),
        hasBody: Boolean(input.schema?.body || upload),
        hasParams: Boolean(input.schema?.params),
        declared: errors ?? {},
        extra: idempotent ? IDEMPOTENCY_DOCS.errors : {},
      }),
    },
  };
};

function uploadForm({ fields = z.object({}) }: NonNullable<FastifySchema['upload']>) {
  const form = z.toJSONSchema(fields, { target: 'openapi-3.0', io: 'input' });
  return {
    ...form,
    properties: { ...form.properties, file: { type: 'string', format: 'binary' } },
    required: [...(form.required ?? []), 'file'],
  };
}

function securityOf(guards: Access[]) {
  if (guards.some((g) => g === 'admin' || g === 'superAdmin')) return [{ [ADMIN_SESSION]: [] }];
  return guards.length > 0 ? [{ [SESSION]: [] }] : [];
}

interface RouteFacts {
  guards: Access[];
  /** Whether it changes something, so plugins/same-origin.ts checks where it comes from. */
  writes: boolean;
  validates: boolean;
  hasBody: boolean;
  hasParams: boolean;
  declared: ErrorAnswers;
  /** Answers a plugin the route opts into gives (an Idempotency-Key's). */
  extra: ErrorAnswers;
}

function errorAnswers(facts: RouteFacts): ErrorAnswers {
  const reasons = new Map<ErrorStatus, string[]>();
  const add = (status: ErrorStatus, reason: string) =>
    reasons.set(status, [...(reasons.get(status) ?? []), reason]);

  if (facts.validates) {
    add(400, 'The input is invalid: `message` says why, `field` (when given) names the field.');
  }
  if (facts.guards.length > 0) add(401, 'No valid session: the caller is not signed in.');
  for (const guard of new Set(facts.guards)) {
    if (guard !== 'signedIn') add(403, FORBIDDEN_BY_GUARD[guard]);
  }
  if (facts.writes) {
    add(403, "The request sends cookies but not this site's `Origin` (`cross_site`).");
  }
  // A malformed id in the path is answered 404 as well (plugins/errors.ts).
  if (facts.hasParams && !facts.declared[404]) add(404, 'The path names nothing that exists.');
  if (facts.hasBody) {
    add(413, 'The body is larger than the server takes.');
    add(415, 'The body is not of a media type the operation takes.');
  }
  for (const [status, reason] of Object.entries(facts.declared)) {
    add(Number(status) as ErrorStatus, reason);
  }
  for (const [status, reason] of Object.entries(facts.extra)) {
    add(Number(status) as ErrorStatus, reason);
  }
  return Object.fromEntries([...reasons].map(([status, all]) => [status, all.join(' ')]));
}
