/**
 * What must never reach a log line (issue 27): session tokens, reset and verification tokens,
 * OAuth codes and states, invitation codes. They travel in URLs (links in mail, Better Auth's
 * callbacks) and in failed queries' parameters, which drizzle puts into its error's message.
 */
const REDACTED = '[redacted]';

/** Query parameters that carry a secret, wherever they appear. */
const SECRET_PARAMS = /([?&](?:token|code|state)=)[^&#\s]*/gi;
/** Better Auth's reset link carries its token as a path segment. */
const RESET_PATH = /(\/reset-password\/)[^/?#\s]+/gi;
/** drizzle's "Failed query: …\nparams: a,b,c" and PostgreSQL's "Key (token)=(value)". */
const QUERY_PARAMS = /(\bparams: )[^\n]*/g;
const KEY_VALUE = /(\bKey \([^)]*\)=\()[^)]*/g;

export function redactText(text: string): string {
  return text
    .replace(SECRET_PARAMS, `$1${REDACTED}`)
    .replace(RESET_PATH, `$1${REDACTED}`)
    .replace(QUERY_PARAMS, `$1${REDACTED}`)
    .replace(KEY_VALUE, `$1${REDACTED}`);
}

/** Fields whose value is a secret or a query's parameters, dropped whole. */
const SECRET_FIELDS = new Set(['params', 'token', 'cookie', 'authorization', 'set-cookie']);
const DEEPEST = 6;

/**
 * A serialized value with every string redacted and secret fields dropped: for errors, whose
 * message, stack, causes and driver fields may all repeat a query's parameters.
 */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactText(value);
  if (!value || typeof value !== 'object' || depth > DEEPEST) return value;
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    out[key] = SECRET_FIELDS.has(key.toLowerCase()) ? REDACTED : redactValue(field, depth + 1);
  }
  return out;
}
