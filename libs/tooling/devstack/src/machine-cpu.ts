import { readFileSync } from 'node:fs';

/** /proc's CPU times are in clock ticks of 1/100 s (USER_HZ) on every Linux Node runs on. */
const TICKS_PER_SECOND = 100;

/**
 * Seconds of CPU the whole machine has spent busy since it started, all cores together (from /proc/stat: user, nice,
 * system, irq, softirq and steal; not idle or waiting on disk). Its rise over a suite, against the suite's time, says
 * how many cores it kept busy with the services it uses (PostgreSQL, the apps, the browsers): a suite far under the
 * core count mostly waits, and something else could run beside it. Undefined where there is no /proc.
 */
export function machineBusySeconds(): number | undefined {
  let stat: string;
  try {
    stat = readFileSync('/proc/stat', 'utf8');
  } catch {
    return undefined;
  }
  const [user, nice, system, , , irq, softirq, steal] = stat.split('\n', 1)[0].trim().split(/\s+/).slice(1).map(Number);
  return (user + nice + system + irq + softirq + (steal || 0)) / TICKS_PER_SECOND;
}
