import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { Client } from 'pg';
import { freePort, isAlive, say, startMailDev } from '@app/devstack';
import { bookingBody, Inbox } from '@app/testing';
import { launcherTestEnv } from '../apps/devstack/src/launcher-test-env';
import { launchNpmStart } from '../apps/devstack/src/npm-start';
import { ROOT } from '../apps/devstack/src/paths';
import { SmtpHold } from '../apps/devstack/src/smtp-hold';
import { addTeams } from './bench-teams';
import { ChaosStack, FAULTS } from './chaos-faults';
import { Attempt, Outcome, Parents } from './chaos-parents';

/**
 * `npm run bench:chaos`: `npm start` as production runs it (API_REPLICAS, default 2 here; WORKER_REPLICAS) on its
 * embedded PostgreSQL and Redis, with its SMTP behind a door that can slow it. For CHAOS_MINUTES (default 10), parents
 * book once a second (each retrying with the same Idempotency-Key, as the wizard does) and a reader asks every 250 ms,
 * while a fault comes about every CHAOS_FAULT_EVERY_SECONDS (default 60), one of each kind in turn (chaos-faults.ts).
 * It prints each fault's time back and what parents met meanwhile, then the totals: refused connections, resets,
 * uncoded 5xx, and bookings answered, stored and e-mailed exactly once. Reports, never fails (exit 1 only when it
 * could not run).
 */
const MINUTES = Number(process.env.CHAOS_MINUTES ?? 10);
const FAULT_EVERY_MS = Number(process.env.CHAOS_FAULT_EVERY_SECONDS ?? 60) * 1000;
const BOOKINGS_PER_SECOND = 1;
const READ_EVERY_MS = 250;
/** CHAOS_FAULTS: only the faults whose names contain one of these words (comma-separated), e.g. "paused". */
const faults = FAULTS.filter(
  (fault) => !process.env.CHAOS_FAULTS || process.env.CHAOS_FAULTS.split(',').some((word) => fault.name.includes(word)),
);
/** Teams added to the seeded two, so that a two-hour run's 7,200 bookings find free times within the horizon. */
const EXTRA_TEAMS = 8;
/** The first day booked: well past the minimum notice, whatever the hour. */
const FIRST_DAY = 7;
/** Three-game parties back to back on a team's working day (see booking-load.ts's DAY_STARTS). */
const DAY_STARTS = ['09:00', '12:00', '15:00', '18:00'];
/** How long the e-mails of the last bookings may take once the faults are over: a limit, not a figure. */
const MAIL_SETTLE_MS = 300_000;
/**
 * How often the settle looks at the inbox: each look lists every message MailDev holds (thousands after a long run), and
 * looking as often as a test does (10 times a second) kept MailDev too busy to take the last e-mails in.
 */
