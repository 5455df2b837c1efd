import { HEARTBEAT_FILE, HEARTBEAT_MAX_AGE_MS, heartbeatIsFresh } from './heartbeat';

/**
 * The worker container's health check (docker-compose.yml, Dockerfile): exits 1 unless the worker wrote its heartbeat
 * recently, i.e. its event loop turns, every queue's worker runs and Redis answers. Loads nothing else, so it is cheap.
 */
void heartbeatIsFresh(process.argv[2] ?? HEARTBEAT_FILE, HEARTBEAT_MAX_AGE_MS).then((fresh) =>
  process.exit(fresh ? 0 : 1),
);
