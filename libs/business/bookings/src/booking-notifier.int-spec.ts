import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { cancellationOffer, type ManagedBooking } from '@app/contracts';
import {
  bookingLinkIn,
  bookingPayload,
  buttonsIn,
  catalogueGameIds,
  Inbox,
  recordCapturedPayment,
  startTestApp,
  startTestWorker,
  TestApp,
  waitFor,
} from '@app/testing';
import { BookingsModule, BookingsWorkerModule } from './bookings.module';

/** How long "We received your booking" waits for a payment here (production's is minutes: RECEIVED_EMAIL_WAIT_SECONDS). */
const WAIT_SECONDS = 2;

describe('booking.created → worker → the parent’s e-mail', () => {
  const inbox = Inbox.ofTestRun();
  let api: TestApp;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    api = await startTestApp({ imports: [BookingsModule] });
    worker = await startTestWorker({
      imports: [BookingsWorkerModule],
      overrides: { SMTP_URL: inbox.smtpUrl, RECEIVED_EMAIL_WAIT_SECONDS: String(WAIT_SECONDS) },
    });
  });
  afterAll(async () => {
    await worker.close();
    await api.close();
  });

  it('sends "we received your booking" with the summary, what happens next and how to pay, once', async () => {
    const games = await catalogueGameIds(api.server);
    const body = bookingPayload(games.slice(0, 4), { guestCount: 16, addOns: { customAwards: true } });
    const res = await request(api.server).post('/api/bookings').send(body).expect(201);
    const [mail] = await inbox.waitForMails({ to: body.parentEmail as string });
    const { text } = mail;
    const ref = String(res.body.id).slice(-8).toUpperCase();
    expect(mail.subject).toBe(`We received your booking ${ref}`);
    expect(text).toMatch(/We received your booking for Alex.s birthday party/);
    expect(text).toContain('at 2:00 PM');
    expect(text).toContain('Children: 16');
    // The price lines as the PDFs and the admin show them (priceLines in libs/shared/pricing).
    expect(text).toContain(
      [
        'Price',
        '  Package (4 games): $600.00',
        '  Extra children (1 × $15.00): $15.00',
        '  Custom Awards (16 × $15.00): $240.00',
        '  Total: $855.00',
      ].join('\n'),
    );
    expect(text).toContain('What happens next');
    // Until when its team is held unpaid a readable day and time on the business's clock, zone named.
    expect(text).toMatch(
      /We hold your date and time for you until [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4},? (at )?\d{1,2}:\d{2}\s[AP]M C[SD]T\./,
    );
    expect(text).toContain('How to pay');
    // The booking's own page through its signed link, which opens in any browser: the text part gives the link,
    // the HTML part buttons to it, and to paying, as nothing is paid yet.
    const page = `${api.config.publicUrl}${bookingLinkIn(mail)}`;
    expect(text).toContain(`View your booking: ${page}\nPay the balance: ${page}#pay\n`);
    expect(buttonsIn(mail.html!)).toEqual({ 'View your booking': page, 'Pay the balance': `${page}#pay` });
    expect(mail.html).toContain('We received your booking for Alex&#x27;s birthday party. Thank you!');
    await waitFor(
      async () =>
        (await api.dataSource.query(`SELECT notified_at FROM bookings WHERE id = $1`, [res.body.id]))[0].notified_at,
      10_000,
      'notified_at',
    );
    expect(await inbox.mails({ to: body.parentEmail as string })).toHaveLength(1);
  });

  it("states the cancellation offer in the booking page's words: deadline with its zone, fee and amount", async () => {
    const games = await catalogueGameIds(api.server);
    const body = bookingPayload(games.slice(0, 3));
    await request(api.server).post('/api/bookings').send(body).expect(201);
    const [mail] = await inbox.waitForMails({ to: body.parentEmail as string });
    const page: ManagedBooking = (
      await request(api.server)
        .get(`/api${bookingLinkIn(mail)}`)
        .expect(200)
    ).body;
    const offer = cancellationOffer(page.policy, api.config.business.timeZone);
    expect(offer).toMatch(/^Cancel by \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2}\s[AP]M Central at no cost/);
    expect(mail.text).toContain(`Cancelling\n  ${offer}\n`);
  });

  it('waits for a payment: a booking paid meanwhile gets no "received" beside its confirmation, an unpaid one gets it after the wait', async () => {
    const games = await catalogueGameIds(api.server);
    const unpaid = bookingPayload(games.slice(0, 3));
    const paid = bookingPayload(games.slice(0, 3));
    const booked = Date.now();
    await request(api.server).post('/api/bookings').send(unpaid).expect(201);
    const { body } = await request(api.server).post('/api/bookings').send(paid).expect(201);
    // Paid within the wait: confirmed, whose own e-mail (with the receipt, libs/business/documents) tells the parent.
    await recordCapturedPayment(api.dataSource, body.id, { plan: 'deposit' });

    await inbox.waitForMails({ to: unpaid.parentEmail as string, subject: /^We received your booking/ });
    expect(Date.now() - booked).toBeGreaterThanOrEqual(WAIT_SECONDS * 1000);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // the paid booking's wait is over too
    expect(await inbox.mails({ to: paid.parentEmail as string })).toEqual([]);
    const [row] = await api.dataSource.query(`SELECT notified_at FROM bookings WHERE id = $1`, [body.id]);
    expect(row.notified_at).toBeNull();
  });
});
