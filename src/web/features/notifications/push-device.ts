// Issue 51: this browser's side of Web Push. The service worker (sw.ts) shows what arrives;
// here the device is subscribed with the site's key, or let go.

/** What this browser can do about push, and whether it is on here. */
export type PushDeviceState =
  { kind: 'unsupported' } | { kind: 'denied' } | { kind: 'off' } | { kind: 'on'; endpoint: string };

/** How long turning push on waits for the service worker before it gives up. */
const WORKER_WAIT_MS = 10_000;

export const PUSH_DEVICE_MSG = {
  noWorker: 'The site could not get ready for push in this browser. Reload the page and try again.',
} as const;

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** Reads without waiting: a page no service worker controls yet simply has push off. */
export async function readPushDevice(): Promise<PushDeviceState> {
  if (!supported()) return { kind: 'unsupported' };
  const subscription = await deviceSubscription();
  if (subscription) return { kind: 'on', endpoint: subscription.endpoint };
  return Notification.permission === 'denied' ? { kind: 'denied' } : { kind: 'off' };
}

/** base64url (the server's key) as the bytes `applicationServerKey` takes. */
export function fromBase64url(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export function sameBytes(a: ArrayBuffer | null, b: Uint8Array) {
  if (!a || a.byteLength !== b.length) return false;
  const bytes = new Uint8Array(a);
  return bytes.every((byte, i) => byte === b[i]);
}

function workerReady() {
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(PUSH_DEVICE_MSG.noWorker)), WORKER_WAIT_MS),
    ),
  ]);
}

/**
 * Subscribes this browser to push with the site's key, asking the member's permission if it was
 * never given. A subscription made under another key (the site's keys were made anew) is let go
 * first: the browser refuses a second key while it holds one.
 */
export async function subscribeDevice(publicKey: string): Promise<PushSubscription> {
  const registration = await workerReady();
  const key = fromBase64url(publicKey);
  const held = await registration.pushManager.getSubscription();
  if (held && sameBytes(held.options.applicationServerKey, key)) return held;
  await held?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** This browser's subscription, if push is on here. */
export async function deviceSubscription(): Promise<PushSubscription | null> {
  if (!supported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The member refused (or the browser refuses for them): the card says so in its own words. */
export const isPermissionRefusal = (error: Error) =>
  error instanceof DOMException && error.name === 'NotAllowedError';
