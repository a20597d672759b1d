import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { IDEMPOTENCY_MESSAGES, IDEMPOTENT_REPLAYED_HEADER, idempotencyKeySchema } from '@basisdesk/shared';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client';
import {
  findKey,
  type IdempotentRequest,
  keyInUse,
  keyReused,
  runIdempotent,
  type StoredKey,
  storeAnswer,
} from '../db/idempotency-keys';
import type { Clock } from '../lib/clock';
import { AppError } from '../lib/errors';
import { errorResponses } from '../lib/route-schemas';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route creates something or changes it with side effects: it accepts an Idempotency-Key
     * and answers a retry with the first answer (decision 037).
     */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotent: IdempotentRequest | null;
  }
}

const HEADER = 'idempotency-key';

/** The header as the OpenAPI document shows it; every other header passes through untouched. */
const idempotencyHeadersSchema = z.looseObject({
  [HEADER]: idempotencyKeySchema
    .optional()
    .describe('One key per action the person takes; a retry of that action sends the same key (24 hours)'),
});

/**
 * A key claimed this long ago without an answer belongs to a request that committed and then
 * never answered (its process died): it was carried out, and must not run again.
 */
const ANSWER_LOST_AFTER_MS = 30_000;

/** Objects with their keys sorted, so the same body written in another order hashes the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/**
 * What makes two requests "the same": the method, the route's pattern, its parameters and query
 * and the body as validated. An upload's file is not read before the handler runs, so an upload
 * is the same request when it goes to the same message (decision 037).
 */
function hashOfRequest(request: FastifyRequest): string {
  const described = [
    request.method,
    request.routeOptions.url,
    canonical(request.params ?? {}),
    canonical(request.query ?? {}),
    canonical(request.body ?? null),
  ];
  return crypto.createHash('sha256').update(JSON.stringify(described)).digest('hex');
}

function replay(reply: FastifyReply, stored: StoredKey & { statusCode: number }) {
  return reply
    .status(stored.statusCode)
    .header(IDEMPOTENT_REPLAYED_HEADER, 'true')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(stored.responseBody));
}

/**
 * `config: { idempotent: true }` on a route, the one way (decision 037): the header is declared in
 * its schema; before the handler, a key seen within 24 hours is answered from what is stored
 * (the same request: its answer again, or 409 while it has none; another request: 422); a new
 * key goes with the handler, whose first transaction claims it (db/transaction.ts); the answer
 * is stored once sent. Without the header the route behaves as it always did.
 */
export function registerIdempotency(
  app: FastifyInstance,
  {
    db,
    clock,
    holdAnswerMs = 0,
  }: {
    db: Db;
    clock: Clock;
    /** Fault tests only: how long an answer is held after the work committed, before it is stored. */
    holdAnswerMs?: number;
  },
) {
  app.decorateRequest('idempotent', null);

  /**
   * A key seen within 24 hours answers for its request: the same request gets its answer again, or
   * 409 while it has none (its work still running, or done and its answer lost); another 422.
   */
  const answerFromStored = (reply: FastifyReply, stored: StoredKey, requestHash: string, now: Date) => {
    if (stored.requestHash !== requestHash) throw keyReused();
    if (stored.statusCode !== null) return replay(reply, { ...stored, statusCode: stored.statusCode });
    if (now.getTime() - stored.createdAt.getTime() > ANSWER_LOST_AFTER_MS) {
      throw new AppError('IDEMPOTENCY_KEY_IN_USE', IDEMPOTENCY_MESSAGES.alreadyCarriedOut);
    }
    throw keyInUse();
  };

  const checkKey: preHandlerAsyncHookHandler = async (request, reply) => {
    const key = request.headers[HEADER];
    if (typeof key !== 'string' || !request.principal) return;
    const now = clock.now();
    const requestHash = hashOfRequest(request);
    const stored = await findKey(db, request.principal.id, key, now);
    if (stored) return answerFromStored(reply, stored, requestHash, now);
    request.idempotent = {
      principalId: request.principal.id,
      key,
      requestHash,
      at: now,
      state: 'unclaimed',
    };
  };

  /**
   * A keyed request refused before any of its transactions claimed the key (a check that reads
   * before it writes) may have been refused because another request with the same key was carried
   * out meanwhile: ten retries of one booking at once, the first books the slot and the others'
   * checks find it taken. The key is looked at again, and if it is held now, it answers.
   */
  const answerRefusedUnclaimed = async (reply: FastifyReply, keyed: IdempotentRequest, refusal: unknown) => {
    const isRefusal = refusal instanceof AppError && refusal.statusCode < 500;
    if (!isRefusal || keyed.state !== 'unclaimed') throw refusal;
    const now = clock.now();
    const stored = await findKey(db, keyed.principalId, keyed.key, now);
    if (!stored) throw refusal;
    return answerFromStored(reply, stored, keyed.requestHash, now);
  };

  const keepAnswer = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const keyed = request.idempotent;
    // JSON leaves the serializer as a string or a Buffer (decision 006); a stream is not an answer to keep.
    const text =
      typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    if (!keyed || text === null) return payload;
    // A request that committed keeps whatever it answered, refusals included; one that committed
    // nothing keeps only a success (a refusal of it changed nothing, so its retry may run again).
    // A 5xx is never kept: a claimed key without an answer tells a retry the work was done.
    const isSuccess = reply.statusCode < 300;
    const isKept = reply.statusCode < 500 && (keyed.state === 'claimed' || isSuccess);
    if (!isKept) return payload;
    if (holdAnswerMs > 0 && keyed.state === 'claimed') {
      request.log.warn('Answer held after its work committed (fault test)');
      await sleep(holdAnswerMs);
    }
    try {
      await storeAnswer(db, keyed, { statusCode: reply.statusCode, body: JSON.parse(text) });
    } catch (error) {
      // The person still gets the answer; a retry is told the work was done (the claim stands).
      request.log.error({ err: error }, 'Could not keep the answer of an idempotent request');
    }
    return payload;
  };

  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    route.schema = {
      ...route.schema,
      headers: idempotencyHeadersSchema,
      response: { ...(route.schema?.response as object), ...errorResponses(409, 422) },
    };
    route.preHandler = [...[route.preHandler ?? []].flat(), checkKey];
    route.onSend = [...[route.onSend ?? []].flat(), keepAnswer];
    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function idempotentHandler(request, reply) {
      const keyed = request.idempotent;
      if (!keyed) return handler.call(this, request, reply);
      try {
        return await runIdempotent(keyed, () => handler.call(this, request, reply));
      } catch (refusal) {
        return answerRefusedUnclaimed(reply, keyed, refusal);
      }
    };
  });
}
