/** Better Auth's session cookie (`br.session_token`, `__Secure-` on https; auth.ts sets 'br'). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?br\.session_token=([^.;]{1,100})/;

/** The session cookie's name on a site served from `publicUrl` (the prefix goes with https). */
export const sessionCookieName = (publicUrl: string) =>
  `${publicUrl.startsWith('https:') ? '__Secure-' : ''}br.session_token`;

/** The token part of the session cookie in a Cookie header, or '' when there is none. */
export function sessionIdOf(cookieHeader: string | undefined): string {
  return SESSION_COOKIE.exec(cookieHeader ?? '')?.[1] ?? '';
}

const SIGNED_SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?br\.session_token=([^;]{1,400})/;

/**
 * The whole session cookie, token and signature: a key for what the server keeps about the
 * session, so a cookie with a borrowed token but no valid signature never finds it.
 */
export function signedSessionOf(cookieHeader: string | undefined): string {
  return SIGNED_SESSION_COOKIE.exec(cookieHeader ?? '')?.[1] ?? '';
}
