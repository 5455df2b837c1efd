import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { EntityManager } from 'typeorm';
import { PlatformException } from '@app/platform';
import { IdempotencyStore } from './idempotency.store';
import { RequestHasher } from './request-hash';

/** Fastify's type for an object it serialises: a recorded JSON answer goes out with the same one. */
const JSON_TYPE = 'application/json; charset=utf-8';

const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;

const IDEMPOTENCY_MESSAGES = {
  format: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
  required: 'This action needs an Idempotency-Key header, so a retry does it only once.',
  mismatch: 'This Idempotency-Key was already used for a different request.',
  inProgress: 'A request with this Idempotency-Key is still being processed. Try again shortly.',
} as const;

/**
 * The Retry-After of a 409 while the first request still runs: a request is answered in well under a second unless
 * something is slow, so the client asks again soon and a few times (the wizard: BOOKING_RULES.inFlightRetries).
 */
const IN_FLIGHT_RETRY_AFTER_SECONDS = 1;

/** Keys are scoped to the caller: the signed-in user, or else the client address. */
const idempotencyScope = (req: FastifyRequest): string => (req.user ? `user:${req.user.id}` : `ip:${req.ip}`);

interface Claimed {
  scope: string;
  key: string;
  requestHash: string;
  /** On an 'in-transaction' route: the key as the handler's transaction claims and records it. */
  inTransaction?: KeyInTransaction;
}

const inFlight = () =>
  new PlatformException('IDEMPOTENCY_KEY_IN_FLIGHT', IDEMPOTENCY_MESSAGES.inProgress, {
    headers: { 'Retry-After': String(IN_FLIGHT_RETRY_AFTER_SECONDS) },
  });

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyClaim?: Claimed;
  }
  interface FastifyContextConfig {
    /**
     * false on routes whose answer must not be replayed from the store: sign-in and registration, whose answer
     * is a session cookie for this browser (a double submit there creates nothing twice: a second login is a new
     * session, a second registration a 409). 'required' on routes a phone retries over a poor network (the host's
     * actions at the party, docs/product/hosts.md#retries): a request without a key is refused before it runs.
     * 'in-transaction' on routes whose handler makes what it makes in one transaction (a booking): the key is claimed
     * and its answer recorded in that transaction (keyInTransaction), so the three share its one commit.
     */
    idempotency?: boolean | 'required' | 'in-transaction';
  }
}

/**
 * The Idempotency-Key of a request on an 'in-transaction' route, for its handler's transaction: `claim` first (a
 * concurrent request with the same key is answered 409 in progress at once and, asking again once the first has
 * committed, its answer), `record` before its commit with the answer the handler sends. A failure
 * in between rolls back the claim with everything else, so a key's record and what its request made are stored
 * together or not at all.
 */
export class KeyInTransaction {
  /** Set once the record is written: its transaction committed if the answer is a success. */
  recorded = false;

  constructor(
    private readonly store: IdempotencyStore,
    private readonly scope: string,
    private readonly key: string,
    private readonly requestHash: string,
  ) {}

  async claim(manager: EntityManager): Promise<void> {
    if (!(await this.store.tryClaim(this.scope, this.key, this.requestHash, manager))) throw inFlight();
  }

  /** `answer`: the status, JSON body and Set-Cookie values the handler answers with. */
  async record(manager: EntityManager, answer: { status: number; json: unknown; cookies: string[] }): Promise<void> {
    const { status, json, cookies } = answer;
    await this.store.complete(
      this.scope,
      this.key,
      { status, contentType: JSON_TYPE, body: JSON.stringify(json), cookies },
      manager,
    );
    this.recorded = true;
  }
}

/** The request's key for its handler's transaction on an 'in-transaction' route; undefined without a key. */
export const keyInTransaction = (req: FastifyRequest): KeyInTransaction | undefined =>
  req.idempotencyClaim?.inTransaction;

