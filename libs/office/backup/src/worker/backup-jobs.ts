import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG, AppConfig, BackupConfig } from '@app/config';
import { JobQueue, OnJob, redisOptions } from '@app/queue';
import { BackupOutcome, clearBackupStatus, failingSince, recordBackupOutcome } from '../backup-status';
import type { BackupTarget } from '../engine/backup-target';
import { takeBaseBackup } from '../engine/base-backup';
import { readCatalog, type BackupCatalog } from '../engine/catalog';
import { mirrorPhotos } from '../engine/mirror-photos';
import { openBackupTarget } from '../engine/open-backup-target';
import { pruneBackups } from '../engine/prune';
import { shipWal, waitingInSpool } from '../engine/ship-wal';

/** How often the archived WAL is shipped: well within archive_timeout's minute, so a restore reaches any minute. */
const BACKUP_SHIP_EVERY_MS = 30_000;

const SHIP_SCHEDULE_ID = 'backup.ship';
const BASE_SCHEDULE_ID = 'backup.base';

type Setup = Required<Pick<BackupConfig, 'target' | 'local'>>;

/**
 * Runs the backups where this product runs them (docs/operations.md): a target (BACKUP_DIR or BACKUP_S3_*)
 * and this machine's PostgreSQL folders (BACKUP_PG_DATA, BACKUP_WAL_SPOOL, set by the launcher). Shipping the archive
 * every BACKUP_SHIP_EVERY_MS and a base backup on BACKUP_SCHEDULE are job schedulers in Redis, one run each however
 * many workers; each run records the status the api shows (docs/product/admin.md#backups) and, when the state turns
 * failing or recovers, queues the owner's e-mail. A worker without the settings removes both schedules and the status:
 * every worker of a deployment reads the same BACKUP_* settings, so then the deployment runs no backups of its own.
 */
