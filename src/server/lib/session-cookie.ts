/** Better Auth's session cookie (`br.session_token`, `__Secure-` on https; auth.ts sets 'br'). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?br\.session_token=([^.;]{1,100})/;

/** The token part of the session cookie in a Cookie header, or '' when there is none. */
export function sessionIdOf(cookieHeader: string | undefined): string {
  return SESSION_COOKIE.exec(cookieHeader ?? '')?.[1] ?? '';
}