/**
 * Honours the Idempotency-Key header (docs/product/api.md#server-rules) on the state-changing routes it is attached to:
 * the first request with a key runs and its answer is kept 24 h; the same key with the same request replays that answer
 * (marked Idempotent-Replayed, with the cookies it set), with a different request is a 422, and while the first is
 * still running is a 409. A 5xx, a 429 or a 409 forgets the key, so the client can retry. A dropped connection does
 * not: the request runs on and its answer is kept, so the client that gave up on it (a phone's network, the wizard's 15
 * s) is given that answer when it retries, not a second booking or a refusal. Runs as preHandler (after the body is
 * parsed and the session's user is loaded) and onSend (the answer is stored before it leaves, so a retry that follows
 * it finds it). Expired keys are pruned by the worker's scheduled housekeeping.
 */
export class IdempotencyHooks {
  constructor(
    private readonly store: IdempotencyStore,
    private readonly hasher: RequestHasher,
    /** Not kept for a replay: it would put back a session the browser may have left (signed out, or in again). */
    private readonly sessionCookie: string,
  ) {}

  attachTo(route: RouteOptions): void {
    route.preHandler = [...asArray(route.preHandler), (req, reply) => this.claim(req, reply)];
    route.onSend = [...asArray(route.onSend), (req, reply, payload) => this.record(req, reply, payload)];
  }

  private async claim(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const key = req.headers['idempotency-key'];
    if (key === undefined && req.routeOptions.config.idempotency === 'required')
      throw new PlatformException('IDEMPOTENCY_KEY_REQUIRED', IDEMPOTENCY_MESSAGES.required);
    if (key === undefined) return undefined;
    if (typeof key !== 'string' || !KEY_FORMAT.test(key))
      throw new PlatformException('IDEMPOTENCY_KEY_INVALID', IDEMPOTENCY_MESSAGES.format);
    const scope = idempotencyScope(req);
    const requestHash = this.hasher.hash(req.method, req.url, req.body);
    const inTransaction = req.routeOptions.config.idempotency === 'in-transaction';
    const claim = inTransaction
      ? await this.store.look(scope, key, requestHash)
      : await this.store.claim(scope, key, requestHash);
    if (claim?.kind === 'mismatch')
      throw new PlatformException('IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_MESSAGES.mismatch);
    if (claim?.kind === 'in-progress') throw inFlight();
    if (claim?.kind === 'replay') {
      reply.code(claim.status).header('Idempotent-Replayed', 'true');
      if (claim.contentType) reply.type(claim.contentType);
      if (claim.cookies.length) reply.header('Set-Cookie', claim.cookies);
      return reply.send(claim.body);
    }
    req.idempotencyClaim = {
      scope,
      key,
      requestHash,
      inTransaction: inTransaction ? new KeyInTransaction(this.store, scope, key, requestHash) : undefined,
    };
    return undefined;
  }

  private async record(req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    const claim = req.idempotencyClaim;
    if (!claim) return payload;
    req.idempotencyClaim = undefined;
    // A 5xx or a 429 means "not now": the request did not run, so the same key must be free for the retry. A 409 is
    // a conflict with the state of that moment that changed nothing (a time just taken, a move no longer allowed):
    // kept, it would replay a refusal the same request may no longer meet (a hold released, a team freed).
    const notRun = reply.statusCode >= 500 || reply.statusCode === 429 || reply.statusCode === 409;
    const keepable = typeof payload === 'string' || Buffer.isBuffer(payload) || payload == null;
    if (claim.inTransaction) {
      // Claimed and recorded in the handler's transaction, or not at all: a refusal before it (a 400, a 422) is kept
      // here, unless a request with the same key has claimed it since.
      if (claim.inTransaction.recorded || notRun || !keepable) return payload;
      if (!(await this.store.tryClaim(claim.scope, claim.key, claim.requestHash))) return payload;
    } else if (notRun || !keepable) {
      await this.store.release(claim.scope, claim.key);
      return payload;
    }
    const type = reply.getHeader('content-type');
    const cookies = reply.getHeader('set-cookie') ?? [];
    await this.store.complete(claim.scope, claim.key, {
      status: reply.statusCode,
      contentType: typeof type === 'string' ? type : null,
      body: payload == null ? '' : payload.toString(),
      cookies: (Array.isArray(cookies) ? cookies : [cookies])
        .map(String)
        .filter((cookie) => !cookie.startsWith(`${this.sessionCookie}=`)),
    });
    return payload;
  }
}

function asArray<T>(hooks: T | T[] | undefined): T[] {
  return hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
}
