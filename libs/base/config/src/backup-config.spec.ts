import { resolve } from 'node:path';
import { readBackupConfig } from './backup-config';

const defaults = { schedule: '0 3 * * *', keepDaily: 7, keepWeekly: 4 };

describe('readBackupConfig', () => {
  it('runs no backups without a target, daily at 3 keeping 7 daily and 4 weekly', () => {
    expect(readBackupConfig({})).toEqual({ target: undefined, local: undefined, ...defaults });
  });

  it('reads a relative BACKUP_DIR under DATA_DIR, an absolute one as it is', () => {
    expect(readBackupConfig({ DATA_DIR: '/srv/champions', BACKUP_DIR: 'backups' }).target).toEqual({
      kind: 'folder',
      dir: '/srv/champions/backups',
    });
    expect(readBackupConfig({ BACKUP_DIR: '/mnt/backups' }).target).toEqual({ kind: 'folder', dir: '/mnt/backups' });
  });

  it('reads BACKUP_S3_* with the photos’ rules, under a prefix ending in one slash', () => {
    const env = {
      BACKUP_S3_BUCKET: 'champions-backups',
      BACKUP_S3_PREFIX: '/prod/',
      BACKUP_S3_ENDPOINT: 'http://minio:9000',
      BACKUP_S3_ACCESS_KEY_ID: 'champions',
      BACKUP_S3_SECRET_ACCESS_KEY: 'a-secret-of-some-length',
    };
    expect(readBackupConfig(env).target).toEqual({
      kind: 's3',
      bucket: 'champions-backups',
      prefix: 'prod/',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'champions', secretAccessKey: 'a-secret-of-some-length' },
    });
    expect(readBackupConfig({ BACKUP_S3_BUCKET: 'champions-backups' }).target).toMatchObject({ prefix: '' });
  });

  it('knows the local PostgreSQL’s data folder and WAL spool when both are given', () => {
    expect(readBackupConfig({ BACKUP_PG_DATA: '/d/pg', BACKUP_WAL_SPOOL: '/d/pg.wal-spool' }).local).toEqual({
      dataDir: '/d/pg',
      walSpool: '/d/pg.wal-spool',
    });
    expect(readBackupConfig({ BACKUP_PG_DATA: 'pg', BACKUP_WAL_SPOOL: 'pg.wal-spool' }).local).toEqual({
      dataDir: resolve('.data/pg'),
      walSpool: resolve('.data/pg.wal-spool'),
    });
  });

  it('reads the schedule and the retention', () => {
    expect(
      readBackupConfig({ BACKUP_SCHEDULE: '30  2 * * 1-5', BACKUP_KEEP_DAILY: '3', BACKUP_KEEP_WEEKLY: '0' }),
    ).toMatchObject({ schedule: '30 2 * * 1-5', keepDaily: 3, keepWeekly: 0 });
  });

  it.each([
    [{ BACKUP_DIR: '/b', BACKUP_S3_BUCKET: 'champions-backups' }, 'BACKUP_DIR and BACKUP_S3_BUCKET are both set'],
    [{ BACKUP_S3_ENDPOINT: 'http://minio:9000' }, 'BACKUP_S3_ENDPOINT is set but BACKUP_S3_BUCKET is not'],
    [{ BACKUP_S3_PREFIX: 'prod' }, 'BACKUP_S3_PREFIX is set but BACKUP_S3_BUCKET is not'],
    [{ BACKUP_S3_BUCKET: 'Backups!' }, 'BACKUP_S3_BUCKET must be an S3 bucket name'],
    [{ BACKUP_PG_DATA: '/d/pg' }, 'BACKUP_WAL_SPOOL is required when BACKUP_PG_DATA is set'],
    [{ BACKUP_WAL_SPOOL: '/d/spool' }, 'BACKUP_PG_DATA is required when BACKUP_WAL_SPOOL is set'],
    [{ BACKUP_SCHEDULE: 'daily' }, 'BACKUP_SCHEDULE must be a cron line'],
    [{ BACKUP_KEEP_DAILY: '0' }, 'BACKUP_KEEP_DAILY must be between 1 and 366'],
  ])('refuses %o, naming the variable', (env, message) => {
    expect(() => readBackupConfig(env)).toThrow(message);
  });
});
