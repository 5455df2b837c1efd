import { anonymousWorkerId, type WorkerSighting } from '@app/queue';

export interface WorkerHealth {
  /**
   * The worker process's id (host, pid, a random part: see newWorkerId, logged at the worker's start); without the
   * metrics token only its random part.
   */
  id: string;
  /** Whole seconds since it last recorded itself. */
  lastSeenSecondsAgo: number;
  /** ok: seen within HEALTH_WORKER_SILENCE_SECONDS; late: silent longer (stopped, hung or cut off from Redis). */
  status: 'ok' | 'late';
}

/**
 * The worker part of the health report, from the sightings (the latest first). Any one fresh worker is enough for
 * `worker: up`: the queues are shared, so the live ones take the late one's jobs.
 */
export function workersHealth(sightings: WorkerSighting[], silenceSeconds: number) {
  const workers = sightings.map(({ id, secondsAgo }): WorkerHealth => ({
    id,
    lastSeenSecondsAgo: Math.floor(secondsAgo),
    status: secondsAgo <= silenceSeconds ? 'ok' : 'late',
  }));
  const latest = sightings.length > 0 ? Math.min(...sightings.map((s) => s.secondsAgo)) : null;
  return {
    worker: workers.some((w) => w.status === 'ok') ? ('up' as const) : ('down' as const),
    workerLastSeenSecondsAgo: latest === null ? null : Math.floor(latest),
    workers,
  };
}

/** The report as anyone may see it: each worker by its id's random part, not its host and pid. */
export const withoutHostnames = <R extends { workers: WorkerHealth[] }>(report: R): R => ({
  ...report,
  workers: report.workers.map((w) => ({ ...w, id: anonymousWorkerId(w.id) })),
});
