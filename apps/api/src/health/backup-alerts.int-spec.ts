import type { INestApplicationContext } from '@nestjs/common';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { AdminModule } from '@app/admin';
import { BackupWorkerModule, clearBackupStatus, readBackupStatus, recordBackupOutcome } from '@app/backup';
import type { BackupStatus } from '@app/contracts';
import { JobQueue, recordWorkerSeen, redisOptions, WORKERS_SEEN_KEY } from '@app/queue';
import { SettingsService } from '@app/settings';
import { Inbox, loginAsAdmin, startTestApp, startTestWorker, TestApp, waitFor, type Agent } from '@app/testing';
import { HealthModule } from './health.module';
import { HEALTH_REPORT_TTL_MS } from './health.service';

/** A base backup finished an hour ago, with the one WAL segment it needs already shipped. */
const SHIPPED_SEGMENT = '000000010000000000000041';
/** What PostgreSQL archives into the spool once the target is unwritable: waiting to be shipped. */
const WAITING_SEGMENT = '000000010000000000000042';
const WORKER = 'backup-alerts-host-4242-b4c4e4';

/**
 * The owner learns of a failed archive (docs/product/admin.md#backups): a real worker ships a real spool to a folder
 * target on the suite's Redis, the api reads the status for its health and the admin dashboard, and the e-mails go
 * through the run's MailDev. The target is made unwritable by putting a file where its folder was (the suites may run
 * as root, whom permissions do not stop): every write into it fails, as on a disk gone read-only or unmounted.
 */
