import { z } from 'zod';

// Issue 51: Web Push. A member's browser hands us its PushSubscription as its toJSON() gives it.

export const PUSH_MSG = {
  signIn: 'Please sign in to get push notifications',
  endpoint: "This browser's push address is not one we can send to",
  keys: "This browser's push keys are missing or malformed",
} as const;

/** Push services' addresses run to a few hundred characters; this leaves room. */
export const PUSH_ENDPOINT_MAX = 2000;

/** An IP address as URL spells a host (IPv4 always as a dotted quad, IPv6 in brackets). */
const IP_HOST = /^(\d+\.\d+\.\d+\.\d+|\[.*\])$/;

/**
 * An https address on the default port, by name, without credentials: push services are public
 * https servers. The address is the browser's to give, so anyone's: the server must not be made
 * to post inside its own network. A name's addresses are checked when each push is sent; an
 * address given as an IP would connect without that lookup, so none is taken.
 */
export function isPushEndpoint(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      url.protocol === 'https:' &&
      url.port === '' &&
      !url.username &&
      !url.password &&
      url.hostname !== '' &&
      url.hostname !== 'localhost' &&
      !IP_HOST.test(url.hostname)
    );
  } catch {
    return false;
  }
}

const endpointText = z
  .string({ error: PUSH_MSG.endpoint })
  .min(1, PUSH_MSG.endpoint)
  .max(PUSH_ENDPOINT_MAX, PUSH_MSG.endpoint);

/**
 * base64url of the browser's P-256 public key, uncompressed (65 bytes, 0x04 first: "B"), and of
 * its 16-byte auth secret (RFC 8291), with the padding a browser may add.
 */
const P256DH = /^B[A-Za-z0-9_-]{86}=?$/;
const AUTH = /^[A-Za-z0-9_-]{22}(==)?$/;

/** POST: turn push on for this device (PushSubscription.toJSON()); `expirationTime` is unused. */
export const ZPushSubscriptionWrite = z.object(
  {
    endpoint: endpointText.refine(isPushEndpoint, PUSH_MSG.endpoint),
    keys: z.object(
      {
        p256dh: z.string({ error: PUSH_MSG.keys }).regex(P256DH, PUSH_MSG.keys),
        auth: z.string({ error: PUSH_MSG.keys }).regex(AUTH, PUSH_MSG.keys),
      },
      { error: PUSH_MSG.keys },
    ),
  },
  { error: PUSH_MSG.endpoint },
);
export type TPushSubscriptionWrite = z.infer<typeof ZPushSubscriptionWrite>;

/** DELETE: turn push off for the device at this address (the caller's only). */
export const ZPushSubscriptionRemove = z.object(
  { endpoint: endpointText },
  { error: PUSH_MSG.endpoint },
);
export type TPushSubscriptionRemove = z.infer<typeof ZPushSubscriptionRemove>;

/** The server's VAPID public key, base64url: the browser's `applicationServerKey`. */
export const ZPushPublicKey = z.object({ publicKey: z.string() });
export type TPushPublicKey = z.infer<typeof ZPushPublicKey>;

/** A device push goes to, as the data export lists it: the push service's host, and since when. */
export const ZPushDevice = z.object({ pushService: z.string(), createdAt: z.string() });
