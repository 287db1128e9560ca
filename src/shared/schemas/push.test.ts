import { describe, expect, it } from 'vitest';
import { isPushEndpoint, PUSH_MSG, ZPushSubscriptionRemove, ZPushSubscriptionWrite } from './push';

// A real browser's key and secret: 65 bytes from 0x04, and 16 bytes, base64url.
const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/dOmR3pOGkHg:APA91bE';

const firstMessage = (body: unknown) =>
  ZPushSubscriptionWrite.safeParse(body).error?.issues[0]?.message;

describe('a push address', () => {
  it.each([
    ENDPOINT,
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
    'https://web.push.apple.com/QGuQyavXutnMKn9q',
    'https://push.example:443/normalised-to-the-default-port',
  ])('takes %s', (address) => {
    expect(isPushEndpoint(address)).toBe(true);
  });

  it.each([
    ['plain http', 'http://fcm.googleapis.com/fcm/send/x'],
    ['another port', 'https://push.example:8443/x'],
    ['credentials', 'https://user:pass@push.example/x'],
    ['this machine by name', 'https://localhost/x'],
    ['an IPv4 address', 'https://10.0.0.8/x'],
    ['an IPv4 address in another spelling', 'https://2130706433/x'],
    ['an IPv6 address', 'https://[::1]/x'],
    ['another scheme', 'javascript:alert(1)'],
    ['no address', 'not a url'],
  ])('refuses %s', (_, address) => {
    expect(isPushEndpoint(address)).toBe(false);
  });
});

describe('turning push on', () => {
  it("takes the browser's PushSubscription as toJSON() gives it", () => {
    const parsed = ZPushSubscriptionWrite.parse({
      endpoint: ENDPOINT,
      expirationTime: null,
      keys: KEYS,
    });
    expect(parsed).toEqual({ endpoint: ENDPOINT, keys: KEYS });
  });

  it('takes keys with the padding some browsers add', () => {
    const padded = { p256dh: `${KEYS.p256dh}=`, auth: `${KEYS.auth}==` };
    expect(ZPushSubscriptionWrite.safeParse({ endpoint: ENDPOINT, keys: padded }).success).toBe(
      true,
    );
  });

  it.each([
    [{}, PUSH_MSG.endpoint],
    [{ endpoint: 'http://push.example/x', keys: KEYS }, PUSH_MSG.endpoint],
    [{ endpoint: `https://push.example/${'x'.repeat(2000)}`, keys: KEYS }, PUSH_MSG.endpoint],
    [{ endpoint: ENDPOINT }, PUSH_MSG.keys],
    [{ endpoint: ENDPOINT, keys: { auth: KEYS.auth } }, PUSH_MSG.keys],
    [{ endpoint: ENDPOINT, keys: { ...KEYS, p256dh: KEYS.p256dh.slice(1) } }, PUSH_MSG.keys],
    [{ endpoint: ENDPOINT, keys: { ...KEYS, p256dh: `A${KEYS.p256dh.slice(1)}` } }, PUSH_MSG.keys],
    [{ endpoint: ENDPOINT, keys: { ...KEYS, auth: `${KEYS.auth}AA` } }, PUSH_MSG.keys],
    [{ endpoint: ENDPOINT, keys: { ...KEYS, auth: 'tBHItJI5svbpez7KI4CC+g' } }, PUSH_MSG.keys],
  ])('refuses %j with its message', (body, message) => {
    expect(firstMessage(body)).toBe(message);
  });

  it('turning off needs an address, of any form the browser had', () => {
    expect(ZPushSubscriptionRemove.safeParse({ endpoint: ENDPOINT }).success).toBe(true);
    expect(ZPushSubscriptionRemove.safeParse({ endpoint: '' }).error?.issues[0]?.message).toBe(
      PUSH_MSG.endpoint,
    );
  });
});
