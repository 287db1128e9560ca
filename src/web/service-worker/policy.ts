// Which requests the service worker keeps, and which answers it may keep. Pure, so the unit tier
// checks it without a browser.

/**
 * Never kept, whoever asks: sign-in and its secrets (and the sign-in pages with their one-time tokens), whatever only admins read, one-time links,
 * the live event stream, the data export and the health probes.
 */
const NEVER = [
  /^\/api\/auth\//,
  /^\/api\/admin(\/|$)/,
  /^\/admin(\/|$)/,
  /^\/api\/setup(\/|$)/,
  /^\/setup(\/|$)/,
  /^\/api\/events(\/|$)/,
  /^\/api\/me\/export$/,
  /^\/api\/health(\/|$)/,
  /^\/api\/unsubscribe(\/|$)/,
  /^\/unsubscribe(\/|$)/,
  /^\/auth(\/|$)/,
  /^\/verify(\/|$)/,
];

/** Named by their content (or, for the site's own files, changed only with a release). */
const FILES = [
  /^\/assets\//,
  /^\/api\/pictures\//,
  /^\/images\//,
  /^\/icons\//,
  /^\/favicon\.svg$/,
];

export type Kept = 'page' | 'answer' | 'file';

/** What a same-site GET is kept as, or null when it is never kept. */
export function keptAs(url: URL, origin: string, navigation: boolean): Kept | null {
  if (url.origin !== origin) return null;
  const path = url.pathname;
  if (NEVER.some((never) => never.test(path))) return null;
  if (navigation) return 'page';
  if (FILES.some((file) => file.test(path))) return 'file';
  if (path.startsWith('/api/')) return 'answer';
  return null;
}

/**
 * Only a whole, successful, same-site answer that its server lets be stored: `no-store` is
 * the server saying it must not outlive the request (a session, a one-time secret).
 */
export function mayKeep(response: Response): boolean {
  if (response.status !== 200 || response.type !== 'basic') return false;
  const cacheControl = response.headers.get('cache-control') ?? '';
  return !/(^|,)\s*no-store\s*(,|$)/i.test(cacheControl);
}
