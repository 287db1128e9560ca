// Every `error.code` our own routes answer with (lib/errors.ts AppError, plugins/errors.ts):
// one list, so a screen that reacts to a code and the server that sends it cannot drift apart.
// Better Auth's routes pass its own codes through, lower-cased (accounts/auth-routes.ts).

export const ERROR_CODES = [
  'validation',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'unavailable',
  'cross_site',
  'too_large',
  'unsupported_media_type',
  'range_not_satisfiable',
  'internal',
  'bad_request',
  'email_unverified',
  'already_handled',
  'already_reviewed',
  'answer_unchecked',
  'gear_kit_full',
  'idempotency_key_reused',
  'identity_in_use',
  'identity_revoked',
  'mail_failed',
  'not_pending',
  'protected_account',
  'protected_roles',
  'provider_cancelled',
  'provider_refused',
  'provider_unreachable',
  'request_in_progress',
  'review_exists',
  'setup_link_invalid',
  'super_admin_only',
  'too_many_tries',
  'too_many_unattached',
  'unreadable_media',
  'upload_interrupted',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
