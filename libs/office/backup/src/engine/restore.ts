import { createHash } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { chown, mkdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGunzip, gunzip } from 'node:zlib';
import { extract } from 'tar-stream';
import { DataSource } from 'typeorm';
import { albumPhotoFiles } from '@app/albums';
import { sitePhotoFiles } from '@app/media';
import { readObject, type BackupTarget } from './backup-target';
import { readCatalog } from './catalog';
import { BACKUP_LABEL, backupId, baseKey, DATA_ARCHIVE, type BackupManifest } from './manifest';
import { PHOTOS, PHOTOS_REMOVED } from './mirror-photos';
import { shipWal, walKey } from './ship-wal';
import { neededForRestore } from './wal-names';

export type RestoreProgress =
  | { stage: 'unpack'; doneBytes: number; totalBytes: number }
  | { stage: 'wal'; fetched: number; total: number }
  | { stage: 'recover'; replayed: number }
  | { stage: 'photos'; copied: number; total: number }
  | { stage: 'note'; message: string };

/** A PostgreSQL started on the restored data folder for its recovery, with `settings` for that run only. */
interface RecoveryServer {
  url(database: string): string;
  stop(): Promise<void>;
}

export interface RestoreOptions {
  target: BackupTarget;
  /** The time to restore to, or the end of the archive. */
  to: Date | 'latest';
  /** PostgreSQL's data folder (replaced) and its WAL spool (shipped first, so `latest` includes what waited there). */
  dataDir: string;
  walSpool: string;
  /** The photo folder (replaced by the photos the restored rows point to); undefined when photos are in S3. */
  mediaDir?: string;
  /** The database whose rows name the photos. */
  database: string;
  /** As root, the postgres user, who must own what PostgreSQL reads; undefined: we run as that user. */
  owner?: { uid: number; gid: number };
  /**
   * Starts PostgreSQL on `dataDir` with `settings` added for that run and resolves once it accepts connections
   * (recovery ended and the server was promoted), or rejects with its last words; `watch` gets its log lines.
   */
  startServer(settings: Record<string, string>, watch: (line: string) => void): Promise<RecoveryServer>;
  onProgress?: (progress: RestoreProgress) => void;
  now?: Date;
}

export interface RestoreResult {
  backup: BackupManifest;
  /** Where the replaced data folder and photo folder were moved. */
  replaced: string[];
  photos: { restored: number; missing: string[] };
}

/** A restore asked for a time the backups cannot reach. */
export class OutsideRestorableRange extends Error {
  constructor(
    readonly to: Date,
    readonly from: Date | undefined,
    readonly until: Date | undefined,
  ) {
    super(
      from && until
        ? `the backups reach from ${from.toISOString()} to ${until.toISOString()}, not ${to.toISOString()}`
        : 'the backups hold no base backup with its WAL: nothing can be restored',
    );
  }
}

/** What PostgreSQL says when the WAL ends before a commit after the target time: every change is then before it. */
const TARGET_NOT_REACHED = 'recovery ended before configured recovery target was reached';

/**
 * Point-in-time recovery from the target into `dataDir`: the newest base backup finished before the time, its
 * backup_label, the WAL from its start on (fetched and unpacked into a folder beside the data folder, which
 * `restore_command` copies from), recovery to the time (`recovery_target_time`, then promoted to a new timeline), and
 * the photos the restored rows point to. The replaced data folder and photo folder are moved aside, never deleted.
 * The recovery settings are given to that one start of the server only: nothing is left in its configuration.
 */
