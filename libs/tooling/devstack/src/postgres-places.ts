import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, chown, cp, lstat, mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { canReach, postgresUser, type UserIds } from './postgres-user';

/**
 * Where PostgreSQL's files go when the `postgres` user cannot reach the checkout (a clone in root's 0700 home or a
 * `mktemp -d`): a folder that survives reboots, unlike /tmp, and that every user may enter (docs/running.md).
 */
export const REACHABLE_ROOT = '/var/tmp';

/**
 * The data dir to run PostgreSQL on for `wanted` (`.data/pg`): `wanted` itself when the postgres user can reach it
 * (always, unless we are root), else `/var/tmp/champions-pg-<hash of wanted>`, the same one on every start of this
 * checkout. The user's own folders are never opened up. Data already in an unreachable `wanted` is not moved
 * silently: the error says how to keep it or start afresh.
 */
export async function postgresDataDir(wanted: string): Promise<string> {
  const parent = dirname(wanted);
  await mkdir(parent, { recursive: true });
  const ids = await postgresUser();
  if (!ids) return wanted;
  await letOthersEnter(parent);
  if (await canReach(parent, ids)) return wanted;
  const elsewhere = join(REACHABLE_ROOT, `champions-pg-${shortHash(wanted)}`);
  if (existsSync(join(wanted, 'PG_VERSION'))) {
    throw new Error(
      `the postgres user cannot reach PostgreSQL's data in ${wanted} (a folder above it is closed to other users): ` +
        `move it with \`mv ${wanted} ${elsewhere}\` to keep it, or delete it to start afresh`,
    );
  }
  return elsewhere;
}

/**
 * The PostgreSQL distribution (bin, lib, share) the postgres user can run: `installation` itself when it can reach
 * its programs, else a copy in `/var/tmp/champions-postgres-<version>` owned by root and closed to writes by others,
 * made once and shared by every checkout of that version (a copy is made aside and renamed, so none is half there).
 */
export async function reachableInstallation(installation: string, ids: UserIds | undefined): Promise<string> {
  if (await canReach(join(installation, 'bin', 'postgres'), ids)) return installation;
  const copy = join(REACHABLE_ROOT, `champions-postgres-${await versionOf(installation)}`);
  if (!existsSync(copy)) {
    const aside = await mkdtemp(join(REACHABLE_ROOT, 'champions-postgres-copy-'));
    try {
      await cp(installation, aside, { recursive: true, verbatimSymlinks: true });
      await chmod(aside, 0o755);
      await rename(aside, copy);
    } catch (err) {
      // Another start made it first: its copy is as good.
      if (!existsSync(copy)) throw err;
    } finally {
      await rm(aside, { recursive: true, force: true });
    }
  }
  await assertOwnDir(copy, 0);
  if (!(await canReach(join(copy, 'bin', 'postgres'), ids))) {
    throw new Error(`the postgres user cannot run PostgreSQL from ${copy}: remove that folder and start again`);
  }
  return copy;
}

/**
 * Makes data dir `dir` (owned by the postgres user as root, 0700 as PostgreSQL wants), or checks that the one there is
 * a real folder of that user's that nobody else may write to: in /var/tmp anyone could have made it first.
 */
export async function ensureDataDir(dir: string, ids: UserIds | undefined): Promise<void> {
  if (!existsSync(dir)) {
    await mkdir(dir, { mode: 0o700 });
    if (ids) await chown(dir, ids.uid, ids.gid);
  }
  await assertOwnDir(dir, ids?.uid ?? process.getuid?.() ?? 0);
}

/**
 * Lets other users (the postgres user) pass through `dir`, our own folder above a data dir (.data, a throwaway one):
 * passing only, not listing, and only when it is ours and closed (never /var/tmp or a folder of someone else's).
 */
export async function letOthersEnter(dir: string): Promise<void> {
  const stat = await lstat(dir);
  if (stat.uid === process.getuid?.() && (stat.mode & 0o001) === 0) await chmod(dir, (stat.mode & 0o7777) | 0o011);
}

async function assertOwnDir(dir: string, owner: number): Promise<void> {
  const stat = await lstat(dir);
  if (!stat.isDirectory() || stat.uid !== owner || (stat.mode & 0o022) !== 0) {
    throw new Error(
      `${dir} is not a folder of uid ${owner} closed to writes by others (uid ${stat.uid}, mode ` +
        `${(stat.mode & 0o7777).toString(8)}${stat.isSymbolicLink() ? ', a symbolic link' : ''}): ` +
        `remove it and start again`,
    );
  }
}

const shortHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

/** The version of the npm package the distribution came with (its package.json beside `native/`). */
async function versionOf(installation: string): Promise<string> {
  const manifest = await readFile(join(installation, '..', 'package.json'), 'utf8').catch(() => '{}');
  const version = (JSON.parse(manifest) as { version?: string }).version;
  return version ? version.replace(/[^\w.-]/g, '') : shortHash(installation);
}
