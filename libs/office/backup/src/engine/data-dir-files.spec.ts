import { dataDirEntry } from './data-dir-files';

describe('dataDirEntry: what a base backup takes of the data folder', () => {
  it.each([
    ['base/5/16384', false, 'keep'],
    ['global/pg_control', false, 'keep'],
    ['postgresql.auto.conf', false, 'keep'],
    ['pg_wal', true, 'empty'],
    ['pg_wal/archive_status', true, 'empty'],
    ['pg_wal/summaries', true, 'empty'],
    ['pg_wal/000000010000000000000003', false, 'skip'],
    ['pg_wal/archive_status/000000010000000000000003.done', false, 'skip'],
    ['pg_replslot', true, 'empty'],
    ['pg_subtrans/0000', false, 'skip'],
    ['pg_stat_tmp/global.stat', false, 'skip'],
    ['postmaster.pid', false, 'skip'],
    ['postmaster.opts', false, 'skip'],
    ['backup_label', false, 'skip'],
    ['tablespace_map', false, 'skip'],
    ['recovery.signal', false, 'skip'],
    ['standby.signal', false, 'skip'],
    ['base/5/pgsql_tmp', true, 'skip'],
    ['base/5/pg_internal.init', false, 'skip'],
  ] as const)('%s (a folder: %s): %s', (path, isDirectory, what) => {
    expect(dataDirEntry(path, isDirectory)).toBe(what);
  });
});
