// The integration suites that take longest, longest first, as measured on the 2-core CI machine (jest's "slow test"
// times in a full `npm test` log). slow-first-sequencer.cjs starts them first, so none is left running alone at the end.
// Most of their time is waiting, not computing: outages, restarts and stop signals of real services and child apps.
// A suite missing here only runs in Jest's own order; a name that no longer exists is ignored.
module.exports = [
  // Stops, hangs and restarts Redis, PostgreSQL, SMTP and a worker under booking traffic, one fault after another.
  'apps/devstack/src/faults.int-spec.ts',
  // Sends stop signals to the launcher and the apps and waits for each orderly shutdown.
  'apps/devstack/src/stop-signals.int-spec.ts',
  // SIGKILLs each service `npm start` supervises (apps, Redis, MailDev, PostgreSQL) and waits for it to come back.
  'apps/devstack/src/supervision.int-spec.ts',
  // Stops PostgreSQL under booking load, then races reschedules and bookings against each other.
  'apps/devstack/src/database-faults.int-spec.ts',
  // Random sequences of payment events against the PayPal sandbox, each checked once its webhooks arrive.
  'apps/api/src/payments/payment-sequences.int-spec.ts',
  // Two apis and two workers on one PostgreSQL, Redis and bucket: boots the product twice.
  'apps/devstack/src/two-machines.int-spec.ts',
  // Every caller of the one cancellation, each with its refund, its retries by the worker and its races.
  'libs/admin/src/booking-cancellations.int-spec.ts',
  // A parent's reschedules from the booking page, through the api and the worker.
  'apps/api/src/bookings/booking-reschedule.int-spec.ts',
];
