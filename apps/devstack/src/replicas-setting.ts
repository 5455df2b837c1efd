/** The most processes of one app `npm start` runs: each api and worker takes 150-300 MB and a share of the cores. */
const MOST_REPLICAS = 8;

/**
 * API_REPLICAS and WORKER_REPLICAS for `npm start` (docs/running.md#replicas): 2 each with NODE_ENV=production, the
 * production-like mode (compose runs two of each), else 1, the quickest start (the api listens on PORT itself, no
 * proxy). Throws a message naming the variable when one is not a whole number from 1 to MOST_REPLICAS.
 */
export function readReplicas(env: NodeJS.ProcessEnv): { api: number; worker: number } {
  const fallback = env.NODE_ENV === 'production' ? 2 : 1;
  const read = (name: string) => {
    const value = env[name]?.trim();
    if (!value) return fallback;
    const count = /^\d+$/.test(value) ? Number(value) : NaN;
    if (!(count >= 1 && count <= MOST_REPLICAS)) {
      throw new Error(`${name} must be a whole number from 1 to ${MOST_REPLICAS} (got "${value}")`);
    }
    return count;
  };
  return { api: read('API_REPLICAS'), worker: read('WORKER_REPLICAS') };
}