const MAIL_LOOK_EVERY_MS = 10_000;

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'chaos-bench-'));
  const family: number[] = [];
  const { env, port } = await launcherTestEnv(dataDir);
  const mailDev = await startMailDev({
    smtpPort: await freePort(),
    webPort: await freePort(),
    mailDir: join(dataDir, 'maildev'),
  });
  const smtp = new SmtpHold(Number(new URL(mailDev.smtpUrl).port));
  await smtp.listen();
  Object.assign(env, {
    API_REPLICAS: process.env.API_REPLICAS ?? '2',
    SMTP_URL: smtp.url,
    // Every parent books from the bench's one address and none pays, so each booking holds its team for the unpaid
    // hold's hour: the address's cap of unpaid holds (3 × the factor) must exceed an hour of bookings (3,600 at one a
    // second), or the run measures that abuse lever (coded 429s from its 50th minute on a two-hour run at 1000).
    RATE_LIMIT_FACTOR: '10000',
    // Each booking's "we received it" e-mail goes at once, so e-mails are sent while the faults come.
    RECEIVED_EMAIL_WAIT_SECONDS: '0',
  });
  try {
    say(
      `chaos: npm start with ${env.API_REPLICAS} api replicas, ${MINUTES} min, a fault every ${FAULT_EVERY_MS / 1000} s`,
    );
    // A long run is worth a slow start: on a machine busy with other work, two replicas and Caddy took over 2 minutes.
    const run = await launchNpmStart(env, family, 600_000);
    const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${env.EMBEDDED_PG_PORT}/champions`;
    const teams = 2 + (await addTeams(databaseUrl, 'Chaos team', EXTRA_TEAMS)).length;
    const games = ((await (await fetch(`http://127.0.0.1:${port}/api/games`)).json()) as { id: number }[])
      .slice(0, 3)
      .map((g) => g.id);
    const stack: ChaosStack = { npmPid: run.child.pid!, dataDir, smtp, env, root: ROOT };
    const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const parents = new Parents(port, freeTimes(games, teams), [
      '/api/games',
      '/api/packages',
      `/api/availability?from=${day}&to=${day}&games=3`,
    ]);
    const startedAt = Date.now();
    parents.start(BOOKINGS_PER_SECOND, READ_EVERY_MS);
    const injected: { name: string; at: number; over: number; error?: string }[] = [];
    // Ctrl-C or SIGTERM ends the run early but still reports it: the fault under way finishes, parents stop, the
    // figures so far are printed, and everything is removed. A second one stops at once.
    const early = new AbortController();
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        say(`${signal}: ending the run early; the figures so far follow (again to stop at once)`);
        early.abort();
        process.once(signal, () => process.exit(1));
      });
    }
    for (let i = 0; Date.now() - startedAt < MINUTES * 60_000 && !early.signal.aborted; i++) {
      await sleep(FAULT_EVERY_MS * (0.75 + Math.random() / 2), early.signal);
      if (Date.now() - startedAt >= MINUTES * 60_000 || early.signal.aborted) break;
      const fault = faults[i % faults.length];
      const at = Date.now();
      say(`fault ${i + 1}: ${fault.name}`);
      const error = await fault.inject(stack).then(
        () => undefined,
        (err: unknown) => (err instanceof Error ? err.message : String(err)),
      );
      injected.push({ name: fault.name, at, over: Date.now(), error });
    }
    await parents.stop();
    report(injected, parents.attempts, startedAt);
    await reportMailBacklog('at the end of the faults', databaseUrl, `redis://127.0.0.1:${env.EMBEDDED_REDIS_PORT}`);
    await reportBookings(parents, databaseUrl, new Inbox(mailDev.webUrl, smtp.url));
    await reportMailBacklog('after the settle', databaseUrl, `redis://127.0.0.1:${env.EMBEDDED_REDIS_PORT}`);
    if (isAlive(run.child.pid!)) {
      process.kill(-run.child.pid!, 'SIGTERM');
      await run.exited;
    } else {
      say(`npm start had exited: ${JSON.stringify(await run.exited)}\n${run.output().slice(-2000)}`);
    }
  } finally {
    for (const pid of family) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    await smtp.close();
    await mailDev.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Booking bodies at free times: each day's starts, once per team, from FIRST_DAY on; a unique parent each. */
function freeTimes(games: number[], teams: number) {
  let n = 0;
  return () => {
    const perDay = DAY_STARTS.length * teams;
    const eventDate = new Date(Date.now() + (FIRST_DAY + Math.floor(n / perDay)) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const eventTime = DAY_STARTS[Math.floor((n % perDay) / teams)];
    n++;
    return bookingBody({ eventDate, eventTime }, games, { parentEmail: `chaos-${Date.now()}-${n}@example.com` });
  };
}

const tally = (attempts: Attempt[]) => {
  const counts = new Map<Outcome, number>();
  for (const a of attempts) counts.set(a.outcome, (counts.get(a.outcome) ?? 0) + 1);
  return [...counts].map(([outcome, n]) => `${outcome} ${n}`).join(', ');
};

/**
 * Per fault: how long after it began parents met anything but a served answer (the last such attempt before the next
 * fault), and what they met; then the run's totals.
 */
function report(faults: { name: string; at: number; over: number; error?: string }[], attempts: Attempt[], t0: number) {
  say('fault                         at       lasted  parents back after  what parents met');
  faults.forEach((fault, i) => {
    const until = faults[i + 1]?.at ?? Infinity;
    const during = attempts.filter((a) => a.at >= fault.at && a.at < until);
    const troubled = during.filter((a) => a.outcome !== 'ok');
    const back = troubled.length
      ? `${((Math.max(...troubled.map((a) => a.at + a.ms)) - fault.at) / 1000).toFixed(1)} s`
      : '0 s';
    const row = [
      fault.name.padEnd(29),
      minutes(fault.at - t0).padEnd(8),
      `${((fault.over - fault.at) / 1000).toFixed(0)} s`.padEnd(7),
      back.padEnd(19),
      tally(during),
      fault.error ? ` (fault not completed: ${fault.error})` : '',
    ];
    say(row.join(' '));
  });
  const count = (outcome: Outcome) => attempts.filter((a) => a.outcome === outcome).length;
  say(`requests: ${attempts.length} (${tally(attempts)})`);
  say(`refused connections: ${count('refused')}, resets: ${count('reset')}, uncoded 5xx: ${count('uncoded 5xx')}`);
}

/** Answered (201) against stored, and each stored booking's parent e-mailed exactly once. */
async function reportBookings(parents: Parents, databaseUrl: string, inbox: Inbox): Promise<void> {
  const answered = parents.booked.filter((b) => b.id);
  const gaveUp = parents.booked.filter((b) => !b.id);
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const emails = parents.booked.map((b) => b.email);
    const { rows } = await db.query<{ id: string; parent_email: string }>(
      'SELECT id, parent_email FROM bookings WHERE parent_email = ANY($1)',
      [emails],
    );
    const storedIds = new Set(rows.map((r) => r.id));
    const perParent = new Map<string, number>();
    for (const r of rows) perParent.set(r.parent_email, (perParent.get(r.parent_email) ?? 0) + 1);
    const received = async () => {
      const counts = new Map<string, number>();
      for (const mail of await inbox.mails({ subject: /^We received your booking/ })) {
        for (const to of mail.to) counts.set(to.address, (counts.get(to.address) ?? 0) + 1);
      }
      return counts;
    };
    let mails = new Map<string, number>();
    const everyoneMailed = async () => {
      mails = await received();
      return rows.every((r) => mails.has(r.parent_email));
    };
    // Not met within the limit: the count below says how many are missing.
    const settleEnds = Date.now() + MAIL_SETTLE_MS;
    while (!(await everyoneMailed()) && Date.now() < settleEnds) await sleep(MAIL_LOOK_EVERY_MS);
    const once = rows.filter((r) => mails.get(r.parent_email) === 1).length;
    const twice = rows.filter((r) => (mails.get(r.parent_email) ?? 0) > 1).length;
    say(
      `bookings: ${parents.booked.length} parents, ${answered.length} answered 201, ` +
        `${answered.filter((b) => storedIds.has(b.id!)).length} of them stored, ${rows.length} stored in all, ` +
        `${[...perParent.values()].filter((n) => n > 1).length} parents stored twice`,
    );
    say(
      `parents who gave up or were refused: ${gaveUp.length} (${gaveUp.map((b) => b.endedWith).join(', ') || 'none'})`,
    );
    say(
      `e-mails: ${once} stored bookings e-mailed once, ${twice} more than once, ${rows.length - once - twice} not yet`,
    );
  } finally {
    await db.end();
  }
}

/**
 * Where e-mails not yet in the inbox are: events not yet handed to the queues, and the e-mail queue's jobs by state (a
 * delayed one waits out its retry's backoff after a failed send), so a run tells a late e-mail from a lost one.
 */
async function reportMailBacklog(when: string, databaseUrl: string, redisUrl: string): Promise<void> {
  const db = new Client({ connectionString: databaseUrl });
  const queue = new Queue('email', { connection: { url: redisUrl } });
  try {
    await db.connect();
    const { rows } = await db.query<{ unpublished: number }>(
      'SELECT count(*)::int AS unpublished FROM outbox WHERE published_at IS NULL',
    );
    const jobs = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed');
    say(
      `e-mail backlog ${when}: ${rows[0].unpublished} events not yet queued; e-mail jobs ` +
        Object.entries(jobs)
          .map(([state, n]) => `${state} ${n}`)
          .join(', '),
    );
    // Why the first of those still retrying or given up failed, and how often it was tried.
    for (const job of [...(await queue.getDelayed(0, 2)), ...(await queue.getFailed(0, 2))]) {
      say(`  e-mail job ${job.id} (${job.name}): ${job.attemptsMade} attempts, last: ${job.failedReason ?? '-'}`);
    }
  } catch (err) {
    say(`e-mail backlog: not read (${err instanceof Error ? err.message : String(err)})`);
  } finally {
    await queue.close();
    await db.end().catch(() => undefined);
  }
}

const minutes = (ms: number) =>
  `${Math.floor(ms / 60_000)}:${String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0')}`;
/** Resolves after `ms`, or at once when `cut` aborts; either way it leaves no listener on `cut` (one per fault added up). */
const sleep = (ms: number, cut?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const onAbort = () => (clearTimeout(timer), resolve());
    const timer = setTimeout(() => (cut?.removeEventListener('abort', onAbort), resolve()), ms);
    cut?.addEventListener('abort', onAbort, { once: true });
  });

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
