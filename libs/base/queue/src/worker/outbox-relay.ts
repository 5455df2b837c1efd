import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { FlowProducer } from 'bullmq';
import Redis from 'ioredis';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '@app/config';
import { EventName } from '../events';
import { EventJobData, eventJobId } from '../jobs';
import { redisOptions } from '../redis-connection';
import { isRedisUnreachable } from '../redis-watch';
import { JobHandlerRegistry } from './job-handler.registry';

const BATCH_SIZE = 100;
const POLL_MS = 1000;
const ADD_TIMEOUT_MS = 3000;
/** Between two attempts to listen again once the listener's connection is lost; the poll carries on meanwhile. */
const LISTEN_RETRY_MS = 1000;
/** How the listener's session shows in pg_stat_activity. */
export const OUTBOX_LISTENER_NAME = 'outbox-relay';

interface OutboxRow {
  id: string;
  type: EventName;
  payload: EventJobData['payload'];
  created_at: Date;
}

/**
 * Moves committed outbox rows into BullMQ, fanning each event out to one job per subscriber (job id
 * `eventId@handlerId`). Rows are claimed with FOR UPDATE SKIP LOCKED, so several worker copies share the work; a row's
 * jobs are added in one atomic call and the row is marked published only after Redis accepted them all, and the fixed
 * job ids make a row published twice (crash between add and commit) the same jobs.
 * Only events this process has subscribers for are claimed (a test worker never drops another module's events).
 * Woken by the outbox trigger's NOTIFY, with a poll as the safety net (and for recovery once Redis is back). A
 * listener whose connection is lost (PostgreSQL restarted, the session ended) listens again on a new one: without it
 * the relay was left on the poll until the worker restarted.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('OutboxRelay');
  private listener?: Client;
  /** Why the last listener was lost, for the report. */
  private listenerError?: Error;
  private listenRetry?: NodeJS.Timeout;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;
  private failing = false;
  /** The relay's own producer: it fails fast while Redis is down (rows stay in the outbox) instead of buffering. */
  private readonly producer: FlowProducer;
  /** The producer's connection, which BullMQ leaves to us to end (onApplicationShutdown says why we want that). */
  private readonly producerConnection: Redis;

  constructor(
    private readonly dataSource: DataSource,
    private readonly registry: JobHandlerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.producerConnection = new Redis(redisOptions(config.redisUrl, { enableOfflineQueue: false }));
    this.producerConnection.on('error', () => undefined); // reported per publish attempt
    this.producer = new FlowProducer({ connection: this.producerConnection });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.listen();
    this.timer = setInterval(() => this.wake(), POLL_MS);
    this.wake();
  }

  /** A session of its own that LISTENs for the outbox trigger's NOTIFY; lost, it is replaced (listenAgain). */
  private async listen(): Promise<void> {
    const listener = new Client({ connectionString: this.config.databaseUrl, application_name: OUTBOX_LISTENER_NAME });
    listener.on('notification', () => this.wake());
    // The error is followed by 'end', where the listener is replaced; the poll covers the gap.
    listener.on('error', (err) => (this.listenerError = err));
    try {
      await listener.connect();
      await listener.query('LISTEN outbox');
    } catch (err) {
      await listener.end().catch(() => undefined);
      throw err;
    }
    if (this.stopped) {
      // Stopped while it connected: the shutdown ended the listener it knew of, not this one.
      await listener.end().catch(() => undefined);
      return;
    }
    listener.once('end', () => this.listenAgain(listener));
    this.listener = listener;
    this.listenerError = undefined;
  }

  private listenAgain(lost: Client, reported = false): void {
    if (this.stopped || this.listener !== lost) return;
    if (!reported) {
      const err = this.listenerError;
      this.logger.warn({ err }, `outbox listener lost; polling every ${POLL_MS / 1000} s until it listens again`);
    }
    this.listenRetry = setTimeout(() => {
      this.listen().then(
        () => {
          if (this.stopped) return;
          this.logger.log('outbox listener back');
          this.wake();
        },
        () => this.listenAgain(lost, true),
      );
    }, LISTEN_RETRY_MS);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.listenRetry);
    clearInterval(this.timer);
    await this.running;
    await this.listener?.end().catch(() => undefined);
    await this.producer.close().catch(() => undefined);
    // Dropped, not QUIT: BullMQ's close of a connection of its own sends QUIT, which cannot go out while Redis is away
    // (this connection queues no command offline); the close then left the connection reconnecting every second for
    // as long as the process lived. A signal ends the process anyway, but a worker whose launcher went away (it closes
    // on 'disconnect' and ends when nothing is left to do) stayed alive, as did the Jest worker of a test.
    this.producerConnection.disconnect();
  }

  /** Asks for a relay pass; passes never overlap, and a wake during a pass schedules one more. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
  }

  private async drain(): Promise<void> {
    try {
      while (!this.stopped && (await this.publishBatch()) === BATCH_SIZE);
    } catch (err) {
      this.logger.error({ err }, 'outbox relay pass failed');
    }
  }

  /** Publishes one batch; returns how many rows were published. */
  private publishBatch(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const rows: OutboxRow[] = await manager.query(
        `SELECT id, type, payload, created_at FROM outbox WHERE published_at IS NULL AND type = ANY($2::text[])
         ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [BATCH_SIZE, this.registry.subscribedEvents()],
      );
      const published: string[] = [];
      for (const row of rows) {
        try {
          await this.publish(row);
          published.push(row.id);
        } catch (err) {
          await manager.query(`UPDATE outbox SET attempts = attempts + 1, last_error = $2 WHERE id = $1`, [
            row.id,
            String((err as Error).message ?? err).slice(0, 500),
          ]);
          this.reportFailure(err);
          break;
        }
      }
      if (published.length) {
        await manager.query(`UPDATE outbox SET published_at = now() WHERE id = ANY($1::uuid[])`, [published]);
        this.reportRecovery();
      }
      return published.length;
    });
  }

  private async publish(row: OutboxRow): Promise<void> {
    const data: EventJobData = {
      eventId: row.id,
      name: row.type,
      payload: row.payload,
      occurredAt: new Date(row.created_at).toISOString(),
    };
    let timeout: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timeout = setTimeout(() => reject(new Error('Redis did not accept the job in time')), ADD_TIMEOUT_MS);
    });
    try {
      const jobs = this.registry.subscribersOf(row.type).map(({ jobName, queue, options }) => ({
        name: jobName,
        queueName: queue,
        data,
        opts: { ...options, jobId: eventJobId(row.id, jobName) },
      }));
      await Promise.race([this.producer.addBulk(jobs), timedOut]);
    } finally {
      clearTimeout(timeout);
    }
  }

  /** Redis away is RedisWatch's report; this one is for a Redis that answers but refuses or hangs. */
  private reportFailure(err: unknown): void {
    if (this.failing || isRedisUnreachable(err)) return;
    this.failing = true;
    this.logger.warn({ err }, 'cannot publish events (is Redis reachable?); they stay in the outbox and are retried');
  }

  private reportRecovery(): void {
    if (!this.failing) return;
    this.failing = false;
    this.logger.log('publishing events again');
  }
}
