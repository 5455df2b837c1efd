import { randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import {
  type BackupTarget,
  mirrorPhotos,
  openBackupTarget,
  readCatalog,
  restore,
  shipWal,
  takeBaseBackup,
} from '@app/backup';
import { PHOTO_RULES } from '@app/contracts';
import { dataSourceOptions } from '@app/database';
import { embeddedPostgresUrl, freePort, postgresUser, say, startEmbeddedPostgres, startStack } from '@app/devstack';
import { seedBookings } from './seed-bookings';

/**
 * `npm run bench:backup`: what the backups cost (docs/operations.md, "Backups and restore"). On a throwaway embedded
 * PostgreSQL archiving as `npm start` runs it, with 10,000 bookings (BENCH_BOOKINGS) and 200 photos (BENCH_PHOTOS,
 * each the three WebP widths an upload makes, incompressible bytes of their sizes) in the folder store, backing up to
 * a folder target: the base backup's time and size, the WAL archived per 1,000 bookings (BENCH_WAL_ROUNDS rounds, each
 * its own segments, shipped gzipped), and a restore's time (`latest` into a scratch data folder: the base backup
 * unpacked, the WAL fetched and replayed by PostgreSQL until it opens, the photos its rows name copied back). Prints
 * figures; no target, never fails on a number (exit 1 only when it could not run).
 */
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 10_000);
const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 200);
const WAL_ROUNDS = Number(process.env.BENCH_WAL_ROUNDS ?? 3);
/** A photo's variants (PHOTO_RULES.widths) and their bytes as WebP at quality 80, typical of a phone's photo. */
const VARIANT_WIDTHS = PHOTO_RULES.widths;
const VARIANT_BYTES = [45_000, 140_000, 360_000];

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const since = (started: number) => performance.now() - started;

