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

@Injectable()
export class HealthService implements OnModuleDestroy {
  private readonly redis: Redis;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.redis = new Redis({ ...failFastRedisOptions(config.redisUrl, CHECK_TIMEOUT_MS), retryStrategy: () => 1000 });
    this.redis.on('error', () => undefined); // reported through check(), not as log noise
  }

  async check(): Promise<HealthReport> {
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
