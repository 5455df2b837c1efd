import { getQueueToken } from '@nestjs/bullmq';
import type { INestApplicationContext } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { BookingEntity } from '@app/bookings';
import type { BookingStatus } from '@app/contracts';
import { JobQueue } from '@app/queue';
import {
  bookingFacts,
  buttonsIn,
  Inbox,
  spareRedisUrl,
  startTestWorker,
  type ParsedMail,
  unique,
  waitFor,
  wallClock,
} from '@app/testing';
import { DocumentsWorkerModule } from '../documents.module';
import type { ReminderKind } from '../entities/booking-reminder.entity';
import { REMINDER_SCHEDULE, reminderJobId } from './reminder-rules';
import { ReminderScan } from './reminder-scan';

const ZONE = 'America/Chicago';
const HOUR = 3_600_000;

/** The booking's stored start for an instant on the business's clock. */
const bookedAt = (at: Date) => {
  const { date, time } = wallClock(ZONE, at);
  return { eventDate: date, eventTime: time };
};

interface Seeded {
  id: string;
  parentEmail: string;
  start: Date;
}

/** Reminders against the real database, Redis and SMTP: the right e-mails, each once, however often the scan runs. */
describe('reminders', () => {
  const inbox = Inbox.ofTestRun();
  let worker: INestApplicationContext;
  let db: DataSource;
  let scan: ReminderScan;

  beforeAll(async () => {
    // Its own Redis database: other suites' test workers take jobs from the shared queues (e-mail) they cannot run.
    worker = await startTestWorker({
      imports: [DocumentsWorkerModule],
      overrides: { SMTP_URL: inbox.smtpUrl, REDIS_URL: spareRedisUrl('reminders'), BUSINESS_TIME_ZONE: ZONE },
    });
    db = worker.get(DataSource);
    scan = worker.get(ReminderScan);
  });
  // Closing waits for a running job and Chromium: slow on a loaded machine.
  afterAll(async () => {
    await worker?.close();
  }, 60_000);

  /** A booking as stored, its event `hoursAhead` from now (to the minute), paid as given. */
  async function seed(
    hoursAhead: number,
    status: BookingStatus,
    paidCents: number,
    overrides: Partial<BookingEntity> = {},
  ): Promise<Seeded> {
    const start = new Date(Math.floor((Date.now() + hoursAhead * HOUR) / 60_000) * 60_000);
    const { booking } = bookingFacts({
      id: randomUUID(),
      ownerToken: randomUUID(),
      userId: null,
      parentEmail: `${unique('remind')}@example.com`,
      ...bookedAt(start),
      status,
      paymentStatus: paidCents === 0 ? 'unpaid' : paidCents < 85_500 ? 'deposit_paid' : 'completed',
      amountPaidCents: paidCents,
      balanceDueCents: 85_500 - paidCents,
      ...overrides,
    });
    await db.getRepository(BookingEntity).insert(booking);
    await db.query(
      `INSERT INTO booking_games (booking_id, position, game_id) SELECT $1, 0, id FROM games ORDER BY id LIMIT 1`,
      [booking.id],
    );
    return { id: booking.id, parentEmail: booking.parentEmail, start };
  }

  const mailsTo = (email: string): Promise<ParsedMail[]> => inbox.parsedMails({ to: email });
  const sentKinds = async (bookingId: string): Promise<ReminderKind[]> =>
    (
      await db.query(`SELECT kind FROM booking_reminders WHERE booking_id = $1 AND sent_at IS NOT NULL ORDER BY kind`, [
        bookingId,
      ])
    ).map((r: { kind: ReminderKind }) => r.kind);
  const claimedKinds = async (bookingId: string): Promise<ReminderKind[]> =>
    (await db.query(`SELECT kind FROM booking_reminders WHERE booking_id = $1 ORDER BY kind`, [bookingId])).map(
      (r: { kind: ReminderKind }) => r.kind,
    );

  it('e-mails the 48-hour and the 7-day balance reminders to the right bookings, each once', async () => {
    const soon = await seed(30, 'confirmed', 85_500);
    const owing = await seed(5 * 24, 'confirmed', 42_750);
    const cancelled = await seed(30, 'cancelled', 42_750);
    const past = await seed(-2, 'confirmed', 42_750);
    const paidUp = await seed(5 * 24, 'confirmed', 85_500);

    // Two workers' scans at once, then, once the e-mails are out, another one.
    await Promise.all([scan.scan(), scan.scan()]);
    await waitFor(async () => (await sentKinds(soon.id)).length === 1, 15_000, 'the 48-hour reminder sent');
    await waitFor(async () => (await sentKinds(owing.id)).length === 1, 15_000, 'the balance reminder sent');
    const again = await scan.scan();
    expect(again.filter((r) => [soon, owing].some((b) => b.id === r.bookingId))).toEqual([]);
    await new Promise((r) => setTimeout(r, 1000)); // time for a wrongly queued second e-mail to arrive

    const [soonMail] = await mailsTo(soon.parentEmail);
    expect((await mailsTo(soon.parentEmail)).map((m) => m.subject)).toEqual([
      "See you soon: Alex's Birthday Party is in two days",
    ]);
    expect(soonMail.text).toContain('Our team arrives 30 minutes early');
    expect(soonMail.text).not.toContain('balance');
    // The parent has the invite from the e-mail that confirmed the date: a reminder carries none.
    expect(soonMail.attachments).toEqual([]);
    expect(buttonsIn(soonMail.html)).toEqual({ 'View your booking': expect.stringContaining('?token=') });

    const balance = await mailsTo(owing.parentEmail);
    expect(balance.map((m) => m.subject)).toEqual([expect.stringMatching(/^Balance reminder for booking /)]);
    expect(balance[0].text).toContain('Balance due: $427.50');
    // The booking's own page through its signed link, which opens in any browser; the HTML's buttons open it too.
    const page = /View your booking: (http:\/\/\S+\/bookings\/[0-9a-f-]{36}\?token=\S+)/.exec(balance[0].text)![1];
    expect(buttonsIn(balance[0].html)).toEqual({ 'View your booking': page, 'Pay the balance': `${page}#pay` });
    expect(balance[0].attachments).toEqual([]);

    for (const quiet of [cancelled, past, paidUp]) expect(await mailsTo(quiet.parentEmail)).toEqual([]);
    expect(await claimedKinds(soon.id)).toEqual(['event-48h']);
    expect(await sentKinds(owing.id)).toEqual(['balance-7d']);
    for (const quiet of [cancelled, past, paidUp]) expect(await claimedKinds(quiet.id)).toEqual([]);
  });

  it("asks a week ahead for the shirt sizes a party's roster still lacks, only while its list is open", async () => {
    const shirts = { addOns: { photography: false, videography: false, customShirts: true, customAwards: false } };
    const lacking = await seed(5 * 24, 'confirmed', 85_500, { ...shirts, guestCount: 10 });
    const sized = await seed(5 * 24, 'confirmed', 85_500, { ...shirts, guestCount: 4 });
    const noShirts = await seed(5 * 24, 'confirmed', 85_500, { guestCount: 10 });
    const closed = await seed(48, 'confirmed', 85_500, { ...shirts, guestCount: 10 }); // inside the 72-hour lock
    const rows = (id: string, sizes: (string | null)[]) =>
      db.query(
        `INSERT INTO roster_children (booking_id, position, first_name, shirt_size, photo_consent, source)
         SELECT $1, n, 'Kid' || n, s, true, 'host' FROM unnest($2::text[]) WITH ORDINALITY AS t(s, n)`,
        [id, sizes],
      );
    await rows(lacking.id, ['YM', 'AS', null]);
    await rows(sized.id, ['YM', 'YL', 'YS', 'AM']);

    await scan.scan();
    await waitFor(async () => (await sentKinds(lacking.id)).includes('sizes-7d'), 15_000, 'the sizes reminder sent');
    const [mail] = (await mailsTo(lacking.parentEmail)).filter((m) => m.subject.startsWith('Shirt sizes'));
    expect(mail.subject).toBe("Shirt sizes for Alex's Birthday Party: 8 still missing");
    expect(mail.text).toContain('Shirt sizes still missing: 8 of 10 children.');
    expect(mail.text).toContain('The list closes 72 hours before the party');
    for (const quiet of [sized, noShirts, closed]) expect(await claimedKinds(quiet.id)).not.toContain('sizes-7d');
  });

  it('schedules the scan once in Redis, every 15 minutes', async () => {
    const housekeeping = worker.get<Queue>(getQueueToken('housekeeping'), { strict: false });
    const schedulers = await housekeeping.getJobSchedulers();
    expect(schedulers.filter((s) => s.key === REMINDER_SCHEDULE.id)).toEqual([
      expect.objectContaining({ name: 'reminders.scan', pattern: '*/15 * * * *' }),
    ]);
  });

  it('runs a reminder again whose job finished without sending, once it is due again', async () => {
    const booking = await seed(30, 'cancelled', 85_500);
    // The scan claimed it and queued its job while the booking was confirmed; an admin cancelled it before the job ran.
    await db.query(`INSERT INTO booking_reminders (booking_id, kind) VALUES ($1, 'event-48h')`, [booking.id]);
    await worker
      .get(JobQueue)
      .add(
        'reminders.email',
        { bookingId: booking.id, kind: 'event-48h' },
        { jobId: reminderJobId('event-48h', booking.id) },
      );
    const email = worker.get<Queue>(getQueueToken('email'), { strict: false });
    const jobId = reminderJobId('event-48h', booking.id);
    await waitFor(async () => (await email.getJob(jobId))?.returnvalue === 'skipped', 15_000, 'the skipped job');

    // The admin confirms it again: the next scan runs the same job again, which sends.
    await db.query(`UPDATE bookings SET status = 'confirmed' WHERE id = $1`, [booking.id]);
    await scan.scan();
    await waitFor(async () => (await sentKinds(booking.id)).length === 1, 15_000, 'the reminder sent');
    expect((await mailsTo(booking.parentEmail)).map((m) => m.subject)).toEqual([
      "See you soon: Alex's Birthday Party is in two days",
    ]);
  });
});
