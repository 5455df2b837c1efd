import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit, Optional } from '@nestjs/common';
import type { Counter } from 'prom-client';
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
import { prepareJsonText, type PreparedJson } from '@app/http';
import { Metrics } from '@app/metrics';
import { failFastRedisOptions, isRedisUnreachable } from '@app/queue';
import { SettingsService } from '@app/settings';
import {
  EVERY_DAY_FIELD,
  fieldsChanged,
  fieldsOfDay,
  fieldsRead,
  type AvailabilityScope,
  type FieldsRead,
  type ChangedRange,
} from './availability-scope';

/**
 * The Redis hash holding availability's generations (availability-scope.ts: one for every answer, one per weekday,
 * one per business day changed): random ids, never counters, so that a Redis restart or a FLUSHDB can never bring an
 * old id back and with it answers kept under it (ABA). One hash, so that whatever removes one field (a flush, an
 * eviction) removes them all, the one for every answer with them: it is made again under a new id, and no read can
 * take a missing day's field for the one it read before.
 */
export const AVAILABILITY_GENERATIONS_KEY = 'availability:generations';

/**
 * The longest an answer is kept, however long it would stay true: a write made outside the app (an operator's psql,
 * a migration) marks nothing, and shows within this (docs/operations.md).
 */
const AVAILABILITY_ANSWER_MAX_MS = 30_000;

/**
 * Answers a process keeps (the months parents look at, per event length); any further one is computed for its
 * request alone, so odd query strings cannot grow the memory (as libs/business/catalog's PreparedAnswers).
 */
const AVAILABILITY_ANSWERS_KEPT = 256;

/** Days a process keeps, the pieces answers are made of: as many as its kept answers can hold (92 days each). */
const AVAILABILITY_DAYS_KEPT = AVAILABILITY_ANSWERS_KEPT * 92;

/** ioredis's error for a command unanswered within its commandTimeout. */
const COMMAND_TIMED_OUT = 'Command timed out';

/** How long the connection to Redis may take to open; each command waits REQUEST_PATH_REDIS_TIMEOUT_MS at most. */
const CONNECT_TIMEOUT_MS = 2000;

/** The generations a transaction's changes move on once it commits, on its QueryRunner.data (availabilityChanged). */
const CHANGED = 'availabilityChanged';

/**
 * The days of a range computed by one statement, each as its part of the answer's JSON (`{"date":...,"times":[...]}`),
 * and how long they stay true from the moment just before they were computed (null: until a write).
 */
export interface ComputedDays {
  days: Map<string, string>;
  validForMs: number | null;
}

interface KeptAnswer {
  answer: PreparedJson;
  /** Date.now() past which it may be wrong. */
  validUntil: number;
  /** The generations of what it read, as they were before its statement(s). */
  generations: string;
}

/** One day of an answer, kept to make other answers holding it (a range read after a change elsewhere in it). */
interface KeptDay {
  json: string;
  validUntil: number;
  /** The generations of every answer, its weekday and itself, as they were before its statement. */
  generations: string;
}

/** How a read was answered: a kept answer, its own statement, or a statement another read of it had under way. */
type AnsweredBy = 'kept' | 'computed' | 'shared';

/**
 * Marks availability as changed within `scope` (what the write can alter: availability-scope.ts): call it with the
 * manager of every write to allocations, teams, their windows and time off, or blackout days. Inside a transaction it
 * only notes the scope on the transaction: AvailabilityAnswers moves those generations on once the outermost
 * transaction has committed (never before or inside it: a read between the move and the commit would keep the old
 * answer under the new generations), and forgets them on a rollback. Outside one (an autocommitted statement) it
 * moves them on now.
 */
export async function availabilityChanged(manager: EntityManager, scope: AvailabilityScope): Promise<void> {
  const answers = manager.connection.subscribers.find(
    (s): s is AvailabilityAnswers => s instanceof AvailabilityAnswers,
  );
  if (!answers) return;
  const fields = answers.fieldsOf(scope);
  const runner = manager.queryRunner;
  if (runner?.isTransactionActive) {
    const marked: Set<string> = (runner.data[CHANGED] ??= new Set<string>());
    for (const field of fields) marked.add(field);
    return;
  }
  await answers.bump(fields);
}

/** An allocation's row as a write's RETURNING gives it: the range its team is taken for. */
export interface ChangedAllocationRow {
  starts_at: Date;
  ends_at: Date;
}

