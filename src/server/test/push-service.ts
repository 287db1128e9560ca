import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import type { Caller } from './requests';

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A local stand-in for the push services (the app's `pushOrigin`): keeps each push it is sent
 * and answers 201, or the statuses a test lines up for a path, one per push, in turn.
 */
export async function startPushService() {
  const received: ReceivedPush[] = [];
  const lined = new Map<string, number[]>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(lined.get(path)?.shift() ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    /** The next pushes to `path` are answered with these statuses. */
    answer(path: string, ...statuses: number[]) {
      lined.set(path, statuses);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;

/** A browser's side of a subscription: its P-256 key pair and auth secret (RFC 8291). */
export function deviceKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') },
  };
}

/** Where the tests' devices are subscribed: a name, as the address check wants. */
export const PUSH_HOST = 'push.example.test';

let made = 0;

/** A browser's subscription at a fresh address of the stand-in push service. */
export function newDevice() {
  const path = `/wpush/v2/device-${++made}`;
  return { ...deviceKeys(), path, endpoint: `https://${PUSH_HOST}${path}` };
}

export type Device = ReturnType<typeof newDevice>;

type Requests = {
  as(caller: Caller): { post(url: string, body: unknown): Promise<LightMyRequestResponse> };
};

/** What the settings card sends: the browser's PushSubscription.toJSON(). */
export const subscribe = (t: Requests, caller: Caller, device: Device) =>
  t.as(caller).post('/api/me/push-subscriptions', {
    endpoint: device.endpoint,
    expirationTime: null,
    keys: device.keys,
  });

const hkdf = (ikm: Buffer, salt: Buffer, info: string | Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/**
 * What the browser reads of a push: the aes128gcm body (RFC 8188) decrypted with the device's
 * private key and auth secret as RFC 8291 says, written here from the RFCs rather than with the
 * library that encrypted it. One record, as a payload this small always is.
 */
export function decryptPush(body: Buffer, device: { ecdh: ECDH; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20]!;
  const serverKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  if (record.length > recordSize) throw new Error('more than one record');
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    device.ecdh.getPublicKey(),
    serverKey,
  ]);
  const ikm = hkdf(device.ecdh.computeSecret(serverKey), device.auth, keyInfo, 32);
  const key = hkdf(ikm, salt, 'Content-Encoding: aes128gcm\0', 16);
  const nonce = hkdf(ikm, salt, 'Content-Encoding: nonce\0', 12);
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(-16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  // The last record ends with its delimiter, 2, and any zeros of padding after it.
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}
