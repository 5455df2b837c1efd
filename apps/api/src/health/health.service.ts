import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '@app/config';
import { failFastRedisOptions } from '@app/queue';

export type Up = 'up' | 'down';
export interface HealthReport {
  status: 'ok' | 'degraded';
  database: Up;
  redis: Up;
}

const CHECK_TIMEOUT_MS = 1500;
/**
 * How long one report answers every probe. Orchestrators and load balancers probe every few seconds from several
 * places; a second-old answer is as good for them, and a flood of probes then costs no database round trips.
 */
export const HEALTH_REPORT_TTL_MS = 1000;

@Injectable()
export class HealthService implements OnModuleDestroy {
  private readonly redis: Redis;
  private report?: { at: number; value: Promise<HealthReport> };

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.redis = new Redis({ ...failFastRedisOptions(config.redisUrl, CHECK_TIMEOUT_MS), retryStrategy: () => 1000 });
    this.redis.on('error', () => undefined); // reported through check(), not as log noise
  }

  /** The current report: one check per HEALTH_REPORT_TTL_MS, shared by the probes that arrive meanwhile. */
  check(): Promise<HealthReport> {
    const now = Date.now();
    if (!this.report || now - this.report.at >= HEALTH_REPORT_TTL_MS) this.report = { at: now, value: this.probeAll() };
    return this.report.value;
  }

  private async probeAll(): Promise<HealthReport> {
    const [database, redis] = await Promise.all([
      probe(() => this.dataSource.query('SELECT 1')),
      probe(async () => {
        if (this.redis.status === 'wait') await this.redis.connect();
        await this.redis.ping();
      }),
    ]);
    return { status: database === 'up' && redis === 'up' ? 'ok' : 'degraded', database, redis };
  }

  onModuleDestroy(): void {
    this.redis.disconnect();
  }
}

async function probe(check: () => Promise<unknown>): Promise<Up> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS))),
    ]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}
