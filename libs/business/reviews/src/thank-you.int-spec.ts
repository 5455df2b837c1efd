import type { INestApplicationContext } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { BOOKING_ACTORS, BookingEntity, BookingLifecycle } from '@app/bookings';
import { addDays, eventStart, todayIn, type BookingStatus } from '@app/contracts';
import { buttonsIn, Inbox, spareRedisUrl, startTestWorker, storedBooking, unique, waitFor } from '@app/testing';
import { EveningThankYous } from './evening-thank-yous';
import { ReviewLinks } from './review-links';
import { ReviewsWorkerModule } from './reviews.module';
import { ThankYouMailer } from './thank-you-mailer';

const ZONE = 'America/Chicago';

/**
 * docs/product/reviews.md#the-thank-you against the real database, Redis and SMTP: one thank-you per booking, whether
 * its host marked it done or the evening's scan found it, and none for a cancelled booking.
 */
describe('the thank-you', () => {
  const inbox = Inbox.ofTestRun();
  let worker: INestApplicationContext;
  let db: DataSource;

  beforeAll(async () => {
    // Its own Redis database: other suites' test workers take e-mail jobs they cannot run from the shared queues.
    worker = await startTestWorker({
      imports: [ReviewsWorkerModule],
      overrides: { SMTP_URL: inbox.smtpUrl, REDIS_URL: spareRedisUrl('thank-yous'), BUSINESS_TIME_ZONE: ZONE },
    });
    db = worker.get(DataSource);
  });
  afterAll(async () => {
    await worker?.close();
  }, 60_000);

  /** A booking of `eventDate` at 2 PM, as stored, with its own parent's address. */
  async function seed(eventDate: string, status: BookingStatus = 'confirmed'): Promise<BookingEntity> {
    const booking = storedBooking({
      id: randomUUID(),
      ownerToken: randomUUID(),
      userId: null,
      parentEmail: `${unique('thanks')}@example.com`,
      eventDate,
      eventTime: '14:00',
      status,
    });
    await db.getRepository(BookingEntity).insert(booking);
    return booking;
  }

  const thankYous = (to: string) => inbox.mails({ to, subject: /^Thank you for/ });
  /** Long enough for a second e-mail (a retry, the other path) to have arrived if one were sent. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

  it('is sent once when the host marks the party done, with the certificates page and the review link', async () => {
    const today = todayIn(ZONE);
    const booking = await seed(today);
    const lifecycle = worker.get(BookingLifecycle, { strict: false });
    const host = BOOKING_ACTORS.host({ id: randomUUID(), username: 'sam@example.com', firstName: 'Sam' });
    const startsAt = eventStart(today, '14:00', ZONE);
    await db.transaction(async (manager) => {
      const locked = await lifecycle.lock(manager, booking.id);
      await lifecycle.finish(manager, locked, { startsAt, now: startsAt, at: startsAt }, host);
    });
    const [mail] = await inbox.waitForMails({ to: booking.parentEmail, subject: /^Thank you for/ });
    expect(mail.subject).toBe("Thank you for Alex's party");
    const links = worker.get(ReviewLinks, { strict: false });
    const html = await inbox.html(mail);
    const buttons = buttonsIn(html);
    expect(buttons['Leave a review']).toBe(links.url(booking.id));
    // The parent by first name, as a person writes; each star opens the review with it chosen.
    expect(mail.text).toMatch(/^Hi Jamie,\n/);
    for (const stars of [1, 4, 5]) {
      const label = stars === 1 ? '1 star' : `${stars} stars`;
      expect(links.url(booking.id, stars)).toMatch(new RegExp(`/reviews/[^?]+\\?rating=${stars}$`));
      expect(mail.text).toContain(`${label}: ${links.url(booking.id, stars)}`);
      expect(html).toContain(`aria-label="${label}"`);
    }
    expect(buttons['Download the certificates']).toMatch(new RegExp(`/bookings/${booking.id}\\?token=`));
    // No album yet: no photos link.
    expect(mail.text).not.toMatch(/photo/i);

    // The other path (the evening's scan, a retry) finds it thanked: nothing more goes out.
    await worker.get(ThankYouMailer).send(booking.id);
    await settle();
    expect(await thankYous(booking.parentEmail)).toHaveLength(1);
  });

  it('sends once when both paths run at the same moment', async () => {
    const booking = await seed(addDays(todayIn(ZONE), -1));
    const mailer = worker.get(ThankYouMailer);
    await Promise.all([mailer.send(booking.id), mailer.send(booking.id), mailer.send(booking.id)]);
    await inbox.waitForMails({ to: booking.parentEmail, subject: /^Thank you for/ });
    await settle();
    expect(await thankYous(booking.parentEmail)).toHaveLength(1);
  });

  it("thanks the day's parties nobody marked from 8 PM, once however often it runs, never a cancelled one", async () => {
    // A day of its own, far back: the scan thanks every unmarked party of its day, and no other suite books this one.
    const day = addDays(todayIn(ZONE), -333);
    const unmarked = await seed(day);
    const cancelled = await seed(day, 'cancelled');
    const scan = worker.get(EveningThankYous);

    // Before 8 PM on the party's day it thanks the day before's parties, not these.
    expect(await scan.thankAt(eventStart(day, '19:59', ZONE))).not.toContain(unmarked.id);
    const eightPm = eventStart(day, '20:00', ZONE);
    expect(await scan.thankAt(eightPm)).toContain(unmarked.id);
    await inbox.waitForMails({ to: unmarked.parentEmail, subject: /^Thank you for/ });
    // Run again (another replica, the next hour): the claim holds, nothing is sent twice.
    await scan.thankAt(eightPm);
    await scan.thankAt(eventStart(addDays(day, 1), '08:00', ZONE));
    await settle();
    expect(await thankYous(unmarked.parentEmail)).toHaveLength(1);
    expect(await thankYous(cancelled.parentEmail)).toHaveLength(0);
    const claimed = await waitFor(async () => {
      const [row] = await db.query(`SELECT sent_at FROM thank_yous WHERE booking_id = $1`, [unmarked.id]);
      return row?.sent_at ? row : undefined;
    });
    expect(claimed.sent_at).toBeInstanceOf(Date);
    expect(await db.query(`SELECT 1 FROM thank_yous WHERE booking_id = $1`, [cancelled.id])).toEqual([]);
  });
});