/** The ranges of allocation rows a write returned. */
const rangesOf = (rows: ChangedAllocationRow[]): ChangedRange[] =>
  rows.map((row) => ({ startsAt: row.starts_at, endsAt: row.ends_at }));

/** availabilityChanged for the days of the allocations a write changed (its RETURNING rows); whether it changed any. */
export async function availabilityChangedIf(manager: EntityManager, rows: ChangedAllocationRow[]): Promise<boolean> {
  if (rows.length === 0) return false;
  await availabilityChanged(manager, { ranges: rangesOf(rows) });
  return true;
}

/**
 * GET /api/availability's answers, kept in this process's memory while they are exactly right (docs/adr/0028,
 * docs/adr/0031-availability-forgotten-by-day.md). Generation ids in Redis, shared by every api and worker process,
 * one for every answer, one per weekday and one per business day, are moved on after each commit that changes
 * availability, those of what it changed (availabilityChanged); an answer is kept with the generations of the days
 * it read, and a read that finds any of them moved on computes it again. An answer also stops being true with no
 * write (a reservation lapses, a start comes within the minimum notice): it is kept until the moment its statement
 * said (ComputedAnswer.validForMs), and never beyond AVAILABILITY_ANSWER_MAX_MS. Without Redis nothing is kept and
 * every read computes: the cache never makes a read fail.
 *
 * It is a TypeORM subscriber of the app's DataSource (registered as NestJS's TypeORM recipe does), which TypeORM
 * awaits after each commit: the generation has moved before the writer's response, so a parent who booked and then
 * reads sees it, on any replica.
 */
