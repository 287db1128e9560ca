import http from 'node:http';
import https from 'node:https';
import type net from 'node:net';
import { and, eq, inArray } from 'drizzle-orm';
import webpush from 'web-push';
import { isPushEndpoint } from '@shared/schemas/push';
import { pushSubscriptions } from './schema';
import type { Db, Executor } from '../../db/types';
import type { JobLog, JobQueue } from '../../lib/jobs/job-queue';
import type { Notice } from './notice';
import { pushMessage, type PushMessage } from './push-message';
import { PUSH_QUEUE } from './queues';
import type { VapidKeys } from './vapid-keys';

/** A push the device has not fetched within a day is stale news; its notice is in the bell. */
const PUSH_TTL_SECONDS = 24 * 3600;
/** Each push's whole exchange; a batch's pushes are sent one after another within its expiry. */
const PUSH_TIMEOUT_MS = 10_000;

export interface QueuedPush extends PushMessage {
  subscriptionId: string;
  /** Whose notice it is: a device another account has since subscribed is not sent it. */
  userId: string;
}

export interface PushTransport {
  /**
   * Resolves the push service's host at connect time, failing with code `EPRIVATEADDRESS` for
   * a private or local address (pictures' `publicOnlyLookup`).
   */
  lookup: net.LookupFunction;
  /**
   * Tests only (PUSH_ORIGIN): where every push is posted instead, path kept, as PICTURE_ORIGIN
   * does for pictures. The subscription's own address is still checked first.
   */
  standInOrigin?: string | undefined;
}

export interface PushOptions {
  /** The jobs' pool: reads the device and drops one the push service says is gone. */
  db: Db;
  keys: () => Promise<VapidKeys>;
  /** RFC 8292's `sub` (vapid-keys.ts `vapidSubject`). */
  subject: string;
  transport: PushTransport;
  log: JobLog;
}

/**
 * Web Push (issue 51): each notice a member wants pushed is one job per device they turned push
 * on for, queued in the notice's transaction, encrypted to the device's keys (RFC 8291) and
 * signed with the site's VAPID keys when sent. A busy or failing push service (429, 5xx) or a
 * network failure is retried with backoff; a device the service no longer knows (404, 410) is
 * dropped; any other refusal drops the push alone.
 */
export class PushSender {
  private constructor(
    private readonly jobs: JobQueue,
    private readonly keys: () => Promise<VapidKeys>,
  ) {}

  /** Defines the push queue; done once, by the app (or a tool) that tells members things. */
  static define(jobs: JobQueue, options: PushOptions) {
    jobs.define<QueuedPush>({
      name: PUSH_QUEUE,
      retryLimit: 8,
      retryDelaySeconds: 30,
      expireSeconds: 60,
      batchSize: 4,
      handle: (push) => deliverPush(options, push),
    });
    return new PushSender(jobs, options.keys);
  }

  async publicKey() {
    return (await this.keys()).publicKey;
  }

  /** Queues each notice to every device of its member, in the caller's transaction. */
  async queue(tx: Executor, notices: Notice[]) {
    if (notices.length === 0) return;
    const devices = await tx
      .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.userId, [...new Set(notices.map((n) => n.userId))]));
    const pushes = notices.flatMap((notice) =>
      devices
        .filter((d) => d.userId === notice.userId)
        .map((d) => ({ subscriptionId: d.id, userId: d.userId, ...pushMessage(notice) })),
    );
    await this.jobs.sendMany(tx, PUSH_QUEUE, pushes satisfies QueuedPush[]);
  }
}

/** One queued push, sent (the queue's handler; tests call it with a transport of their own). */
export async function deliverPush(options: PushOptions, push: QueuedPush) {
  const { db } = options;
  const [device] = await db
    .select()
    .from(pushSubscriptions)
    .where(
      and(eq(pushSubscriptions.id, push.subscriptionId), eq(pushSubscriptions.userId, push.userId)),
    );
  if (!device) return;
  const outcome = await send(options, device, { title: push.title, url: push.url });
  if (outcome === 'sent' || outcome === 'refused') return;
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
}

/** 'gone': the device will never be reached at this address. Throws what is worth a retry. */
async function send(
  options: PushOptions,
  device: typeof pushSubscriptions.$inferSelect,
  message: PushMessage,
): Promise<'sent' | 'refused' | 'gone'> {
  // Only an address the schema let in is stored; this holds should the rules have changed since.
  if (!isPushEndpoint(device.endpoint)) return 'gone';
  const host = new URL(device.endpoint).host;
  const keys = await options.keys();
  const request = webpush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    JSON.stringify(message),
    {
      vapidDetails: { subject: options.subject, ...keys },
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: 'aes128gcm',
    },
  );
  let status: number;
  try {
    status = await post(request, options.transport);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPRIVATEADDRESS') throw err;
    options.log.warn({ pushService: host }, 'push service resolves to a private address');
    return 'gone';
  }
  if (status >= 200 && status < 300) return 'sent';
  if (status === 404 || status === 410) return 'gone';
  // Busy or failing rather than refusing: the queue tries again with backoff.
  if (status === 429 || status >= 500) throw new Error(`${host} answered ${status}`);
  options.log.warn({ pushService: host, status }, 'push refused by the push service');
  return 'refused';
}

/** Posts the encrypted push, answering the push service's status; it is never redirected. */
function post(request: webpush.RequestDetails, transport: PushTransport): Promise<number> {
  const url = new URL(request.endpoint);
  const target = transport.standInOrigin
    ? new URL(`${url.pathname}${url.search}`, transport.standInOrigin)
    : url;
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(target, {
      method: 'POST',
      headers: request.headers,
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      // The stand-in is a local test server: the address check is for the real push services.
      ...(transport.standInOrigin ? {} : { lookup: transport.lookup }),
    });
    outgoing.once('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    outgoing.once('error', reject);
    outgoing.end(request.body ?? undefined);
  });
}
