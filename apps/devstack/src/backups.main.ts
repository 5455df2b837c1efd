import { openBackupTarget, readCatalog } from '@app/backup';
import { say, warn } from '@app/devstack';
import { findBackupStack, sizeWords, wallClock } from './backup-stack';

/** `npm run backups`: each base backup (its time and size), the shipped WAL, and the range a restore can reach. */
async function main(): Promise<void> {
  const { config } = await findBackupStack();
  if (!config.backup.target) throw new Error('no backup target: set BACKUP_DIR or BACKUP_S3_BUCKET');
  const target = openBackupTarget(config.backup.target);
  try {
    const catalog = await readCatalog(target);
    const zone = config.business.timeZone;
    const time = (at: Date | string) => wallClock(new Date(at), zone);
    say(`backups in ${target.description} (times in ${zone})`);
    if (!catalog.backups.length) say('  no base backup yet: npm run backup takes one');
    for (const b of catalog.backups) {
      const stored = b.files.reduce((sum, f) => sum + f.bytes, 0);
      say(`  ${b.id}  ${time(b.finishedAt)}  ${sizeWords(b.dataBytes)} of data, ${sizeWords(stored)} stored`);
    }
    say(
      catalog.walFiles
        ? `WAL: ${catalog.walFiles} file(s), ${sizeWords(catalog.walBytes)}, shipped ${time(catalog.walFrom!)} to ${time(catalog.walUntil!)}`
        : 'WAL: none shipped yet',
    );
    const { restorableFrom: from, restorableUntil: until } = catalog;
    say(
      from && until ? `a restore reaches any time from ${time(from)} to ${time(until)}` : 'nothing can be restored yet',
    );
  } finally {
    target.close();
  }
}

main().catch((err: unknown) => {
  warn(`backups: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
