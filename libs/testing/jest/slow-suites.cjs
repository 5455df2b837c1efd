// The integration suites that take longest, longest first, as measured on the 2-core CI machine (jest's "slow test"
// times in a full `npm test` log). slow-first-sequencer.cjs starts them first, so none is left running alone at the end.
// Most of their time is waiting, not computing: outages, restarts and stop signals of real services and child apps.
// A suite missing here only runs in Jest's own order; a name that no longer exists is ignored.
module.exports = [
  // Stops, hangs and restarts Redis, PostgreSQL, SMTP and a worker under booking traffic, one fault after another.
  'apps/devstack/src/faults.int-spec.ts',
  // Sends stop signals to the launcher and the apps and waits for each orderly shutdown.
  'apps/devstack/src/stop-signals.int-spec.ts',
  // Seeded random sequences of edits, payments, refunds and cancellations, each read back over HTTP: the longest suite
  // of a run on a busy 2-core machine (154 s, 27 Nov 2026).
  'libs/admin/src/ledger.property.int-spec.ts',
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
  // `npm start`'s launcher on its embedded default: the built apps as processes.
  'apps/devstack/src/start.int-spec.ts',
  // SIGTERM to `npm start`'s process group while 20 clients read and book.
  'apps/devstack/src/stop-under-load.int-spec.ts',
  // Downloads a whole album as one zip, watching the api's memory (started last in a run left to Jest's own order, it
  // ran on beside the small suites to the end).
  'apps/api/src/albums/album-zip.int-spec.ts',
];