export async function restore(options: RestoreOptions): Promise<RestoreResult> {
  const { target, to, dataDir, walSpool, mediaDir, onProgress } = options;
  const note = (message: string) => onProgress?.({ stage: 'note', message });
  if (existsSync(walSpool)) {
    const { shipped } = await shipWal({ target, walSpool });
    if (shipped.length) note(`shipped ${shipped.length} WAL file(s) still waiting in the spool`);
  }
  const catalog = await readCatalog(target);
  const { restorableFrom: from, restorableUntil: until } = catalog;
  const at = to === 'latest' ? until : to;
  if (!from || !until || !at || at < from || at > until)
    throw new OutsideRestorableRange(at ?? new Date(), from, until);
  const backup = [...catalog.backups].reverse().find((b) => new Date(b.finishedAt) <= at)!;
  note(`base backup ${backup.id} (finished ${backup.finishedAt})`);

  const stamp = backupId(options.now ?? new Date());
  const replaced: string[] = [];
  for (const folder of [dataDir, mediaDir]) {
    if (!folder || !existsSync(folder)) continue;
    await rename(folder, `${folder}.replaced-${stamp}`);
    replaced.push(`${folder}.replaced-${stamp}`);
  }
  try {
    return await recover(options, backup, replaced);
  } catch (err) {
    // The data folder is then half restored: say where what it replaced is.
    const kept = replaced.length ? ` (the replaced data is kept in ${replaced.join(' and ')})` : '';
    throw Object.assign(new Error(`${err instanceof Error ? err.message : String(err)}${kept}`), { cause: err });
  }
}

/** The base backup unpacked into the emptied `dataDir`, recovered with the WAL, and the photos. */
async function recover(options: RestoreOptions, backup: BackupManifest, replaced: string[]): Promise<RestoreResult> {
  const { target, to, dataDir, mediaDir, owner, onProgress } = options;
  const note = (message: string) => onProgress?.({ stage: 'note', message });
  await ownedFolder(dataDir, owner);
  await unpack(target, backup, dataDir, owner, onProgress);
  await ownedFile(join(dataDir, BACKUP_LABEL), await readObject(target, baseKey(backup.id, BACKUP_LABEL)), owner);
  await ownedFile(join(dataDir, 'recovery.signal'), Buffer.alloc(0), owner);

  const walDir = `${dataDir}.restore-wal`;
  try {
    await rm(walDir, { recursive: true, force: true });
    await ownedFolder(walDir, owner);
    await fetchWal(target, backup.startWal, walDir, owner, onProgress);
    const settings: Record<string, string> = {
      restore_command: `cp "${walDir}/%f" "%p"`,
      recovery_target_action: 'promote',
    };
    let replayed = 0;
    let targetNotReached = false;
    const watch = (lines: string) => {
      targetNotReached ||= lines.includes(TARGET_NOT_REACHED);
      const restored = lines.match(/restored log file/g)?.length ?? 0;
      if (restored) onProgress?.({ stage: 'recover', replayed: (replayed += restored) });
      // Where the replay stopped: "recovery stopping before commit of transaction 812, time 2026-12-01 14:05:02".
      const stop = /recovery stopping [^\n]*/.exec(lines);
      if (stop) note(stop[0]);
    };
    let server: RecoveryServer;
    try {
      server = await options.startServer(
        to === 'latest' ? settings : { ...settings, recovery_target_time: postgresTime(to) },
        watch,
      );
    } catch (err) {
      // Said in the server's log: its exit's last line is only that it shut down.
      if (to === 'latest' || !targetNotReached) throw err;
      // Nothing was committed after the time in the archive: its end is the state at that time.
      note('no change after that time in the backups: recovering to their end');
      server = await options.startServer(settings, watch);
    }
    try {
      const photos = mediaDir
        ? await restorePhotos(target, server.url(options.database), mediaDir, onProgress)
        : undefined;
      return { backup, replaced, photos: photos ?? { restored: 0, missing: [] } };
    } finally {
      await server.stop();
    }
  } finally {
    await rm(walDir, { recursive: true, force: true });
  }
}

/** The base backup's tar into `dataDir`, its checksum checked against the manifest's. */
async function unpack(
  target: BackupTarget,
  backup: BackupManifest,
  dataDir: string,
  owner: RestoreOptions['owner'],
  onProgress: RestoreOptions['onProgress'],
): Promise<void> {
  const expected = backup.files.find((f) => f.name === DATA_ARCHIVE)!;
  const hash = createHash('sha256');
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  let doneBytes = 0;
  const entries = extract();
  const writing = (async () => {
    for await (const entry of entries) {
      const { name, type, mode, linkname, size } = entry.header;
      const path = join(dataDir, name);
      if (type === 'directory') {
        await ownedFolder(path, owner, mode);
      } else if (type === 'symlink') {
        await symlink(linkname, path);
      } else {
        await mkdir(dirname(path), { recursive: true });
        await pipeline(entry as unknown as Readable, createWriteStream(path, { mode: mode & 0o777 }));
        if (owner) await chown(path, owner.uid, owner.gid);
        doneBytes += size;
        onProgress?.({ stage: 'unpack', doneBytes, totalBytes: backup.dataBytes });
        continue;
      }
      entry.resume();
    }
  })();
  await Promise.all([
    pipeline(
      await target.get(baseKey(backup.id, DATA_ARCHIVE)),
      hashing,
      createGunzip(),
      entries as unknown as Writable,
    ),
    writing,
  ]);
  if (hash.digest('hex') !== expected.sha256) {
    throw new Error(`base backup ${backup.id} is damaged: ${DATA_ARCHIVE} does not match its manifest's checksum`);
  }
}

