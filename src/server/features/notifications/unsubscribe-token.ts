import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KIND_IDS, type MailSubscription } from '@shared/notifications';

/** An e-mail's unsubscribe link keeps working this long: people act on old mail. */
export const UNSUBSCRIBE_TOKEN_DAYS = 365;

const SUBSCRIPTIONS = new Set<string>(['digest', ...NOTIFICATION_KIND_IDS]);

export type TokenCheck =
  | { ok: true; userId: string; subscription: MailSubscription }
  | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Unsubscribe links (issue 28, RFC 8058): `<member>.<subscription>.<expiry>.<mac>`, the MAC an
 * HMAC-SHA256 under a key derived from the app secret, so no sign-in is needed and no token
 * names another member or another kind than the one it was made for.
 */
export function createUnsubscribeTokens(appSecret: string) {
  const key = createHmac('sha256', appSecret).update('unsubscribe-link-v1').digest();
  const mac = (body: string) => createHmac('sha256', key).update(body).digest('base64url');

  return {
    sign(userId: string, subscription: MailSubscription, nowMs = Date.now()) {
      const expires = Math.floor(nowMs / 1000) + UNSUBSCRIBE_TOKEN_DAYS * 24 * 3600;
      const body = `${Buffer.from(userId).toString('base64url')}.${subscription}.${expires}`;
      return `${body}.${mac(body)}`;
    },
    verify(token: string, nowMs = Date.now()): TokenCheck {
      const parts = token.split('.');
      if (parts.length !== 4) return { ok: false, reason: 'invalid' };
      const [encodedUser, subscription, expires, given] = parts as [string, string, string, string];
      const body = `${encodedUser}.${subscription}.${expires}`;
      const expected = Buffer.from(mac(body));
      const offered = Buffer.from(given);
      if (offered.length !== expected.length || !timingSafeEqual(offered, expected)) {
        return { ok: false, reason: 'invalid' };
      }
      // Signed by us, so well formed; checked anyway, as a key rotation could change the rules.
      if (!SUBSCRIPTIONS.has(subscription) || !/^\d+$/.test(expires)) {
        return { ok: false, reason: 'invalid' };
      }
      if (Number(expires) * 1000 <= nowMs) return { ok: false, reason: 'expired' };
      return {
        ok: true,
        userId: Buffer.from(encodedUser, 'base64url').toString('utf8'),
        subscription: subscription as MailSubscription,
      };
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
