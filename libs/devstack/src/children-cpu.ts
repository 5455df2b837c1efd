import { readFileSync } from 'node:fs';

/** /proc's CPU times are in clock ticks of 1/100 s (USER_HZ) on every Linux Node runs on. */
const TICKS_PER_SECOND = 100;

/**
 * CPU seconds (user and system) used by this process's children that have ended, with their own ended children: what a
 * finished suite cost the machine, beside the time it took (a suite whose CPU is far under twice its time on 2 cores
 * mostly waits). Undefined where there is no /proc.
 */
export function endedChildrenCpuSeconds(): number | undefined {
  let stat: string;
  try {
    stat = readFileSync('/proc/self/stat', 'utf8');
  } catch {
    return undefined;
  }
  // After "pid (command) ": the state is field 3, cutime field 16 and cstime field 17 of proc(5).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[16 - 3]) + Number(fields[17 - 3])) / TICKS_PER_SECOND;
}
