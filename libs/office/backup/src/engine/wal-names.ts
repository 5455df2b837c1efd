/**
 * The files PostgreSQL archives: WAL segments (24 hex digits: timeline, then the segment's number in 16), a segment's
 * `.partial` (the last one of a timeline left at a promotion), a base backup's `.backup` history file and a
 * timeline's `.history` file. Anything else in the spool (the archiver's temporary files) is not ours to ship.
 */
const ARCHIVED = /^([0-9A-F]{8})([0-9A-F]{16})(\.partial|\.[0-9A-F]{8}\.backup)?$|^[0-9A-F]{8}\.history$/;

export const isArchivedWalFile = (name: string) => ARCHIVED.test(name);

/** A timeline's history: kept for as long as any backup, since a restore follows timelines through them. */
export const isTimelineHistory = (name: string) => /^[0-9A-F]{8}\.history$/.test(name);

/**
 * The segment's position in the WAL, whatever its timeline (a number of 16 hex digits, comparable as text), or
 * undefined for a timeline's history.
 */
export function walPosition(name: string): string | undefined {
  const match = ARCHIVED.exec(name);
  return match?.[2];
}

/** The archived files a restore from a base backup starting in segment `startWal` needs: from it on, and histories. */
export const neededForRestore = (name: string, startWal: string) =>
  isTimelineHistory(name) || (walPosition(name) ?? '') >= walPosition(startWal)!;
