import { mirrorPhotos, openBackupTarget, pruneBackups, shipWal, takeBaseBackup, type BackupTarget } from '@app/backup';
import {
  embeddedPostgresUrl,
  postmasterRunning,
  say,
  since,
  startEmbeddedPostgres,
  warn,
  type EmbeddedPostgresServer,
} from '@app/devstack';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { findBackupStack, sizeWords, throttled, type BackupStack } from './backup-stack';

/**
 * `npm run backup`: a base backup now, of `npm start`'s embedded PostgreSQL, through the running server (or one started
 * for the backup and stopped after), then the WAL waiting in the spool and the new photos shipped, and retention.
 */
async function main(): Promise<void> {
  const stack = await findBackupStack();
  const { config, pgDataDir } = stack;
  if (!config.backup.target) throw new Error('no backup target: set BACKUP_DIR or BACKUP_S3_BUCKET');
  if (!existsSync(join(pgDataDir, 'PG_VERSION'))) throw new Error(`no database in ${pgDataDir}: run npm start first`);
  const target = openBackupTarget(config.backup.target);
  const started = Date.now();
  let ownServer: EmbeddedPostgresServer | undefined;
  try {
    if (!(await postmasterRunning(pgDataDir))) {
      say(`starting the embedded PostgreSQL for the backup (data: ${pgDataDir})`);
      ownServer = await startEmbeddedPostgres(pgDataDir, stack.port, warn, { archive: true });
    }
    await backUp(stack, target);
    say(`done in ${since(started)}`);
  } finally {
    await ownServer?.stop();
    target.close();
  }
}

async function backUp({ config, port, pgDataDir, walSpool }: BackupStack, target: BackupTarget): Promise<void> {
  const databaseUrl = embeddedPostgresUrl(port, 'postgres');
  await refuseWithoutArchiving(databaseUrl);
  say(`base backup to ${target.description}`);
  const progress = throttled(say);
  const manifest = await takeBaseBackup({
    target,
    databaseUrl,
    dataDir: pgDataDir,
    onProgress: ({ doneBytes, totalBytes }) =>
      progress(`  ${sizeWords(doneBytes)} of ${sizeWords(totalBytes)}`, doneBytes === totalBytes),
  });
  const archive = manifest.files.find((f) => f.name === 'data.tar.gz')!;
  say(`base backup ${manifest.id}: ${sizeWords(manifest.dataBytes)} of data, ${sizeWords(archive.bytes)} stored`);
  const { shipped } = await shipWal({ target, walSpool });
  say(`shipped ${shipped.length} WAL file(s)`);
  if (config.media.kind === 'folder') {
    const { copied, removed } = await mirrorPhotos({ target, mediaDir: config.media.dir });
    say(`photos: ${copied} copied, ${removed} filed as removed`);
  }
  const { keepDaily, keepWeekly } = config.backup;
  const { deleted } = await pruneBackups({ target, keepDaily, keepWeekly });
  if (deleted.length) say(`retention: deleted ${deleted.length} older base backup(s): ${deleted.join(', ')}`);
}

/** A server started before archiving was set up (an older `npm start`) would give a backup no WAL to restore with. */
async function refuseWithoutArchiving(databaseUrl: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ archive_mode: string }>('SHOW archive_mode');
    if (rows[0].archive_mode === 'off') {
      throw new Error('the running PostgreSQL does not archive its WAL: restart npm start, then back up');
    }
  } finally {
    await client.end();
  }
}

main().catch((err: unknown) => {
  warn(`backup failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
