import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import {
  DataSource,
  EntityManager,
  type EntitySubscriberInterface,
  type TransactionCommitEvent,
  type TransactionRollbackEvent,
} from 'typeorm';
import { APP_CONFIG, AppConfig } from '@app/config';
import { prepareJson, type PreparedJson } from '@app/http';
import { failFastRedisOptions, isRedisUnreachable } from '@app/queue';

/**
 * The Redis key holding the generation of availability: a random id, never a counter, so that a Redis restart or a
 * FLUSHDB can never bring an old id back and with it answers kept under it (ABA).
 */
export const AVAILABILITY_GENERATION_KEY = 'availability:generation';

/**
 * The longest an answer is kept, however long it would stay true: a write made outside the app (an operator's psql,
 * a migration) marks nothing, and shows within this (docs/operations.md).
 */
const AVAILABILITY_ANSWER_MAX_MS = 30_000;

/**
 * Answers a process keeps for one generation (the months parents look at, per event length); any further one is
 * computed for its request alone, so odd query strings cannot grow the memory (as libs/catalog's PreparedAnswers).
 */
const AVAILABILITY_ANSWERS_KEPT = 256;

/** How long the connection to Redis may take to open; each command waits REQUEST_PATH_REDIS_TIMEOUT_MS at most. */
const CONNECT_TIMEOUT_MS = 2000;

/** The flag on a transaction's QueryRunner.data saying it changed availability (availabilityChanged). */
const CHANGED = 'availabilityChanged';

/** A computed answer and how long it stays true from the moment just before it was computed (null: until a write). */
export interface ComputedAnswer {
  value: unknown;
  validForMs: number | null;
}

interface KeptAnswer {
  answer: PreparedJson;
  /** Date.now() past which it may be wrong. */
  validUntil: number;
}

/**
 * Marks availability as changed: call it with the manager of every write to allocations, teams, their windows and
 * time off, or blackout days. Inside a transaction it only flags the transaction: AvailabilityAnswers moves the
 * generation on once the outermost transaction has committed (never before or inside it: a read between the move and
 * the commit would keep the old answer under the new generation), and forgets the flag on a rollback. Outside one
 * (an autocommitted statement) it moves the generation on now.
 */
export async function availabilityChanged(manager: EntityManager): Promise<void> {
  const runner = manager.queryRunner;
  if (runner?.isTransactionActive) {
    runner.data[CHANGED] = true;
    return;
  }
  const answers = manager.connection.subscribers.find(
    (s): s is AvailabilityAnswers => s instanceof AvailabilityAnswers,
  );
  await answers?.bump();
}

/** availabilityChanged when a write changed rows (its RETURNING rows); whether it did. */
export async function availabilityChangedIf(manager: EntityManager, rows: unknown[]): Promise<boolean> {
  if (rows.length === 0) return false;
  await availabilityChanged(manager);
  return true;
}

/**
 * GET /api/availability's answers, kept in this process's memory while they are exactly right (docs/adr/0015). A
 * generation id in Redis, shared by every api and worker process, is moved on after each commit that changes
 * availability (availabilityChanged); a read that finds another generation than its answers' forgets them all. An
 * answer also stops being true with no write (a reservation lapses, a start comes within the minimum notice): it is
 * kept until the moment its statement said (ComputedAnswer.validForMs), and never beyond AVAILABILITY_ANSWER_MAX_MS.
 * Without Redis nothing is kept and every read computes: the cache never makes a read fail.
 *
 * It is a TypeORM subscriber of the app's DataSource (registered as NestJS's TypeORM recipe does), which TypeORM
 * awaits after each commit: the generation has moved before the writer's response, so a parent who booked and then
 * reads sees it, on any replica.
 */
