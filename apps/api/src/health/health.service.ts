import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '@app/config';
import { backupNeedsAttention, BackupStatus, BackupState, lastBackupAgeSeconds } from '@app/contracts';
import {
  failFastRedisOptions,
  OutboxBacklog,
  readOutboxBacklog,
  readWorkerSightings,
  WorkerSighting,
} from '@app/queue';
import { readBackupStatus } from '@app/backup';
import { workerKeptSeconds, workersHealth, WorkerHealth } from './workers-health';

type Up = 'up' | 'down';
export interface HealthReport {
  /**
   * ok, or degraded when anything is wrong: the database unreachable (this api cannot serve: the controller answers
   * 503 so a load balancer takes it out of rotation), or, still serving with a 200, Redis unreachable (bookings,
   * payments and sign-ins go on; events wait in the outbox), events waiting in the outbox too long or no worker seen
   * lately (e-mails and documents are late), or the backups failing or late (the data is at risk, the service is not).
   * The fields below say which.
   */
  status: 'ok' | 'degraded';
  database: Up;
  redis: Up;
  /** Age in whole seconds of the oldest event not yet handed to the queues (0: none waits; null: database down). */
  outboxLagSeconds: number | null;
  /** up: a worker was seen within HEALTH_WORKER_SILENCE_SECONDS. */
  worker: Up;
  /** Whole seconds since a listed worker was last seen (null: none is listed, or Redis down). */
  workerLastSeenSecondsAgo: number | null;
  /**
   * Each running worker and each vanished one not yet dropped (workerKeptSeconds), the latest first (empty: none, or
   * Redis down).
   */
  workers: WorkerHealth[];
  /** Where the backups stand (docs/product/admin.md#backups); null: Redis down, so not known. */
  backup: BackupHealth | null;
}

interface BackupHealth {
  state: BackupState;
  /** Whole seconds since the newest base backup ended (null: none). */
  lastBackupAgeSeconds: number | null;
  /** Age in seconds of the oldest WAL file waiting to be shipped (0: none waits; null: not known). */
  archiveLagSeconds: number | null;
}

/** What Redis holds for the workers and the backups, read in one probe. */
interface RedisReading {
  sightings: WorkerSighting[];
  backup: BackupStatus;
}

/** How long one probe may take; its command gets as long, so a slow answer is a timeout here, not a refusal. */
const CHECK_TIMEOUT_MS = 1500;
/**
 * How many probes in a row must time out before a dependency counts as down. With the CPU starved one slow answer is
 * likely and says nothing about PostgreSQL or Redis; meanwhile the last answer stands. A dependency that refuses (the
 * connection is refused or gone) is down at once: that is no guess.
 */
export const DOWN_AFTER_SLOW_PROBES = 3;
/**
 * How long one report answers every probe. Orchestrators and load balancers probe every few seconds from several
 * places; a second-old answer is as good for them, and a flood of probes then costs no database round trips.
 */
export const HEALTH_REPORT_TTL_MS = 1000;

@Injectable()
export class HealthService implements OnApplicationShutdown {
  private readonly redis: Redis;
  private report?: { at: number; value: Promise<HealthReport> };
  private readonly database = new Tolerance<OutboxBacklog>();
  private readonly redisRead = new Tolerance<RedisReading>();

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.redis = new Redis(failFastRedisOptions(config.redisUrl, CHECK_TIMEOUT_MS, CHECK_TIMEOUT_MS));
    this.redis.on('error', () => undefined); // reported through check(), not as log noise
  }

  /** The current report: one check per HEALTH_REPORT_TTL_MS, shared by the probes that arrive meanwhile. */
  check(): Promise<HealthReport> {
    const now = Date.now();
    if (!this.report || now - this.report.at >= HEALTH_REPORT_TTL_MS) this.report = { at: now, value: this.probeAll() };
    return this.report.value;
  }

  /** The outbox query proves the database answers, reading the workers' hash and the backups' status proves Redis does. */
  private async probeAll(): Promise<HealthReport> {
    const [backlog, redisRead] = await Promise.all([
      probe(() => readOutboxBacklog(this.dataSource)).then((result) => this.database.judge(result)),
      probe(async (): Promise<RedisReading> => {
        if (this.redis.status === 'wait') await this.redis.connect();
        const [sightings, backup] = await Promise.all([
          readWorkerSightings(this.redis, workerKeptSeconds(this.config.health.workerSilenceSeconds)),
          readBackupStatus(this.redis),
        ]);
        return { sightings, backup };
      }).then((result) => this.redisRead.judge(result)),
    ]);
    const { outboxLagSeconds, workerSilenceSeconds } = this.config.health;
    const database: Up = backlog.up ? 'up' : 'down';
    const redis: Up = redisRead.up ? 'up' : 'down';
    const lag = backlog.up ? backlog.value.oldestAgeSeconds : null;
    const workers = workersHealth(redisRead.up ? redisRead.value.sightings : [], workerSilenceSeconds);
    const backup = redisRead.up ? backupHealth(redisRead.value.backup) : null;
    const late = lag !== null && lag > outboxLagSeconds;
    const atRisk = backup !== null && backupNeedsAttention(backup.state);
    return {
      status:
        database === 'down' || redis === 'down' || late || workers.worker === 'down' || atRisk ? 'degraded' : 'ok',
      database,
      redis,
      outboxLagSeconds: lag === null ? null : Math.floor(lag),
      ...workers,
      backup,
    };
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}

const backupHealth = (status: BackupStatus): BackupHealth => ({
  state: status.state,
  lastBackupAgeSeconds: lastBackupAgeSeconds(status, new Date()),
  archiveLagSeconds: status.archiveLagSeconds === null ? null : Math.floor(status.archiveLagSeconds),
});

/**
 * Whether this api can serve requests at all: its database answers. Not Redis: without it the api still takes
 * bookings (the faults test proves it), and Redis is shared, so one blip would take every replica out at once.
 */
export const canServe = (report: HealthReport) => report.database === 'up';

type Probed<T> = { up: true; value: T } | { up: false; slow: boolean };

/** What DOWN_AFTER_SLOW_PROBES asks of one dependency: its last answer, kept through fewer slow probes in a row. */
class Tolerance<T> {
  private last?: T;
  private slowInARow = 0;

  judge(result: Probed<T>): { up: true; value: T } | { up: false } {
    if (result.up) {
      this.last = result.value;
      this.slowInARow = 0;
      return result;
    }
    this.slowInARow = result.slow ? this.slowInARow + 1 : DOWN_AFTER_SLOW_PROBES;
    if (this.slowInARow < DOWN_AFTER_SLOW_PROBES && this.last !== undefined) return { up: true, value: this.last };
    this.last = undefined;
    return { up: false };
  }
}

const TIMED_OUT = 'timed out';

async function probe<T>(check: () => Promise<T>): Promise<Probed<T>> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const value = await Promise.race([
      check(),
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(TIMED_OUT)), CHECK_TIMEOUT_MS))),
    ]);
    return { up: true, value };
  } catch (err) {
    // Ours, or ioredis's commandTimeout ("Command timed out"): the dependency was slow, not refusing.
    return { up: false, slow: err instanceof Error && /timed out/i.test(err.message) };
  } finally {
    clearTimeout(timer);
  }
}
