// The integration suites that take longest, longest first, as measured on the 2-core CI machine (jest's "slow test"
// times in a full `npm test` log). slow-first-sequencer.cjs starts them first, so none is left running alone at the end.
// A suite missing here only runs in Jest's own order; a name that no longer exists is ignored.
module.exports = [
  // The admin's specs in one file (libs/tooling/testing/src/folder-specs.ts), among them the ledger's property test (seeded
  // random sequences of edits, payments, refunds and cancellations, each read back over HTTP) and every caller of the
  // one cancellation with its refunds, retries and races.
  'libs/office/admin/src/admin.int-suite.ts',
  // The payments' specs: PayPal's orders, captures, webhooks and refunds against the sandbox, with their retries.
  'libs/business/payments/src/payments.int-suite.ts',
  // Stops, hangs and restarts Redis, PostgreSQL, SMTP and a worker under booking traffic, one fault after another, then
  // races reschedules and bookings against each other: the fault specs on one stack.
  'apps/devstack/src/faults/faults.int-suite.ts',
  // Sends stop signals to the launcher and the apps and waits for each orderly shutdown.
  'apps/devstack/src/stop-signals.int-spec.ts',
  // SIGKILLs each service `npm start` supervises (apps, Redis, MailDev, PostgreSQL) and waits for it to come back.
  'apps/devstack/src/supervision.int-spec.ts',
  // Every route that reads a body sent the bad-input matrix, idempotency, sessions, the request pipeline.
  'apps/api/src/platform/platform.int-suite.ts',
  // Random sequences of payment events against the PayPal sandbox, each checked once its webhooks arrive.
  'apps/api/src/payments/payments.int-suite.ts',
  // `npm start`'s launcher on its embedded default: the built apps as processes.
  'apps/devstack/src/start.int-spec.ts',
  // The restore drill, once a target: a stack, a base backup, bookings, a restore to a time, the stack again.
  'apps/devstack/src/restore-drill.int-spec.ts',
  // SIGTERM to `npm start`'s process group while 20 clients read and book.
  'apps/devstack/src/stop-under-load.int-spec.ts',
  // Two apis and two workers on one PostgreSQL, Redis and bucket: boots the product twice.
  'apps/devstack/src/two-machines.int-spec.ts',
  // Booking creation, its links and teams, with the races between bookings for one time.
  'libs/business/bookings/src/bookings.int-suite.ts',
  // Photo uploads made into WebP by the worker, and the albums' access.
  'libs/business/media/src/media.int-suite.ts',
  // The free times, their reservations and claims, and the property test of the answers.
  'libs/business/availability/src/availability.int-suite.ts',
  // Downloads a whole album as one zip, watching the api's memory (started last in a run left to Jest's own order, it
  // ran on beside the small suites to the end).
  'apps/api/src/albums/album-zip.int-spec.ts',
];
