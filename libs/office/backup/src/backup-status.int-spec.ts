import Redis from 'ioredis';
import { BACKUPS_OFF } from '@app/contracts';
import { type BackupOutcome, clearBackupStatus, readBackupStatus, recordBackupOutcome } from './backup-status';
import { redisOptions } from '@app/queue';

const T1 = new Date('2026-11-29T09:00:00Z');
const T2 = new Date('2026-11-29T10:00:00Z');
const T3 = new Date('2026-11-29T11:00:00Z');

/**
 * The status and the owner's alerts as Redis keeps them, on the suite's Redis: each kind of work fails and recovers
 * on its own, the owner is told once when the state turns failing and once when no failure is left.
 */
describe('the backups status in Redis', () => {
  let redis: Redis;
  const record = (outcome: Omit<BackupOutcome, 'facts'> & Partial<Pick<BackupOutcome, 'facts'>>) =>
    recordBackupOutcome(redis, { facts: {}, ...outcome });

  beforeAll(() => {
    redis = new Redis(redisOptions(process.env.REDIS_URL!));
  });
  beforeEach(() => clearBackupStatus(redis));
  afterAll(async () => {
    await clearBackupStatus(redis);
    redis.disconnect();
  });

  it('is off until a worker records, then keeps the facts each outcome brings', async () => {
    expect(await readBackupStatus(redis)).toEqual(BACKUPS_OFF);
    const lastBackupAt = new Date().toISOString();
    await record({ at: T1, facts: { lastBackupAt, restorableFrom: lastBackupAt } });
    await record({ work: 'archive', at: T2, facts: { archiveLagSeconds: 3 } });
    expect(await readBackupStatus(redis)).toEqual({
      state: 'ok',
      lastBackupAt,
      restorableFrom: lastBackupAt,
      restorableUntil: null,
      archiveLagSeconds: 3,
      failure: null,
      checkedAt: T2.toISOString(),
    });
  });

  it('alerts once when failing begins, keeps when it began, and once more when every kind of work recovered', async () => {
    const archive = { what: 'archive', message: 'EACCES', since: T1.toISOString() };
    expect(await record({ work: 'archive', at: T1, failed: 'EACCES' })).toEqual({ alert: 'failing', failure: archive });
    expect(await record({ work: 'archive', at: T2, failed: 'ENOSPC' })).toBeNull();
    expect((await readBackupStatus(redis)).failure).toEqual({ ...archive, message: 'ENOSPC' });

    // A base backup failing meanwhile is no news; the archive shipping again leaves it failing.
    expect(await record({ work: 'backup', at: T2, failed: 'could not connect' })).toBeNull();
    expect(await record({ work: 'archive', at: T3 })).toBeNull();
    expect(await readBackupStatus(redis)).toMatchObject({
      state: 'failing',
      failure: { what: 'backup', message: 'could not connect', since: T2.toISOString() },
    });
    expect(await record({ at: T3, facts: { archiveLagSeconds: 0 } })).toBeNull();
    expect((await readBackupStatus(redis)).state).toBe('failing');

    expect(await record({ work: 'backup', at: T3 })).toEqual({ alert: 'recovered', failure: archive });
    expect((await readBackupStatus(redis)).failure).toBeNull();
    expect(await record({ work: 'backup', at: T3 })).toBeNull();
  });

  it('alerts once however many workers record the same failure at once', async () => {
    const alerts = await Promise.all(
      Array.from({ length: 20 }, () => record({ work: 'archive', at: T1, failed: 'EACCES' })),
    );
    expect(alerts.filter(Boolean)).toHaveLength(1);
  });
});
