import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { open, readdir, readlink, lstat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { Client } from 'pg';
import { pack, type Pack } from 'tar-stream';
import type { BackupTarget } from './backup-target';
import { ifGone } from './gone';
import { dataDirEntry } from './data-dir-files';
import {
  BACKUP_LABEL,
  backupId,
  baseKey,
  DATA_ARCHIVE,
  MANIFEST,
  type BackupFile,
  type BackupManifest,
} from './manifest';
import { PHOTOS } from './mirror-photos';

/** How far a base backup is: the data folder's bytes packed so far, of about `totalBytes`. */
export interface BaseBackupProgress {
  doneBytes: number;
  totalBytes: number;
}

/** A file or folder of the data folder to pack, found before packing starts (so progress knows the total). */
interface DataEntry {
  path: string;
  kind: 'file' | 'directory' | 'symlink';
  bytes: number;
  mode: number;
  mtime: Date;
}

/** Files are read in pieces of this size: a table's segment is up to 1 GB. */
const CHUNK = 1 << 20;

/**
 * A base backup with PostgreSQL's low-level API, on one connection (the backup is that session's): pg_backup_start
 * (a fast checkpoint), a gzipped tar of the data folder with the documented exclusions, then pg_backup_stop, which
 * waits until the WAL the backup needs is archived (into the spool: shipping it is shipWal's) and returns the
 * backup_label. Files change while they are read; replaying the WAL from the start location repairs that, which is
 * why a backup is only usable with its WAL. The manifest is written last.
 */
export async function takeBaseBackup({
  target,
  databaseUrl,
  dataDir,
  onProgress,
}: {
  target: BackupTarget;
  databaseUrl: string;
  dataDir: string;
  onProgress?: (progress: BaseBackupProgress) => void;
}): Promise<BackupManifest> {
  const started = new Date();
  const id = backupId(started);
  const label = `champions ${id}`;
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: version } = await client.query<{ server_version: string }>('SHOW server_version');
    await client.query('SELECT pg_backup_start($1, true)', [label]);
    const entries = await dataEntries(dataDir);
    const totalBytes = entries.reduce((sum, e) => sum + e.bytes, 0);
    let doneBytes = 0;
    const packed = pack();
    const archive = checksummed(DATA_ARCHIVE);
    const stored = pipeline(Readable.from(packed), createGzip(), archive.stream, (source) =>
      target.put(baseKey(id, DATA_ARCHIVE), Readable.from(source)),
    );
    const packing = (async () => {
      for (const entry of entries) {
        doneBytes += await addEntry(packed, dataDir, entry);
        onProgress?.({ doneBytes, totalBytes });
      }
      packed.finalize();
    })().catch((err: unknown) => {
      // The upload fails with it rather than wait for the rest of a tar that never comes.
      packed.destroy(err as Error);
      throw err;
    });
    await Promise.all([packing, stored]);

    const { rows } = await client.query<{ lsn: string; labelfile: string; stop_wal: string }>(
      'SELECT lsn::text, labelfile, pg_walfile_name(lsn) AS stop_wal FROM pg_backup_stop(true)',
    );
    const { lsn: stopLsn, labelfile, stop_wal: stopWal } = rows[0];
    const labelBytes = Buffer.from(labelfile);
    await target.put(baseKey(id, BACKUP_LABEL), labelBytes);
    const start = /START WAL LOCATION: (\S+) \(file (\w+)\)/.exec(labelfile);
    const timeline = /START TIMELINE: (\d+)/.exec(labelfile);
    if (!start || !timeline) throw new Error(`PostgreSQL's backup_label is not as expected: ${labelfile}`);
    const manifest: BackupManifest = {
      id,
      label,
      startedAt: started.toISOString(),
      finishedAt: new Date().toISOString(),
      startWal: start[2],
      stopWal,
      timeline: Number(timeline[1]),
      startLsn: start[1],
      stopLsn,
      postgresVersion: version[0].server_version.split(' ')[0],
      files: [archive.file(), fileOf(BACKUP_LABEL, labelBytes)],
      dataBytes: totalBytes,
      photos: (await target.list(PHOTOS)).length,
    };
    await target.put(baseKey(id, MANIFEST), Buffer.from(JSON.stringify(manifest, null, 2)));
    return manifest;
  } finally {
    // Ending the session ends a backup still under way (a failure above): PostgreSQL forgets it.
    await client.end().catch(() => undefined);
  }
}

/** Every entry of the data folder to pack, folders before their contents. */
async function dataEntries(dataDir: string): Promise<DataEntry[]> {
  const entries: DataEntry[] = [];
  const visit = async (relative: string) => {
    const names = await readdir(join(dataDir, relative)).catch(ifGone);
    for (const name of (names ?? []).sort()) {
      const path = relative ? `${relative}/${name}` : name;
      const info = await lstat(join(dataDir, path)).catch(ifGone);
      if (!info) continue; // a temporary file or a dropped table's, gone meanwhile
      const what = dataDirEntry(path, info.isDirectory());
      if (what === 'skip') continue;
      const kind = info.isDirectory() ? 'directory' : info.isSymbolicLink() ? 'symlink' : 'file';
      entries.push({ path, kind, bytes: kind === 'file' ? info.size : 0, mode: info.mode & 0o7777, mtime: info.mtime });
      if (kind === 'directory') await visit(path);
    }
  };
  await visit('');
  return entries;
}

/**
 * One entry into the tar: a file's first `bytes` bytes as listed (one that grew is cut there, one that shrank is
 * padded with zeros, one that went is left out: the WAL replay puts each right). Answers the bytes it packed.
 */
async function addEntry(packed: Pack, dataDir: string, entry: DataEntry): Promise<number> {
  const { path, kind, mode, mtime } = entry;
  if (kind === 'directory') return headerOnly(packed, { name: path, type: 'directory', mode, mtime });
  if (kind === 'symlink') {
    const linkname = await readlink(join(dataDir, path));
    return headerOnly(packed, { name: path, type: 'symlink', linkname, mode, mtime });
  }
  const file = await open(join(dataDir, path)).catch(ifGone);
  if (!file) return entry.bytes;
  try {
    let sink!: ReturnType<Pack['entry']>;
    const done = new Promise<void>((resolve, reject) => {
      sink = packed.entry({ name: path, size: entry.bytes, mode, mtime }, (err) => (err ? reject(err) : resolve()));
    });
    for (let at = 0; at < entry.bytes;) {
      const piece = Buffer.alloc(Math.min(CHUNK, entry.bytes - at));
      // Past the file's end the piece stays zeros, and the whole piece is written.
      await file.read(piece, 0, piece.length, at);
      at += piece.length;
      if (!sink.write(piece)) await once(sink as unknown as NodeJS.EventEmitter, 'drain');
    }
    sink.end(Buffer.alloc(0));
    await done;
    return entry.bytes;
  } finally {
    await file.close();
  }
}

/** A folder's or a link's entry: a header without contents. */
function headerOnly(packed: Pack, header: Parameters<Pack['entry']>[0]): Promise<number> {
  return new Promise((resolve, reject) =>
    packed.entry(header, Buffer.alloc(0), (err) => (err ? reject(err) : resolve(0))),
  );
}

/** A pass-through that counts and hashes what goes through it: the manifest's line for the file. */
function checksummed(name: string): { stream: Transform; file: () => BackupFile } {
  const hash = createHash('sha256');
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, file: () => ({ name, bytes, sha256: hash.digest('hex') }) };
}

function fileOf(name: string, bytes: Buffer): BackupFile {
  return { name, bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}
