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

/** Whether `pid` is still running (a zombie waiting to be reaped counts as gone). */
export const isAlive = (pid: number): boolean => {
  try {
    return existsSync(`/proc/${pid}`) && !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  } catch {
    return false;
  }
};
