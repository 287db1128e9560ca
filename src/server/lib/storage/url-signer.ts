import { createHmac, timingSafeEqual } from 'node:crypto';

/** Signed URLs are re-issued in steps of this many seconds, so a page's URLs stay cacheable. */
const EXPIRY_STEP_SECONDS = 300;

/**
 * HMAC-SHA256 over the key and its expiry time. The signing key is derived from the app secret,
 * which every instance shares, so a URL signed by one instance is honoured by all.
 */
export function createUrlSigner(appSecret: string) {
  const signingKey = createHmac('sha256', appSecret).update('review-media-url-v1').digest();
  const mac = (key: string, expires: number) =>
    createHmac('sha256', signingKey).update(`${key}\n${expires}`).digest('base64url');

  return {
    /**
     * Expiry rounded down to a step, so the same file gets the same URL for a few minutes
     * (browser caches hit) while never outliving `ttlSeconds`.
     */
    sign(key: string, ttlSeconds: number, nowMs = Date.now()) {
      const now = Math.floor(nowMs / 1000);
      const expires = Math.floor((now + ttlSeconds) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
      return { expires, signature: mac(key, expires) };
    },
    verify(key: string, expires: number, signature: string, nowMs = Date.now()) {
      if (expires * 1000 <= nowMs) return false;
      const expected = Buffer.from(mac(key, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type UrlSigner = ReturnType<typeof createUrlSigner>;
