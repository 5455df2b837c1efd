import { captureCommand, runCommand } from './run-command';

/** The system user PostgreSQL runs as when we are root (it refuses to run as root). */
const POSTGRES_USER = 'postgres';

export interface UserIds {
  uid: number;
  gid: number;
}

/**
 * As root, the ids of the `postgres` system user, created when missing (groupadd, useradd); undefined when we are not
 * root: PostgreSQL then runs as we do and reaches whatever we reach.
 */
export async function postgresUser(): Promise<UserIds | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const existing = await userIds();
  if (existing) return existing;
  const created =
    (await runCommand('groupadd', ['--force', POSTGRES_USER], { stdio: 'ignore' })) === 0 &&
    (await runCommand('useradd', ['--system', '--gid', POSTGRES_USER, POSTGRES_USER], { stdio: 'ignore' })) === 0;
  const ids = created ? await userIds() : undefined;
  if (!ids) throw new Error(`could not create the ${POSTGRES_USER} system user PostgreSQL runs as (groupadd, useradd)`);
  return ids;
}

async function userIds(): Promise<UserIds | undefined> {
  const uid = Number((await captureCommand('id', ['-u', POSTGRES_USER]))?.trim());
  const gid = Number((await captureCommand('id', ['-g', POSTGRES_USER]))?.trim());
  return Number.isInteger(uid) && Number.isInteger(gid) && uid > 0 ? { uid, gid } : undefined;
}

/**
 * Whether the user `ids` can enter folder `path` (or run the program `path`): asked of the system as that user, since
 * every folder above it counts, with its owner, group and mode.
 */
export async function canReach(path: string, ids: UserIds | undefined): Promise<boolean> {
  if (!ids) return true;
  return (await runCommand('/usr/bin/test', ['-x', path], { ...ids, stdio: 'ignore' })) === 0;
}
