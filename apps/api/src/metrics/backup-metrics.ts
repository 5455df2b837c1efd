import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG, AppConfig } from '@app/config';
import { lastBackupAgeSeconds } from '@app/contracts';
import { Metrics, SCRAPE_REFRESH_TIMEOUT_MS } from '@app/metrics';
import { failFastRedisOptions } from '@app/queue';
import { readBackupStatus } from '@app/backup';

/**
 * Where the backups stand (docs/product/admin.md#backups), read from the status the backup worker records in Redis
 * when scraped. The age and the lag are left out while not known (no base backup yet, or this product runs no backups
 * here) rather than zero, which an alert would read as "just backed up"; `champions_backup_failing` is then 0.
 */
@Injectable()
export class BackupMetrics implements OnApplicationShutdown {
  private readonly redis: Redis;

  constructor(metrics: Metrics, @Inject(APP_CONFIG) config: AppConfig) {
    this.redis = new Redis({ ...failFastRedisOptions(config.redisUrl, SCRAPE_REFRESH_TIMEOUT_MS), lazyConnect: false });
    this.redis.on('error', () => undefined); // a failed scrape refresh is the report
    const status = () => readBackupStatus(this.redis);
    metrics.refreshOnScrape((gauge) => {
      const failing = gauge({
        name: 'champions_backup_failing',
        help: '1 while the last shipping of the archive or the last base backup failed, else 0.',
      });
      return async () => {
        failing.set((await status()).state === 'failing' ? 1 : 0);
      };
    });
    // Each in a group of its own, which a scrape leaves out while its value is not known (see refreshOnScrape).
    metrics.refreshOnScrape((gauge) => {
      const age = gauge({
        name: 'champions_backup_last_success_age_seconds',
        help: 'Seconds since the newest complete base backup ended (absent: none yet, or backups are off here).',
      });
      return async () => age.set(known(lastBackupAgeSeconds(await status(), new Date())));
    });
    metrics.refreshOnScrape((gauge) => {
      const lag = gauge({
        name: 'champions_backup_archive_lag_seconds',
        help: 'Age of the oldest WAL file waiting to be shipped to the backup target (0 when none waits).',
      });
      return async () => lag.set(known((await status()).archiveLagSeconds));
    });
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}

function known(value: number | null): number {
  if (value === null) throw new Error('not known');
  return value;
}
