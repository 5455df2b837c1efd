/** A crashed app or service is started again after this long, doubled for each of its other crashes in the window. */
const FIRST_RESTART_DELAY_MS = 500;
const CRASH_WINDOW_MS = 60_000;
/**
 * This many crashes of one app or service within the window and it is not something a restart heals (a port taken, a
 * broken build, a full disk): the launcher gives up rather than loop. With the delays above the last of them comes at
 * the earliest 7.5 s after the first.
 */
export const CRASHES_TO_GIVE_UP = 5;

/** When `npm start` restarts what crashed, and when it gives up: one policy for the apps, Redis and PostgreSQL. */
export class RestartPolicy {
  private readonly crashes = new Map<string, number[]>();

  /** Records a crash of `name`; the delay before its restart, or undefined when it crashed too often to go on. */
  crashed(name: string, now = Date.now()): number | undefined {
    const recent = [...(this.crashes.get(name) ?? []), now].filter((at) => now - at < CRASH_WINDOW_MS);
    this.crashes.set(name, recent);
    return recent.length < CRASHES_TO_GIVE_UP ? FIRST_RESTART_DELAY_MS * 2 ** (recent.length - 1) : undefined;
  }
}