async function main(): Promise<void> {
  // Under /var/tmp: as root, the postgres user runs the server and must reach its folders.
  const root = await mkdtemp('/var/tmp/champions-bench-backup-');
  try {
    await chmod(root, 0o755);
    await measure(root);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

/** The stack, its data and photos, the backup, the WAL rounds and the restore, in `root` (the target, the copies). */
async function measure(root: string): Promise<void> {
  const stack = await startStack({
    buildDir: join(__dirname, '..'),
    postgres: { embedded: {} },
    archiveWal: true,
    database: 'bench',
    prepare: true,
    prepareOutput: 'hide',
    // Migrations and the seed read the settings but never reach Redis: nothing here runs a job.
    env: { ...process.env, REDIS_URL: 'redis://placeholder' },
  });
  const db = new DataSource(dataSourceOptions(stack.databaseUrl));
  try {
    await db.initialize();
    const { BACKUP_PG_DATA: dataDir, BACKUP_WAL_SPOOL: walSpool } = stack.env;
    if (!dataDir || !walSpool) throw new Error('the stack runs PostgreSQL without archiving (no BACKUP_PG_DATA)');
    const target = openBackupTarget({ kind: 'folder', dir: join(root, 'backups') });
    const mediaDir = join(root, 'media');

    let started = performance.now();
    await seedBookings(db, BOOKINGS);
    const photoBytes = await writePhotos(db, mediaDir, PHOTOS);
    say(`seeded ${BOOKINGS} bookings and ${PHOTOS} photos (${mb(photoBytes)}) in ${seconds(since(started))}`);
    // What piled up while seeding is shipped first, so the base backup's time is its own.
    started = performance.now();
    await archiveNow(db);
    const shippedBefore = await shipWal({ target, walSpool });
    const photos = await mirrorPhotos({ target, mediaDir });
    say(
      `shipped the seeding's WAL (${shippedBefore.shipped.length} files) and copied ${photos.copied} photo files in ` +
        `${seconds(since(started))}`,
    );

    started = performance.now();
    const manifest = await takeBaseBackup({ target, databaseUrl: stack.databaseUrl, dataDir });
    const stored = manifest.files.reduce((sum, file) => sum + file.bytes, 0);
    say(
      `base backup: ${seconds(since(started))}, ${mb(stored)} stored (${mb(manifest.dataBytes)} of data folder, ` +
        `gzip) for ${BOOKINGS} bookings; the photos beside it: ${mb(await bytesUnder(target, 'photos/'))}`,
    );

    for (let round = 1; round <= WAL_ROUNDS; round++) {
      await archiveNow(db);
      await shipWal({ target, walSpool });
      const before = await walBytes(target);
      const [{ lsn: from }] = await db.query(`SELECT pg_current_wal_lsn() AS lsn`);
      await seedBookings(db, 1000);
      const [{ written }] = await db.query(`SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), $1) AS written`, [from]);
      await archiveNow(db);
      const { shipped } = await shipWal({ target, walSpool });
      say(
        `WAL per 1,000 bookings, round ${round}: ${mb(Number(written))} written, ${shipped.length} files shipped, ` +
          `${mb((await walBytes(target)) - before)} stored (gzip)`,
      );
    }

    const catalog = await readCatalog(target);
    say(`a restore reaches ${catalog.restorableFrom?.toISOString()} to ${catalog.restorableUntil?.toISOString()}`);
    const scratch = join(root, 'restored');
    const port = await freePort();
    // The restore's steps, each timed to the next: unpacking, fetching the WAL, PostgreSQL's replay, the photos.
    const marks: [string, number][] = [['start', performance.now()]];
    const mark = (step: string) => marks.some(([done]) => done === step) || marks.push([step, performance.now()]);
    const restored = await restore({
      target,
      to: 'latest',
      dataDir: join(scratch, 'pg'),
      walSpool: join(scratch, 'pg.wal-spool'),
      mediaDir: join(scratch, 'media'),
      database: 'bench',
      owner: await postgresUser(),
      startServer: async (settings, watch) => {
        mark('unpack the base backup');
        mark('fetch the WAL');
        const server = await startEmbeddedPostgres(join(scratch, 'pg'), port, () => {}, { settings, watch });
        mark('replay it');
        return server;
      },
      onProgress: (progress) => progress.stage === 'wal' && mark('unpack the base backup'),
    });
    mark('copy the photos back');
    const steps = marks.slice(1).map(([step, at], i) => `${step} ${seconds(at - marks[i][1])}`);
    const check = new DataSource(dataSourceOptions(embeddedPostgresUrl(port, 'bench')));
    const recovered = await startEmbeddedPostgres(join(scratch, 'pg'), port, () => {});
    try {
      await check.initialize();
      const [{ count }] = await check.query(`SELECT count(*)::int AS count FROM bookings`);
      const expected = BOOKINGS + WAL_ROUNDS * 1000;
      const files = PHOTOS * VARIANT_BYTES.length;
      say(
        `restore (latest): ${seconds(marks.at(-1)![1] - marks[0][1])} (${steps.join(', ')}); ${count} of ` +
          `${expected} bookings and ${restored.photos.restored} of ${files} photo files back` +
          (count === expected && restored.photos.restored === files ? '' : ' (NOT all)'),
      );
    } finally {
      await check.destroy().catch(() => undefined);
      await recovered.stop();
    }
  } finally {
    await db.destroy().catch(() => undefined);
    await stack.stop();
  }
}

/**
 * `count` gallery photos: each its three variants in the folder store under content-like names, and its row naming
 * them (what a restore reads to know which photos to bring back). Returns the files' bytes.
 */
async function writePhotos(db: DataSource, mediaDir: string, count: number): Promise<number> {
  await mkdir(mediaDir, { recursive: true });
  for (let i = 0; i < count; i++) {
    const variants = [];
    for (const [n, bytes] of VARIANT_BYTES.entries()) {
      const file = `${randomBytes(16).toString('hex')}.webp`;
      await writeFile(join(mediaDir, file), randomBytes(bytes));
      variants.push({ file, width: VARIANT_WIDTHS[n] });
    }
    await db.query(
      `INSERT INTO photos (kind, category, alt, width, height, variants) VALUES ('gallery', 'action', $1, 1600, 1200, $2)`,
      [`Bench photo ${i + 1}`, JSON.stringify(variants)],
    );
  }
  return count * VARIANT_BYTES.reduce((sum, bytes) => sum + bytes, 0);
}

/**
 * Closes the current WAL segment and waits until PostgreSQL's archiver has put it into the spool. pg_switch_wal()
 * returns the segment boundary, which pg_walfile_name() names as the segment just closed (or, with nothing written
 * since the last switch, one already archived).
 */
async function archiveNow(db: DataSource): Promise<void> {
  const [{ segment }] = await db.query(`SELECT pg_walfile_name(pg_switch_wal()) AS segment`);
  const archived = async () =>
    ((await db.query(`SELECT last_archived_wal FROM pg_stat_archiver`))[0].last_archived_wal ?? '') as string;
  while ((await archived()) < segment) await pause();
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 100));

const bytesUnder = async (target: BackupTarget, prefix: string) =>
  (await target.list(prefix)).reduce((sum, entry) => sum + entry.bytes, 0);
const walBytes = (target: BackupTarget) => bytesUnder(target, 'wal/');

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