@Injectable()
export class AvailabilityAnswers implements EntitySubscriberInterface, OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('AvailabilityAnswers');
  private readonly redis: Redis;
  /** Set from dropping a hung connection until its socket has closed (reconnectIfHung). */
  private dropping = false;
  private readonly kept = new Map<string, KeptAnswer>();
  /** Kept days by the read's key without its range (answerKey) and the day. */
  private readonly keptDays = new Map<string, KeptDay>();
  private readonly fieldsByRange = new Map<string, FieldsRead>();
  /** The statements under way, by key and the generations read before them. */
  private readonly computing = new Map<string, Promise<PreparedJson>>();
  private readonly answered?: Counter<'answer'>;
  private readonly days?: Counter<'day'>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    dataSource: DataSource,
    private readonly settings: SettingsService,
    // The api's and worker's registry; a test app composing only its modules has none.
    @Optional() metrics?: Metrics,
  ) {
    // Fail fast (compute, keep nothing) instead of queueing commands while Redis is away or waiting on a hung one.
    this.redis = new Redis(failFastRedisOptions(config.redisUrl, CONNECT_TIMEOUT_MS));
    this.redis.on('error', () => undefined); // RedisWatch reports an outage once per process
    dataSource.subscribers.push(this);
    this.answered = metrics?.counter({
      name: 'champions_availability_answers_total',
      help: 'GET /api/availability reads by how they were answered: kept, computed, or shared (waited for the same statement).',
      labelNames: ['answer'] as const,
    });
    this.days = metrics?.counter({
      name: 'champions_availability_answer_days_total',
      help: 'Days of the availability answers made again (not kept whole): kept, or computed by their statement.',
      labelNames: ['day'] as const,
    });
  }

  /** Connects before the first read, so a fresh replica keeps answers from the start. */
  async onModuleInit(): Promise<void> {
    await this.redis.connect().catch(() => undefined);
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }

  /**
   * The answer of the days `from` to `to` (`{"days":[...]}`) for `readKey` (everything else the statement reads: the
   * event's length, the reader's reservation, the settings), kept while it is true. When it is not, it is made of the
   * days kept while they are true and, for the others, `compute`'s days (from, to): only the days a change touched
   * since are computed again. `keepDays` false: its days serve no other read (one reader's reservation counts as free
   * in them), so they are neither looked up nor kept, where they would push out the days every other reader shares.
   */
  async answer(
    readKey: string,
    range: { from: string; to: string },
    compute: (from: string, to: string) => Promise<ComputedDays>,
    keepDays = true,
  ): Promise<PreparedJson> {
    const fields = this.fieldsRead(range);
    const values = await this.generationsOf(fields.answer);
    if (values === undefined) {
      const { days } = await compute(range.from, range.to);
      return this.answeredBy('computed', prepareJsonText(answerJson([...days.values()])));
    }
    const generations = values.join(' ');
    const key = `${readKey}\n${range.from}\n${range.to}`;
    const kept = this.kept.get(key);
    if (kept && kept.generations === generations && kept.validUntil > Date.now()) {
      return this.answeredBy('kept', kept.answer);
    }
    // Reads of one answer arriving together (the first ones after a booking) share one statement: each of them read
    // these generations, so no change they could have seen has been announced since that statement began.
    const shared = `${key}\n${generations}`;
    const computing = this.computing.get(shared);
    if (computing) return this.answeredBy('shared', await computing);
    const read = { fields, values };
    const mine = this.computeAndKeep(generations, key, keepDays ? readKey : undefined, read, compute).finally(() => {
      if (this.computing.get(shared) === mine) this.computing.delete(shared);
    });
    this.computing.set(shared, mine);
    return this.answeredBy('computed', await mine);
  }

  private answeredBy(how: AnsweredBy, answer: PreparedJson): PreparedJson {
    this.answered?.inc({ answer: how });
    return answer;
  }

  /**
   * The answer from the days kept under the generations just read and, from one statement over the first to the last
   * of the others, the days computed now (kept in turn). Everything is kept under the generations read before the
   * statement: a change it may have missed has moved one of them on (announced after its commit), so the next read
   * that sees it computes again.
   */
  private async computeAndKeep(
    generations: string,
    key: string,
    readKey: string | undefined,
    read: { fields: FieldsRead; values: (string | null)[] },
    compute: (from: string, to: string) => Promise<ComputedDays>,
  ): Promise<PreparedJson> {
    const now = Date.now();
    const days = await this.dayGenerations(read.fields, read.values, readKey !== undefined);
    const found = new Map<string, KeptDay>();
    const missing: string[] = [];
    for (const [day, dayGeneration] of days) {
      const kept = readKey === undefined || !dayGeneration ? undefined : this.keptDays.get(`${readKey}\n${day}`);
      if (kept && kept.generations === dayGeneration && kept.validUntil > now) found.set(day, kept);
      else missing.push(day);
    }
    this.days?.inc({ day: 'kept' }, found.size);
    this.days?.inc({ day: 'computed' }, missing.length);
    if (missing.length) {
      // Read before the statement: its now() is later, so its days are true at least until now + validForMs.
      const computed = await compute(missing[0], missing[missing.length - 1]);
      const validUntil = now + Math.min(computed.validForMs ?? Infinity, AVAILABILITY_ANSWER_MAX_MS);
      for (const [day, json] of computed.days) {
        const kept = { json, validUntil, generations: days.get(day)! };
        found.set(day, kept);
        if (readKey !== undefined && kept.generations) this.keepDay(`${readKey}\n${day}`, kept);
      }
    }
    const parts = [...days.keys()].map((day) => found.get(day)!);
    const answer = prepareJsonText(answerJson(parts.map((part) => part.json)));
    const validUntil = Math.min(...parts.map((part) => part.validUntil));
    if (validUntil > Date.now() && this.room(key)) this.kept.set(key, { answer, validUntil, generations });
    return answer;
  }

  /** The generations a change of `scope` moves on, by the time zone and the set-up and buffer in hand. */
  fieldsOf(scope: AvailabilityScope): string[] {
    const { setupMinutes, bufferMinutes } = this.config.availability;
    return fieldsChanged(scope, { timeZone: this.settings.snapshot().timeZone, setupMinutes, bufferMinutes });
  }

  /** New generations for `fields`: every process forgets the answers that read them at its next read. */
  async bump(fields: Iterable<string>): Promise<void> {
    const all = [...fields];
    if (all.length === 0) return;
    const id = randomUUID();
    try {
      await this.redis.hset(AVAILABILITY_GENERATIONS_KEY, ...all.flatMap((field) => [field, id]));
    } catch (err) {
      // Other processes lose theirs within AVAILABILITY_ANSWER_MAX_MS.
      this.forget();
      this.reconnectIfHung(err);
      if (!isRedisUnreachable(err)) this.logger.warn(`Availability change not announced: ${(err as Error).message}`);
    }
  }

  afterTransactionCommit(event: TransactionCommitEvent): Promise<void> | void {
    const changed = this.outermostEnded(event);
    if (changed) return this.bump(changed);
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    this.outermostEnded(event);
  }

  /** What the outermost transaction of `event`'s runner changed, once it has ended (then cleared); else undefined. */
  private outermostEnded(event: TransactionCommitEvent | TransactionRollbackEvent): Set<string> | undefined {
    const runner = event.queryRunner;
    const changed = runner.data?.[CHANGED] as Set<string> | undefined;
    if (runner.isTransactionActive || !changed) return undefined;
    delete runner.data[CHANGED];
    return changed;
  }

  /**
   * The generations of `fields` in Redis, the one for every answer made when there is none (a new or flushed Redis);
   * undefined when Redis does not answer, which also forgets this process's answers: a change may be going
   * unannounced.
   */
  private async generationsOf(fields: string[]): Promise<(string | null)[] | undefined> {
    try {
      let values = await this.redis.hmget(AVAILABILITY_GENERATIONS_KEY, ...fields);
      if (!values[0]) {
        // Another process may make one at the same moment: whichever came first is the one both read back.
        await this.redis.hsetnx(AVAILABILITY_GENERATIONS_KEY, EVERY_DAY_FIELD, randomUUID());
        values = await this.redis.hmget(AVAILABILITY_GENERATIONS_KEY, ...fields);
        if (!values[0]) return undefined;
      }
      return values;
    } catch (err) {
      this.forget();
      this.reconnectIfHung(err);
      return undefined;
    }
  }

  /**
   * A command unanswered on a connection that stays open (a Redis that hangs): the connection is dropped and opened
   * again, and until Redis answers its ready check every command fails at once (no offline queue) instead of each
   * waiting out its own timeout; a booking during a hang waited seconds for several of them.
   */
  private reconnectIfHung(err: unknown): void {
    if ((err as Error).message !== COMMAND_TIMED_OUT || this.redis.status !== 'ready' || this.dropping) return;
    // Once: the commands sent together time out together, and the socket closes only after disconnectTimeout.
    this.dropping = true;
    this.redis.once('close', () => (this.dropping = false));
    this.redis.disconnect(true);
  }

  /** The fields a read of `range` depends on, made once per range. */
  private fieldsRead(range: { from: string; to: string }): FieldsRead {
    const key = `${range.from} ${range.to}`;
    let fields = this.fieldsByRange.get(key);
    if (!fields) {
      if (this.fieldsByRange.size >= AVAILABILITY_ANSWERS_KEPT) this.fieldsByRange.clear();
      fields = fieldsRead(range.from, range.to);
      this.fieldsByRange.set(key, fields);
    }
    return fields;
  }

  /**
   * Each day of a read with the generations it depends on (fieldsOfDay), read from Redis now (before the statement)
   * beside those of the whole answer read before; '' for each when `wanted` is false or Redis does not answer (no
   * day is then taken or kept).
   */
  private async dayGenerations(
    fields: FieldsRead,
    values: (string | null)[],
    wanted: boolean,
  ): Promise<Map<string, string>> {
    const dayValues = wanted
      ? await this.redis.hmget(AVAILABILITY_GENERATIONS_KEY, ...fields.days).catch(() => undefined)
      : undefined;
    const read = new Map(fields.answer.map((field, i) => [field, values[i] ?? '']));
    fields.days.forEach((field, i) => read.set(field, dayValues?.[i] ?? ''));
    return new Map(
      fields.days.map((field) => {
        const day = field.slice(1);
        return [
          day,
          dayValues
            ? fieldsOfDay(day)
                .map((f) => read.get(f))
                .join(' ')
            : '',
        ];
      }),
    );
  }

  /** Whether an answer may be kept under `key` (replacing its own, or one more), after dropping those no longer true. */
  private room(key: string): boolean {
    if (this.kept.size < AVAILABILITY_ANSWERS_KEPT || this.kept.has(key)) return true;
    const now = Date.now();
    for (const [key, kept] of this.kept) if (kept.validUntil <= now) this.kept.delete(key);
    return this.kept.size < AVAILABILITY_ANSWERS_KEPT;
  }

  /**
   * Keeps a day, dropping the one kept longest ago when full: one look-up, where a sweep of every kept day would cost
   * each read that computes more than its statement (each reader's reservation token keeps days of its own).
   */
  private keepDay(key: string, kept: KeptDay): void {
    this.keptDays.delete(key);
    if (this.keptDays.size >= AVAILABILITY_DAYS_KEPT) this.keptDays.delete(this.keptDays.keys().next().value!);
    this.keptDays.set(key, kept);
  }

  private forget(): void {
    this.kept.clear();
    this.keptDays.clear();
    this.computing.clear();
  }
}

/** The answer's JSON from its days' parts, in day order: GET /api/availability's AvailabilityResponse. */
const answerJson = (days: string[]) => `{"days":[${days.join(',')}]}`;