@Injectable()
export class BackupJobs implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Backups');
  private readonly redis: Redis;
  private readonly setup?: Setup;
  private target?: BackupTarget;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobQueue,
  ) {
    // Waits for Redis like the queues do (a worker started before Redis starts once it is up); RedisWatch reports it.
    this.redis = new Redis(redisOptions(config.redisUrl));
    this.redis.on('error', () => undefined);
    const { target, local } = config.backup;
    if (target && local) this.setup = { target, local };
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.setup) {
      await this.jobs.unschedule('backup.ship', SHIP_SCHEDULE_ID);
      await this.jobs.unschedule('backup.base', BASE_SCHEDULE_ID);
      await clearBackupStatus(this.redis);
      return;
    }
    await this.jobs.schedule('backup.ship', { id: SHIP_SCHEDULE_ID, every: BACKUP_SHIP_EVERY_MS }, {});
    await this.jobs.schedule('backup.base', { id: BASE_SCHEDULE_ID, pattern: this.config.backup.schedule }, {});
    await this.jobs.add('backup.base', { onlyIfNone: true });
  }

  /**
   * Ships what PostgreSQL archived into the spool, then the photos new to the folder store. A failure is recorded,
   * not thrown: the next run in 30 seconds is the retry, and the status (not a pile of failed jobs) is the report.
   */
  @OnJob({ name: 'backup.ship', queue: 'backup-ship', attempts: 1 })
  async ship(): Promise<{ shipped: number; photos?: number } | { failed: string } | 'off'> {
    const setup = this.setup;
    if (!setup) return 'off';
    const at = new Date();
    try {
      const target = this.openTarget(setup);
      const wal = await shipWal({ target, walSpool: setup.local.walSpool });
      const { media } = this.config;
      const photos = media.kind === 'folder' ? await mirrorPhotos({ target, mediaDir: media.dir }) : undefined;
      // A newly shipped segment moves where a restore reaches (and may complete a base backup's WAL). While the base
      // backups fail, the target is read too: one taken meanwhile by hand (`npm run backup`) ends that failure.
      const baseFailingSince = await failingSince(this.redis, 'backup');
      const catalog = wal.shipped.length || baseFailingSince ? await readCatalog(target) : undefined;
      const archiveLagSeconds = secondsSince(wal.oldestWaitingSince, at);
      await this.record({ work: 'archive', at, facts: { ...(catalog && catalogFacts(catalog)), archiveLagSeconds } });
      const newest = catalog?.backups.at(-1)?.finishedAt;
      if (baseFailingSince && newest && Date.parse(newest) > baseFailingSince.getTime()) {
        await this.record({ work: 'backup', at, facts: {} });
      }
      return { shipped: wal.shipped.length, photos: photos?.copied };
    } catch (err) {
      const failed = messageOf(err);
      this.logger.error({ err }, 'shipping the archive to the backup target failed');
      const [oldest] = await waitingInSpool(setup.local.walSpool).catch(() => []);
      await this.record({
        work: 'archive',
        at,
        facts: { archiveLagSeconds: secondsSince(oldest?.archivedAt, at) },
        failed,
      });
      return { failed };
    }
  }

  /**
   * A base backup, then retention (docs/operations.md), then the status from what the target holds. At the
   * worker's start (`onlyIfNone`) only when the target holds no base backup yet, so a new setup is not late for a day.
   * A failure is recorded and thrown: the failed job stays on the queue dashboard with its error.
   */
  @OnJob({ name: 'backup.base', queue: 'backup-base', attempts: 1 })
  async base({ onlyIfNone }: { onlyIfNone?: boolean }): Promise<{ backup?: string; pruned: string[] } | 'off'> {
    const setup = this.setup;
    if (!setup) return 'off';
    const target = this.openTarget(setup);
    try {
      const before = await readCatalog(target);
      if (onlyIfNone && before.backups.length) {
        await this.record({ at: new Date(), facts: catalogFacts(before) });
        return { pruned: [] };
      }
      const { databaseUrl, backup } = this.config;
      const manifest = await takeBaseBackup({ target, databaseUrl, dataDir: setup.local.dataDir });
      const pruned = await pruneBackups({ target, keepDaily: backup.keepDaily, keepWeekly: backup.keepWeekly });
      this.logger.log({ backup: manifest.id, pruned: pruned.deleted }, 'base backup taken');
      await this.record({ work: 'backup', at: new Date(), facts: catalogFacts(await readCatalog(target)) });
      return { backup: manifest.id, pruned: pruned.deleted };
    } catch (err) {
      this.logger.error({ err }, 'the base backup failed');
      await this.record({ work: 'backup', at: new Date(), facts: {}, failed: messageOf(err) });
      throw err;
    }
  }

  /** Records the outcome; when it turns the state failing or ends that, the owner's e-mail is queued, once. */
  private async record(outcome: BackupOutcome): Promise<void> {
    const alert = await recordBackupOutcome(this.redis, outcome);
    if (!alert) return;
    await this.jobs.add('backup.email-owner', { ...alert, at: outcome.at.toISOString() });
  }

  private openTarget(setup: Setup): BackupTarget {
    return (this.target ??= openBackupTarget(setup.target));
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}

/** Where a restore reaches, from what the target holds. */
const catalogFacts = (catalog: BackupCatalog): BackupOutcome['facts'] => ({
  lastBackupAt: catalog.backups.at(-1)?.finishedAt ?? null,
  restorableFrom: catalog.restorableFrom?.toISOString() ?? null,
  restorableUntil: catalog.restorableUntil?.toISOString() ?? null,
});

/** Whole seconds a file has waited in the spool (0: none waits). */
const secondsSince = (since: Date | undefined, at: Date): number =>
  since ? Math.max(0, Math.floor((at.getTime() - since.getTime()) / 1000)) : 0;

const messageOf = (err: unknown): string => (err instanceof Error ? err.message : String(err));