describe('a failed archive shows on health, on the dashboard and in one e-mail', () => {
  const inbox = Inbox.ofTestRun();
  let root: string;
  let target: string;
  let spool: string;
  let api: TestApp;
  let admin: Agent;
  let worker: INestApplicationContext;
  let redis: Redis;
  let owner: string;

  /** Runs the shipping job on its queue (after any scheduled run under way) and answers what it returned. */
  const ship = async () => {
    const job = await worker.get(JobQueue).add('backup.ship', {});
    await waitFor(() => job.isCompleted(), 15_000, 'the shipping job');
    return (await worker.get(JobQueue).queue('backup-ship').getJob(job.id!))?.returnvalue;
  };
  const health = async () => {
    await new Promise((resolve) => setTimeout(resolve, HEALTH_REPORT_TTL_MS));
    return (await request(api.server).get('/api/health').expect(200)).body;
  };
  const dashboard = async (): Promise<BackupStatus> => (await admin.get('/api/admin/backups').expect(200)).body;
  /** The owner's e-mail jobs queued so far: one per change of state, however often the shipping runs. */
  const ownerEmailJobs = async () =>
    (await worker.get(JobQueue).queue('email').getJobs()).filter((job) => job.name === 'backup.email-owner');

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'backup-alerts-'));
    target = join(root, 'target');
    spool = join(root, 'spool');
    const media = join(root, 'media');
    await Promise.all([mkdir(join(target, 'wal'), { recursive: true }), mkdir(spool), mkdir(media)]);
    await writeFile(join(target, 'wal', `${SHIPPED_SEGMENT}.gz`), 'shipped');
    const finishedAt = new Date(Date.now() - 3_600_000).toISOString();
    await writeManifest(target, 'base-an-hour-ago', finishedAt);

    redis = new Redis(redisOptions(process.env.REDIS_URL!));
    await clearBackupStatus(redis);
    api = await startTestApp({ imports: [HealthModule, AdminModule], env: { HEALTH_OUTBOX_LAG_SECONDS: '3600' } });
    admin = await loginAsAdmin(api.server);
    worker = await startTestWorker({
      imports: [BackupWorkerModule],
      overrides: {
        BACKUP_DIR: target,
        BACKUP_PG_DATA: join(root, 'pg'),
        BACKUP_WAL_SPOOL: spool,
        MEDIA_DIR: media,
        SMTP_URL: inbox.smtpUrl,
      },
    });
    owner = (await worker.get(SettingsService).current()).email;
    // At its start the worker reads what the target holds (a base backup exists, so it takes none).
    await waitFor(async () => (await readBackupStatus(redis)).lastBackupAt === finishedAt, 15_000, 'the first status');
  });

  afterAll(async () => {
    await worker?.close();
    const connection = redisOptions(process.env.REDIS_URL!);
    for (const name of ['backup-ship', 'backup-base']) {
      const queue = new Queue(name, { connection });
      await queue.obliterate({ force: true });
      await queue.close();
    }
    await clearBackupStatus(redis);
    await redis.hdel(WORKERS_SEEN_KEY, WORKER);
    redis.disconnect();
    await api?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('says failing on /api/health (still 200) and on the dashboard, and e-mails the owner once', async () => {
    await rename(target, `${target}.aside`);
    await writeFile(target, 'not a folder');
    await writeFile(join(spool, WAITING_SEGMENT), 'archived by PostgreSQL');

    expect(await ship()).toEqual({ failed: expect.stringContaining('ENOTDIR') });
    expect((await health()).backup).toEqual({
      state: 'failing',
      lastBackupAgeSeconds: expect.any(Number),
      archiveLagSeconds: expect.any(Number),
    });
    expect((await health()).status).toBe('degraded');
    const status = await dashboard();
    expect(status).toMatchObject({ state: 'failing', failure: { what: 'archive', since: expect.any(String) } });
    expect(status.failure?.message).toContain('ENOTDIR');

    const [mail] = await inbox.waitForMails({ to: owner, subject: 'Backups are failing' });
    const text = (await inbox.parse(mail)).text;
    expect(text).toContain('Archiving the database changes has failed since');
    expect(text).toContain('ENOTDIR');
    expect(text).toContain('docs/operations.md, "Backups and restore"');

    // Failing again is no news: the state stays, its beginning too, and no second e-mail is queued.
    expect(await ship()).toEqual({ failed: expect.any(String) });
    expect((await dashboard()).failure?.since).toBe(status.failure?.since);
    expect(await ownerEmailJobs()).toHaveLength(1);
    expect(await inbox.waitForMails({ to: owner, subject: 'Backups are failing' })).toHaveLength(1);
  }, 60_000);

  it('says ok again once the target takes writes, and e-mails the owner once that it recovered', async () => {
    await rm(target);
    await rename(`${target}.aside`, target);
    await recordWorkerSeen(redis, WORKER, { metricsPort: null });

    expect(await ship()).toEqual({ shipped: expect.any(Number), photos: 0 });
    expect(await readdir(spool)).toEqual([]);
    expect(await readdir(join(target, 'wal'))).toEqual([`${SHIPPED_SEGMENT}.gz`, `${WAITING_SEGMENT}.gz`]);
    expect(await health()).toMatchObject({
      status: 'ok',
      backup: { state: 'ok', lastBackupAgeSeconds: expect.any(Number), archiveLagSeconds: 0 },
    });
    expect(await dashboard()).toMatchObject({ state: 'ok', failure: null, archiveLagSeconds: 0 });

    const [mail] = await inbox.waitForMails({ to: owner, subject: 'Backups are working again' });
    expect((await inbox.parse(mail)).text).toContain('Archiving the database changes works again since');
    expect(await ship()).toEqual({ shipped: 0, photos: 0 });
    expect(await ownerEmailJobs()).toHaveLength(2);
    expect(await inbox.waitForMails({ to: owner, subject: 'Backups are working again' })).toHaveLength(1);
    expect(await inbox.waitForMails({ to: owner, subject: 'Backups are failing' })).toHaveLength(1);
  }, 60_000);

  it('ends a failed base backup once one taken by hand (npm run backup) is in the target', async () => {
    const failedAt = new Date();
    await recordBackupOutcome(redis, { work: 'backup', at: failedAt, facts: {}, failed: 'No space left on device' });
    await ship();
    expect(await dashboard()).toMatchObject({ state: 'failing', failure: { what: 'backup' } });

    const byHand = new Date(failedAt.getTime() + 1000).toISOString();
    await writeManifest(target, 'base-by-hand', byHand);
    await ship();
    expect(await dashboard()).toMatchObject({ state: 'ok', failure: null, lastBackupAt: byHand });
  }, 60_000);
});

/** A base backup's manifest as takeBaseBackup writes it (its data files are not read here). */
async function writeManifest(target: string, id: string, finishedAt: string): Promise<void> {
  const manifest = {
    id,
    label: `champions ${id}`,
    startedAt: finishedAt,
    finishedAt,
    startWal: SHIPPED_SEGMENT,
    stopWal: SHIPPED_SEGMENT,
    timeline: 1,
    startLsn: '0/41000028',
    stopLsn: '0/41000100',
    postgresVersion: '18.0',
    files: [],
    dataBytes: 0,
    photos: 0,
  };
  await mkdir(join(target, 'base', id), { recursive: true });
  await writeFile(join(target, 'base', id, 'manifest.json'), JSON.stringify(manifest));
}