@Injectable()
export class AvailabilityAnswers implements EntitySubscriberInterface, OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('AvailabilityAnswers');
  private readonly redis: Redis;
  private generation?: string;
  private readonly kept = new Map<string, KeptAnswer>();
  /** The statements under way for this generation, by key. */
  private readonly computing = new Map<string, Promise<PreparedJson>>();

  constructor(@Inject(APP_CONFIG) config: AppConfig, dataSource: DataSource) {
    // Fail fast (compute, keep nothing) instead of queueing commands while Redis is away or waiting on a hung one.
    this.redis = new Redis(failFastRedisOptions(config.redisUrl, CONNECT_TIMEOUT_MS));
    this.redis.on('error', () => undefined); // RedisWatch reports an outage once per process
    dataSource.subscribers.push(this);
  }

  /** Connects before the first read, so a fresh replica keeps answers from the start. */
  async onModuleInit(): Promise<void> {
    await this.redis.connect().catch(() => undefined);
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }

  /** The answer kept under `key` while it is true, or `compute`'s, kept when it can be. */
  async answer(key: string, compute: () => Promise<ComputedAnswer>): Promise<PreparedJson> {
    const generation = await this.currentGeneration();
    if (generation !== this.generation) {
      this.kept.clear();
      this.computing.clear();
      this.generation = generation;
    }
    const kept = this.kept.get(key);
    if (kept && kept.validUntil > Date.now()) return kept.answer;
    if (!generation) return prepareJson((await compute()).value);
    // Reads of one answer arriving together (the first ones after a booking) share one statement: each of them read
    // this generation, so no change they could have seen has been announced since that statement began.
    let computing = this.computing.get(key);
    if (!computing) {
      computing = this.computeAndKeep(generation, key, compute).finally(() => {
        if (this.computing.get(key) === computing) this.computing.delete(key);
      });
      this.computing.set(key, computing);
    }
    return computing;
  }

  private async computeAndKeep(
    generation: string,
    key: string,
    compute: () => Promise<ComputedAnswer>,
  ): Promise<PreparedJson> {
    // Read before the statement: its now() is later, so the answer is true at least until now + validForMs.
    const now = Date.now();
    const { value, validForMs } = await compute();
    const answer = prepareJson(value);
    const validUntil = now + Math.min(validForMs ?? Infinity, AVAILABILITY_ANSWER_MAX_MS);
    // A read that met a newer generation meanwhile has the map now: this answer may predate that change.
    if (generation === this.generation && validUntil > Date.now() && this.room()) {
      this.kept.set(key, { answer, validUntil });
    }
    return answer;
  }

  /** A new generation: every process's answers are forgotten at its next read. */
  async bump(): Promise<void> {
    try {
      await this.redis.set(AVAILABILITY_GENERATION_KEY, randomUUID());
    } catch (err) {
      // Other processes lose theirs within AVAILABILITY_ANSWER_MAX_MS.
      this.forget();
      if (!isRedisUnreachable(err)) this.logger.warn(`Availability change not announced: ${(err as Error).message}`);
    }
  }

  afterTransactionCommit(event: TransactionCommitEvent): Promise<void> | void {
    if (!this.outermostEnded(event)) return;
    return this.bump();
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    this.outermostEnded(event);
  }

  /** Whether the event ends the outermost transaction of a runner flagged as changing availability (flag cleared). */
  private outermostEnded(event: TransactionCommitEvent | TransactionRollbackEvent): boolean {
    const runner = event.queryRunner;
    if (runner.isTransactionActive || !runner.data?.[CHANGED]) return false;
    delete runner.data[CHANGED];
    return true;
  }

  /**
   * The generation in Redis, made when there is none (a new or flushed Redis); undefined when Redis does not answer,
   * which also forgets this process's answers: a change may be going unannounced.
   */
  private async currentGeneration(): Promise<string | undefined> {
    try {
      const generation = await this.redis.get(AVAILABILITY_GENERATION_KEY);
      if (generation) return generation;
      // Another process may make one at the same moment: whichever SET came first is the one both read back.
      await this.redis.set(AVAILABILITY_GENERATION_KEY, randomUUID(), 'NX');
      return (await this.redis.get(AVAILABILITY_GENERATION_KEY)) ?? undefined;
    } catch {
      this.forget();
      return undefined;
    }
  }

  /** Whether one more answer may be kept, after dropping those no longer true. */
  private room(): boolean {
    if (this.kept.size < AVAILABILITY_ANSWERS_KEPT) return true;
    const now = Date.now();
    for (const [key, kept] of this.kept) if (kept.validUntil <= now) this.kept.delete(key);
    return this.kept.size < AVAILABILITY_ANSWERS_KEPT;
  }

  private forget(): void {
    this.kept.clear();
    this.computing.clear();
    this.generation = undefined;
  }
}
