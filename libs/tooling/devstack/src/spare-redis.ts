/**
 * Integration suites whose test worker must not share queues with the others' (it would take jobs it cannot run) get
 * a Redis database of their own. `npm test` (apps/devstack/src/test.main.ts) claims one per entry here (empty ones on
 * a REDIS_URL server, flushed at the end) and passes them, in this order, as TEST_REDIS_SPARE_URLS; the suites find
 * theirs with spareRedisUrl (libs/tooling/testing).
 */
export const SPARE_REDIS_SUITES = [
  'documents',
  'exports',
  'queue-dashboard',
  'reminders',
  'confirmation-resend',
  'settings',
  'thank-yous',
  'waivers',
] as const;
