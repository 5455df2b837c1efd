import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { BookingsModule } from '@app/bookings';
import { shortBookingId, todayIn } from '@app/contracts';
import { PaymentsModule } from '@app/payments';
import { OutboxService } from '@app/queue';
import {
  binaryBody,
  bookingPayload,
  buttonsIn,
  catalogueGameIds,
  Inbox,
  loginAsAdmin,
  parseInvite,
  pdfText,
  recordCapturedPayment,
  registerUser,
  spareRedisUrl,
  startTestApp,
  startTestWorker,
  TestApp,
  waitFor,
} from '@app/testing';
import { DocumentBuilder } from './document-builder';
import { DocumentMailer } from './document-mailer';
import { DocumentsModule, DocumentsWorkerModule } from './documents.module';
import { eventStart } from './event-time';

type Agent = ReturnType<typeof request.agent>;
type Created = { id: string; parentEmail: string; eventDate: string };

/** Each case waits on Chromium, the queue and SMTP several times over; on a loaded 2-core machine that takes a while. */
const CASE_MS = 60_000;

describe('receipts and confirmations: capture → worker → stored PDF → e-mail → download', () => {
  const inbox = Inbox.ofTestRun();
  let api: TestApp;
  let worker: INestApplicationContext;
  let games: number[];

  beforeAll(async () => {
    // Payments for an admin's cash payment, whose receipt states the offer split by how the money came in.
    api = await startTestApp({ imports: [BookingsModule, DocumentsModule, PaymentsModule] });
    // Its own Redis database: other suites' test workers take jobs from the shared queues (e-mail) they cannot run.
    worker = await startTestWorker({
      imports: [DocumentsWorkerModule],
      overrides: { SMTP_URL: inbox.smtpUrl, REDIS_URL: spareRedisUrl('documents') },
    });
    games = await catalogueGameIds(api.server);
  }, CASE_MS);
  afterAll(async () => {
    await worker?.close();
    await api?.close();
  });

  /** 4 games, 16 children and custom awards: $600 + $15 + $240 = $855.00. */
  const book = async (agent: Agent, overrides: Record<string, unknown> = {}): Promise<Created> =>
    (
      await agent
        .post('/api/bookings')
        .send(bookingPayload(games.slice(0, 4), { guestCount: 16, addOns: { customAwards: true }, ...overrides }))
        .expect(201)
    ).body;

  /** The events of a capture recorded with `events: false`, written later as the capture's transaction would. */
  const publish = (bookingId: string, paymentId: string) =>
    api.dataSource.transaction(async (m) => {
      const outbox = new OutboxService();
      const confirmation = await outbox.record(m, 'booking.confirmed', { bookingId, by: 'payment', paymentId });
      await outbox.record(m, 'payment.captured', { paymentId, bookingId, confirmation });
    });

  const ready = (agent: Agent, path: string) =>
    waitFor(
      async () => {
        const res = await agent.get(path).buffer(true).parse(binaryBody);
        return res.status === 200 ? res : undefined;
      },
      20_000,
      `${path} ready`,
    );

  const mailsTo = (email: string) => inbox.parsedMails({ to: email });
  const mailTo = (email: string, subject: string) =>
    waitFor(async () => (await mailsTo(email)).find((m) => m.subject.includes(subject)), 20_000, `"${subject}"`);

  it(
    'a deposit: 404 before, 202 while building, then ONE e-mail that says confirmed, with both PDFs and the .ics',
    async () => {
      const browser = request.agent(api.server);
      const booking = await book(browser, { eventTime: '14:00' });
      const ref = shortBookingId(booking.id);
      for (const kind of ['receipt', 'confirmation']) {
        const res = await browser.get(`/api/bookings/${booking.id}/${kind}`).expect(404);
        expect(res.body.code).toBe('DOCUMENT_NOT_FOUND');
      }

      // The capture committed, the worker has not built anything yet (its events are recorded below).
      const payment = await recordCapturedPayment(api.dataSource, booking.id, { plan: 'deposit', events: false });
      for (const kind of ['receipt', 'confirmation']) {
        const building = await browser.get(`/api/bookings/${booking.id}/${kind}`).expect(202);
        expect(building.headers['retry-after']).toBe('2');
        expect(building.body).toEqual({ status: 'building', retryAfterSeconds: 2 });
      }
      await publish(booking.id, payment.paymentId);

      const receipt = await ready(browser, `/api/bookings/${booking.id}/receipt`);
      expect(receipt.headers['content-type']).toBe('application/pdf');
      expect(receipt.headers['content-disposition']).toBe(`attachment; filename="receipt-${ref}.pdf"`);
      const receiptText = await pdfText(receipt.body);
      expect(receiptText).toContain(ref);
      expect(receiptText).toContain('$855.00');
      // The same price lines as the e-mail, the wizard and the admin (priceLines in libs/shared/pricing).
      expect(receiptText).toMatch(/Extra children \(1 × \$15\.00\)\s+\$15\.00/);
      expect(receiptText).toMatch(/Custom Awards \(16 × \$15\.00\)\s+\$240\.00/);
      expect(receiptText).toContain('Deposit (50%)');
      expect(receiptText).toMatch(/Amount paid\s+\$427\.50/);
      expect(receiptText).toMatch(/Balance due\s+\$427\.50/);
      expect(receiptText).toContain(payment.captureId);

      const html = await browser.get(`/api/bookings/${booking.id}/receipt?format=html`).expect(200);
      expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(html.headers['content-security-policy']).toContain("style-src 'unsafe-inline'");
      expect(html.text).toContain(payment.captureId);

      const confirmation = await ready(browser, `/api/bookings/${booking.id}/confirmation`);
      expect(confirmation.headers['content-disposition']).toBe(`attachment; filename="confirmation-${ref}.pdf"`);
      const confirmationText = await pdfText(confirmation.body);
      expect(confirmationText).toContain('Booking confirmed');
      expect(confirmationText).toContain(ref);
      expect(confirmationText).toContain('$855.00');
      expect(confirmationText).toContain('Central Time (America/Chicago)');

      const start = eventStart(booking.eventDate, '14:00', 'America/Chicago');
      // The capture confirmed the booking: one e-mail says so and carries its receipt (no receipt e-mail beside it).
      const mail = await mailTo(booking.parentEmail, `Your booking ${ref} is confirmed`);
      expect(mail.text).toContain('Thank you for your payment of $427.50.');
      expect(mail.text).toContain('  Paid: $427.50\n  Balance due: $427.50');
      expect(mail.text).toContain('What happens next');
      // The booking page's cancellation offer: its deadline on the business's clock, the amount, the fee.
      expect(mail.text).toMatch(
        /\nCancel by \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2}\s[AP]M Central to get \$414\.67 back: what you paid less the 3% processing fee\.\n/,
      );
      // Both parts: the HTML's buttons open the signed page the text part links (the balance is due).
      const page = /View your booking: (\S+)/.exec(mail.text)![1];
      expect(mail.text).toContain(`Pay the balance: ${page}#pay`);
      expect(buttonsIn(mail.html)).toEqual({ 'View your booking': page, 'Pay the balance': `${page}#pay` });
      for (const file of [`confirmation-${ref}.pdf`, `receipt-${ref}.pdf`]) {
        const pdf = mail.attachments.find((a) => a.filename === file);
        expect(pdf?.contentType).toBe('application/pdf');
        expect(await pdfText(pdf!.content)).toContain(ref);
      }
      await new Promise((r) => setTimeout(r, 1000)); // a second e-mail would arrive meanwhile
      expect((await mailsTo(booking.parentEmail)).map((m) => m.subject)).toEqual([mail.subject]);
      // Both documents are marked e-mailed, by that one e-mail.
      const unsent = await api.dataSource.query(
        `SELECT id FROM documents WHERE booking_id = $1 AND emailed_at IS NULL`,
        [booking.id],
      );
      expect(unsent).toEqual([]);
      // The invite for the date, said where it is.
      expect(mail.text).toContain('Your confirmation and your receipt are attached as PDFs; open the calendar invite');
      const ics = mail.attachments.find((a) => a.contentType === 'text/calendar');
      const invite = parseInvite(ics!.content.toString('utf8'));
      expect(invite.start.toISOString()).toBe(start.toISOString());
      expect(invite.end.getTime() - invite.start.getTime()).toBe(105 * 60_000); // 4 games: 90 + 15 minutes
      expect(invite.location).toBe('12 Oak Street, Austin, TX 78701');
      expect(invite.uid).toContain(booking.id);
    },
    CASE_MS,
  );

  it(
    'the balance gets its own receipt, and the latest receipt is the one served',
    async () => {
      const browser = request.agent(api.server);
      const booking = await book(browser);
      await recordCapturedPayment(api.dataSource, booking.id, { plan: 'deposit' });
      await mailTo(booking.parentEmail, 'is confirmed');
      const balance = await recordCapturedPayment(api.dataSource, booking.id, { plan: 'balance' });
      const text = await waitFor(
        async () => {
          const res = await browser.get(`/api/bookings/${booking.id}/receipt`).buffer(true).parse(binaryBody);
          const body = res.status === 200 ? await pdfText(res.body) : '';
          return body.includes(balance.captureId!) ? body : undefined;
        },
        20_000,
        'the balance receipt',
      );
      expect(text).toContain('Balance payment');
      expect(text).toMatch(/Paid to date\s+\$855\.00/);
      expect(text).toMatch(/Balance due\s+\$0\.00/);
      expect(text).toContain('Paid in full.');
      await waitFor(async () => (await mailsTo(booking.parentEmail)).length === 2 || undefined, 20_000, '2 e-mails');
      const mails = await mailsTo(booking.parentEmail);
      // The deposit's receipt went with the confirmation; the balance's has an e-mail of its own.
      expect(mails.map((m) => m.subject).sort()).toEqual([
        `Your booking ${shortBookingId(booking.id)} is confirmed`,
        `Your receipt for booking ${shortBookingId(booking.id)}`,
      ]);
      // The balance's receipt is for the date the parent already has in the calendar: no second invite.
      const balanceReceipt = mails.filter((m) => m.subject.startsWith('Your receipt')).at(-1)!;
      expect(balanceReceipt.text).toContain('Your booking is paid in full.');
      expect(balanceReceipt.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
      expect(balanceReceipt.text).not.toContain('calendar invite');
      expect(buttonsIn(balanceReceipt.html)).toEqual({ 'View your booking': expect.stringContaining('?token=') });
    },
    CASE_MS,
  );

  it(
    'a PayPal deposit and a cash balance: the receipt offers back PayPal’s part to PayPal and the cash by hand',
    async () => {
      const browser = request.agent(api.server);
      const booking = await book(browser);
      await recordCapturedPayment(api.dataSource, booking.id, { plan: 'deposit' });
      const admin = await loginAsAdmin(api.server);
      await admin
        .post(`/api/admin/bookings/${booking.id}/payments`)
        .send({ method: 'cash', amount: '427.50', receivedOn: todayIn('America/Chicago') })
        .expect(201);
      // $855.00 paid less the 3% fee is $829.35: PayPal took $427.50, the other $401.85 came in cash.
      const mail = await waitFor(
        async () =>
          (await mailsTo(booking.parentEmail)).find((m) =>
            m.text.replace(/\s+/g, ' ').includes('returned by us in cash'),
          ),
        40_000,
        'the cash receipt',
      );
      expect(mail.text.replace(/\s+/g, ' ')).toContain(
        'to get $427.50 back to your PayPal and $401.85 returned by us in cash: what you paid less the 3% processing fee.',
      );
    },
    CASE_MS,
  );

  it(
    'a free booking gets a $0 receipt and its confirmation',
    async () => {
      const browser = request.agent(api.server);
      const booking = await book(browser);
      await recordCapturedPayment(api.dataSource, booking.id, { freeWithPromo: 'FREE100' });
      const text = await pdfText((await ready(browser, `/api/bookings/${booking.id}/receipt`)).body);
      expect(text).toContain('Free booking (promo code FREE100)');
      expect(text).toMatch(/Discount \(FREE100\)\s+−\$855\.00/);
      expect(text).toMatch(/Amount paid\s+\$0\.00/);
      await ready(browser, `/api/bookings/${booking.id}/confirmation`);
      const mail = await mailTo(booking.parentEmail, 'is confirmed');
      expect(mail.text).toContain('Your promo code FREE100 covers your booking in full: there is nothing to pay.');
    },
    CASE_MS,
  );

  it(
    'only the owner or an admin: another browser, a signed-in stranger and no one get the booking’s 404',
    async () => {
      const browser = request.agent(api.server);
      const booking = await book(browser);
      await recordCapturedPayment(api.dataSource, booking.id);
      await ready(browser, `/api/bookings/${booking.id}/receipt`);
      const stranger = (await registerUser(api.server)).agent;
      for (const agent of [request.agent(api.server), stranger]) {
        for (const kind of ['receipt', 'confirmation']) {
          const res = await agent.get(`/api/bookings/${booking.id}/${kind}`).expect(404);
          expect(res.body.code).toBe('BOOKING_NOT_FOUND');
        }
      }
      const admin = await loginAsAdmin(api.server);
      await admin.get(`/api/bookings/${booking.id}/receipt`).expect(200);
      await admin.get(`/api/bookings/${booking.id}/receipt?format=docx`).expect(400);
    },
    CASE_MS,
  );

  it(
    'a retried job builds no second document and sends no second e-mail',
    async () => {
      const browser = request.agent(api.server);
      const booking = await book(browser);
      const payment = await recordCapturedPayment(api.dataSource, booking.id);
      await mailTo(booking.parentEmail, 'is confirmed');
      const [doc] = await api.dataSource.query(
        `SELECT id, event_id FROM documents WHERE payment_id = $1 AND emailed_at IS NOT NULL`,
        [payment.paymentId],
      );
      // The same subscriber job again (a redelivery after a crash before it was marked done), then the e-mail job again.
      await worker.get(DocumentMailer).send({ documentId: doc.id });
      await worker
        .get(DocumentBuilder)
        .receipt(
          { paymentId: payment.paymentId, bookingId: booking.id },
          { eventId: doc.event_id, occurredAt: new Date().toISOString(), jobId: 'retry', attempt: 2 },
        );
      // Whatever the retry queued (nothing should be) has a moment to run.
      await new Promise((r) => setTimeout(r, 1000));
      const [{ count }] = await api.dataSource.query(
        `SELECT count(*)::int AS count FROM documents WHERE booking_id = $1`,
        [booking.id],
      );
      expect(count).toBe(2);
      expect(await mailsTo(booking.parentEmail)).toHaveLength(1);
    },
    CASE_MS,
  );
});
