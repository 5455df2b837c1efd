import {
  anonymousWorkerId,
  WORKER_DROPPED_AFTER_SILENCES,
  WORKER_LOST_AFTER_SILENCES,
  type WorkerSighting,
} from '@app/queue';

export interface WorkerHealth {
  /**
   * The worker process's id (host, pid, a random part: see newWorkerId, logged at the worker's start); without the
   * metrics token only its random part.
   */
  id: string;
  /** Whole seconds since it last recorded itself. */
  lastSeenSecondsAgo: number;
  /**
   * ok: seen within HEALTH_WORKER_SILENCE_SECONDS; late: silent longer (hung or cut off from Redis, or gone);
   * lost: silent past WORKER_LOST_AFTER_SILENCES silences (killed, or its host gone), until it is dropped after
   * WORKER_DROPPED_AFTER_SILENCES. A worker that stopped cleanly is not listed at all.
   */
  status: 'ok' | 'late' | 'lost';
}

/** How long a silent worker stays listed, for a HEALTH_WORKER_SILENCE_SECONDS of `silenceSeconds`. */
export const workerKeptSeconds = (silenceSeconds: number) => WORKER_DROPPED_AFTER_SILENCES * silenceSeconds;

const statusOf = (secondsAgo: number, silenceSeconds: number): WorkerHealth['status'] =>
  secondsAgo <= silenceSeconds ? 'ok' : secondsAgo <= WORKER_LOST_AFTER_SILENCES * silenceSeconds ? 'late' : 'lost';

/**
 * The worker part of the health report, from the sightings (the latest first; none silent past workerKeptSeconds).
 * Any one fresh worker is enough for `worker: up`: the queues are shared, so the live ones take the late one's jobs.
 */
export function workersHealth(sightings: WorkerSighting[], silenceSeconds: number) {
  const workers = sightings.map(({ id, secondsAgo }): WorkerHealth => ({
    id,
    lastSeenSecondsAgo: Math.floor(secondsAgo),
    status: statusOf(secondsAgo, silenceSeconds),
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
