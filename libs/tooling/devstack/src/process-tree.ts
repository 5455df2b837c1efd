import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** Every live process whose parent chain leads to `root`, with its command name (Linux /proc). */
export function descendants(root: number): { pid: number; name: string }[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // exited while we looked
    }
  }
  const found: { pid: number; name: string }[] = [];
  const visit = (pid: number) => {
    for (const [child, parent] of parents) {
      if (parent !== pid) continue;
      try {
        found.push({ pid: child, name: readFileSync(`/proc/${child}/comm`, 'utf8').trim() });
      } catch {
        continue; // exited while we looked
      }
      visit(child);
    }
  };
  visit(root);
  return found;
}

/** Clock ticks per second of /proc/<pid>/stat's utime and stime (USER_HZ, 100 on every Linux Node runs on). */
const USER_HZ = 100;

/** The CPU seconds `pid` has used so far (user and system), from /proc; throws when it has exited. */
export function processCpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the parenthesised command name; utime and stime are fields 14 and 15 of the whole line.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / USER_HZ;
}

/** Whether `pid` is still running (a zombie waiting to be reaped counts as gone). */
export const isAlive = (pid: number): boolean => {
  try {
    return existsSync(`/proc/${pid}`) && !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  } catch {
    return false;
  }
};
