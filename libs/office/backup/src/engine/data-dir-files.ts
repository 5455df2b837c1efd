/**
 * What a base backup leaves out of PostgreSQL's data folder, as its documentation lists for the low-level API
 * ("Backing Up the Data Directory"): these folders' contents (each folder itself is kept, empty, since the server
 * expects it), files that describe the running server rather than the data, and temporary files anywhere.
 */
const EMPTIED = [
  'pg_wal',
  'pg_replslot',
  'pg_stat_tmp',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_subtrans',
];
const LEFT_OUT = ['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map', 'backup_label.old'];

/**
 * What becomes of `path` (relative to the data folder, with `/`) in a base backup: `keep` it, keep the folder but
 * `empty`, or `skip` it. pg_wal's own sub-folders (archive_status, summaries) are kept empty like it: the server
 * recreates their contents.
 */
export function dataDirEntry(path: string, isDirectory: boolean): 'keep' | 'empty' | 'skip' {
  const parts = path.split('/');
  const name = parts[parts.length - 1];
  if (name.startsWith('pgsql_tmp') || name === 'pg_internal.init') return 'skip';
  if (parts.length === 1) {
    if (LEFT_OUT.includes(name) || name.endsWith('.signal')) return isDirectory ? 'keep' : 'skip';
    if (EMPTIED.includes(name)) return isDirectory ? 'empty' : 'skip';
    return 'keep';
  }
  if (EMPTIED.includes(parts[0])) return isDirectory && parts[0] === 'pg_wal' && parts.length === 2 ? 'empty' : 'skip';
  return 'keep';
}