/** The archived WAL a recovery from `startWal` needs, unpacked into `walDir` for restore_command to copy. */
async function fetchWal(
  target: BackupTarget,
  startWal: string,
  walDir: string,
  owner: RestoreOptions['owner'],
  onProgress: RestoreOptions['onProgress'],
): Promise<void> {
  const names = (await target.list('wal/'))
    .map((o) => o.key.slice('wal/'.length).replace(/\.gz$/, ''))
    .filter((name) => neededForRestore(name, startWal));
  let fetched = 0;
  const queue = [...names];
  // A few at once: from a bucket each file is a request's round trip, and a day can hold a thousand segments.
  const fetcher = async () => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      await ownedFile(join(walDir, name), await gunzipped(await readObject(target, walKey(name))), owner);
      onProgress?.({ stage: 'wal', fetched: ++fetched, total: names.length });
    }
  };
  await Promise.all(Array.from({ length: WAL_FETCHES_AT_ONCE }, fetcher));
}

/** WAL files fetched at once (16 MB each unpacked, so a few). */
const WAL_FETCHES_AT_ONCE = 4;

/**
 * The photos the restored database's rows point to, from the target's mirror (or, for one removed since, from where
 * removed photos are kept), into a new photo folder. Answers the ones found nowhere.
 */
async function restorePhotos(
  target: BackupTarget,
  databaseUrl: string,
  mediaDir: string,
  onProgress: RestoreOptions['onProgress'],
): Promise<RestoreResult['photos']> {
  const db = new DataSource({ type: 'postgres', url: databaseUrl });
  await db.initialize();
  const files = await (async () => {
    try {
      return [...new Set([...(await sitePhotoFiles(db)), ...(await albumPhotoFiles(db))])];
    } finally {
      await db.destroy();
    }
  })();
  const mirrored = new Set((await target.list(PHOTOS)).map((o) => o.key));
  // A photo removed more than once is taken from its latest removal (the same bytes: a name is its content's hash).
  const removed = new Map((await target.list(PHOTOS_REMOVED)).map((o) => [o.key.split('/').slice(2).join('/'), o.key]));
  await mkdir(mediaDir, { recursive: true });
  const missing: string[] = [];
  let copied = 0;
  for (const file of files) {
    const key = mirrored.has(`${PHOTOS}${file}`) ? `${PHOTOS}${file}` : removed.get(file);
    if (!key) {
      missing.push(file);
      continue;
    }
    await mkdir(dirname(join(mediaDir, file)), { recursive: true });
    await writeFile(join(mediaDir, file), await readObject(target, key));
    copied++;
    onProgress?.({ stage: 'photos', copied, total: files.length });
  }
  return { restored: copied, missing };
}

/** A folder PostgreSQL may use: the postgres user's when we are root, closed to others (it refuses otherwise). */
async function ownedFolder(path: string, owner: RestoreOptions['owner'], mode = 0o700): Promise<void> {
  await mkdir(path, { recursive: true, mode: mode & 0o700 });
  if (owner) await chown(path, owner.uid, owner.gid);
}

async function ownedFile(path: string, bytes: Buffer, owner: RestoreOptions['owner']): Promise<void> {
  await writeFile(path, bytes, { mode: 0o600 });
  if (owner) await chown(path, owner.uid, owner.gid);
}

const gunzipped = promisify(gunzip);

/** `2026-12-01 14:05:00.000+00`: the form recovery_target_time reads (it refuses ISO's `T` and `Z`). */
const postgresTime = (at: Date) => `${at.toISOString().replace('T', ' ').replace('Z', '')}+00`;
