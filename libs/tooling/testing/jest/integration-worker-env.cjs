// Each integration worker of `npm test` runs its suites against a PostgreSQL database and Redis databases of its own
// (apps/devstack/src/test.main.ts prepares one set per worker and passes them as JSON); this picks this worker's set
// before a suite loads. Jest gives every suite its own copy of process.env, and child processes inherit it.
const sets = process.env.TEST_INTEGRATION_WORKER_ENVS;
if (sets) Object.assign(process.env, JSON.parse(sets)[Number(process.env.JEST_WORKER_ID ?? 1) - 1]);
