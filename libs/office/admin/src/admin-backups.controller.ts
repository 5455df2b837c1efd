import { Controller, Get, Inject, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { Roles } from '@app/accounts';
import { APP_CONFIG, AppConfig } from '@app/config';
import { BACKUP_MESSAGES, type BackupStatus } from '@app/contracts';
import { PlatformException } from '@app/platform';
import { failFastRedisOptions } from '@app/queue';
import { readBackupStatus } from '@app/backup';

/** An admin waits this long for Redis before hearing the status cannot be read. */
const REDIS_WAIT_MS = 2_000;

/**
 * Where the backups stand, for the dashboard's line (docs/product/admin.md#backups): the status the backup worker
 * records in Redis, judged now; admins only.
 */
@Controller('admin')
@Roles('admin')
export class AdminBackupsController implements OnApplicationShutdown {
  private readonly redis: Redis;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.redis = new Redis(failFastRedisOptions(config.redisUrl, REDIS_WAIT_MS, REDIS_WAIT_MS));
    this.redis.on('error', () => undefined); // an unreadable status is the caller's 503
  }

  @Get('backups')
  async status(): Promise<BackupStatus> {
    try {
      if (this.redis.status === 'wait') await this.redis.connect();
      return await readBackupStatus(this.redis);
    } catch (cause) {
      throw Object.assign(new PlatformException('SERVICE_UNAVAILABLE', BACKUP_MESSAGES.statusUnavailable), { cause });
    }
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
