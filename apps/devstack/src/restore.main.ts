import { createInterface } from 'node:readline/promises';
import {
  openBackupTarget,
  OutsideRestorableRange,
  parseRestoreTime,
  readCatalog,
  restore,
  type RestoreProgress,
} from '@app/backup';
import { postgresUser, postmasterRunning, say, since, startEmbeddedPostgres, warn } from '@app/devstack';
import { findBackupStack, sizeWords, STACK_DATABASE, throttled, wallClock } from './backup-stack';

const USAGE = 'usage: npm run restore -- --to "YYYY-MM-DD HH:MM" | --latest [--yes]';

/**
 * `npm run restore -- --to "2026-12-01 14:05"` (the business's clock; or an ISO time with its offset) or `--latest`:
 * `npm start`'s embedded PostgreSQL and photo folder brought back to that time from the backups, after a
 * confirmation (`--yes` skips it). The replaced folders are moved aside, never deleted (docs/operations.md).
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const at = args.indexOf('--to');
  const latest = args.includes('--latest');
  if ((at === -1) === !latest || (at !== -1 && !args[at + 1])) throw new Error(USAGE);
  const stack = await findBackupStack();
  const { config, pgDataDir, walSpool } = stack;
  const zone = config.business.timeZone;
  const to = latest ? 'latest' : parseRestoreTime(args[at + 1], zone);
  if (!config.backup.target) throw new Error('no backup target: set BACKUP_DIR or BACKUP_S3_BUCKET');
  if (await postmasterRunning(pgDataDir)) {
    throw new Error(`PostgreSQL is running on ${pgDataDir}: stop npm start first, then restore`);
  }
  const mediaDir = config.media.kind === 'folder' ? config.media.dir : undefined;
  const target = openBackupTarget(config.backup.target);
  const started = Date.now();
  try {
    // Refused before asking: a time before the backups begin (the WAL still in the spool may only extend their end).
    const { restorableFrom: from, restorableUntil: until } = await readCatalog(target);
    if (!from || (to !== 'latest' && to < from))
      throw new OutsideRestorableRange(to === 'latest' ? new Date() : to, from, until);
    const what = to === 'latest' ? 'the latest state the backups hold' : `${wallClock(to, zone)} (${zone})`;
    say(`restore ${what} from ${target.description}`);
    say(`  replaces ${[pgDataDir, mediaDir].filter(Boolean).join(' and ')} (kept aside as <name>.replaced-<time>)`);
    if (!args.includes('--yes') && !(await confirmed())) throw new Error('not confirmed: nothing changed');
    const result = await restore({
      target,
      to,
      dataDir: pgDataDir,
      walSpool,
      mediaDir,
      database: STACK_DATABASE,
      owner: await postgresUser(),
      startServer: (settings, watch) => {
        say('recovering (PostgreSQL replays the WAL)');
        return startEmbeddedPostgres(pgDataDir, stack.port, warn, { archive: true, settings, watch });
      },
      onProgress: progressPrinter(),
    });
    say(`restored from base backup ${result.backup.id} in ${since(started)}`);
    for (const folder of result.replaced) say(`  the replaced data is kept in ${folder}`);
    if (result.photos.missing.length) {
      warn(
        `${result.photos.missing.length} photo(s) the data names are in no backup: ${result.photos.missing.join(', ')}`,
      );
    }
    say('start the stack with npm start; take a base backup soon (npm run backup): the data goes on from here');
  } catch (err) {
    if (err instanceof OutsideRestorableRange && err.from && err.until) {
      throw new Error(
        `the backups reach from ${wallClock(err.from, zone)} to ${wallClock(err.until, zone)} (${zone}), ` +
          `not ${wallClock(err.to, zone)}: nothing changed`,
      );
    }
    throw err;
  } finally {
    target.close();
  }
}

async function confirmed(): Promise<boolean> {
  if (!process.stdin.isTTY) throw new Error('not run from a terminal: add --yes to restore without asking');
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await prompt.question('» type yes to restore: ')).trim().toLowerCase() === 'yes';
  } finally {
    prompt.close();
  }
}

/** One line a second at most for each long step, and its last. */
function progressPrinter(): (progress: RestoreProgress) => void {
  const line = throttled(say);
  return (p) => {
    if (p.stage === 'note') return say(p.message);
    if (p.stage === 'unpack') {
      return line(`  unpacked ${sizeWords(p.doneBytes)} of ${sizeWords(p.totalBytes)}`, p.doneBytes >= p.totalBytes);
    }
    if (p.stage === 'wal') return line(`  fetched ${p.fetched} of ${p.total} WAL file(s)`, p.fetched === p.total);
    if (p.stage === 'recover') return line(`  replayed ${p.replayed} WAL file(s)`);
    line(`  photos: ${p.copied} of ${p.total} copied`, p.copied === p.total);
  };
}

main().catch((err: unknown) => {
  warn(`restore failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
