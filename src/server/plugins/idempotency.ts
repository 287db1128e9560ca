import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppInstance } from '../app-types';
import type { Db } from '../db/types';
import { badRequest, inProgress, unprocessable } from '../lib/errors';
import { claimKey, keepAnswer, releaseKey, type KeyedRequest } from '../lib/idempotency';
import { viewerOf } from './viewer';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route may be sent again under an `Idempotency-Key` and runs once (decision 035). */
    idempotent?: boolean;
  }
}

export const IDEMPOTENCY_MSG = {
  malformed: 'Idempotency-Key must be a UUID.',
  reused: 'This Idempotency-Key was used for a different request.',
  inProgress: 'This request is already being sent; try again shortly.',
} as const;

/** The header a replayed answer carries. */
export const REPLAYED_HEADER = 'idempotent-replayed';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const JSON_TYPE = 'application/json; charset=utf-8';

/** What the API document says of an idempotent route (plugins/docs-operation.ts). */
export const IDEMPOTENCY_DOCS = {
  headers: {
    type: 'object',
    properties: {
      'Idempotency-Key': {
        type: 'string',
        format: 'uuid',
        description:
          'A lower-case UUID the client makes once per thing it sends. Sent again with the same ' +
          'request within 24 hours, the first answer is repeated (with `Idempotent-Replayed: true`) ' +
          'and nothing is done twice.',
      },
    },
  },
  errors: {
    400: 'The `Idempotency-Key` is not a lower-case UUID.',
    409: 'The request first sent with this `Idempotency-Key` is still being answered (`request_in_progress`); `Retry-After` says when to send it again.',
    422: 'This `Idempotency-Key` was used for another request, another route or by someone else (`idempotency_key_reused`).',
  },
} as const;

/** Keys this process claimed for requests still being answered. */
const claimed = new WeakMap<FastifyRequest, string>();

/** A 429 did nothing and says to come back later: the key is given back, not kept. */
const keeps = (status: number) => status < 500 && status !== 429;

function requestHash(request: FastifyRequest) {
  // The validated body (zod's output) and the path's ids: the same report on another review is
  // another request.
  const sent = JSON.stringify([request.params ?? {}, request.body ?? null]);
  return createHash('sha256').update(sent).digest('hex');
}

const sameRequest = (kept: Omit<KeyedRequest, 'key'>, sent: KeyedRequest) =>
  kept.actorId === sent.actorId &&
  kept.route === sent.route &&
  kept.requestHash === sent.requestHash;

/**
 * Exactly-once POSTs (issue 51): a route with `config.idempotent` sent with an `Idempotency-Key`
 * runs once per key. Its preHandler runs after the guards (preValidation) and the body's
 * validation, so a refused request claims nothing. The first send claims the key and its answer
 * is kept when sent (a 5xx or a 429 gives the key back); a send again gets that answer replayed
 * without the handler, a 409 while the first is running, and a 422 when the key came with
 * another request. Keys last 24 hours (the retention job prunes them).
 */
async function idempotency(app: AppInstance, opts: { db: Db }) {
  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotent) return;
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    if (typeof header !== 'string' || !UUID.test(header)) {
      throw badRequest(IDEMPOTENCY_MSG.malformed);
    }
    const sent: KeyedRequest = {
      key: header,
      actorId: (await viewerOf(app, request))?.id ?? null,
      route: `${request.method} ${request.routeOptions.url}`,
      requestHash: requestHash(request),
    };
    const kept = await claimKey(opts.db, sent);
    if (kept === true) {
      claimed.set(request, sent.key);
      return;
    }
    if (!sameRequest(kept, sent)) throw unprocessable(IDEMPOTENCY_MSG.reused);
    if (kept.status === null || kept.body === null) throw inProgress(IDEMPOTENCY_MSG.inProgress, 1);
    return reply
      .status(kept.status)
      .header('content-type', JSON_TYPE)
      .header(REPLAYED_HEADER, 'true')
      .send(kept.body);
  });

  const settle = async (request: FastifyRequest, status: number, payload: unknown) => {
    const key = claimed.get(request);
    if (!key) return;
    claimed.delete(request);
    try {
      if (keeps(status) && typeof payload === 'string') {
        await keepAnswer(opts.db, key, status, payload);
      } else {
        await releaseKey(opts.db, key);
      }
    } catch (err) {
      // The row stays unanswered: sends again get 409 until it is pruned (decision 035).
      request.log.error({ err }, 'could not settle an idempotency key');
    }
  };

  // Before compression (app-plugins.ts): the payload is still the JSON text the route made.
  app.addHook('onSend', async (request, reply, payload) => {
    await settle(request, reply.statusCode, payload);
    return payload;
  });
  // An answer that never reached this onSend (a hook before it failed) gives the key back.
  app.addHook('onResponse', async (request) => {
    await settle(request, 500, undefined);
  });
}

export const idempotencyPlugin = fp(idempotency, { name: 'idempotency' });
