import { owedBackEmailWords, todayIn } from '@app/contracts';
import {
  beforeEventStart,
  bookingPage,
  buttonsIn,
  cancelThroughLink,
  loginAsAdmin,
  mailsWithSubject,
  paidBooking,
  startCancellationBed,
  usePaymentsBed,
  waitFor,
} from '@app/testing';
import { PaymentsModule } from './payments.module';

const HOUR = 3_600_000;

/**
 * A cancelled booking's refunds as its page lists them and as the parent's e-mails tell them: a booking paid in two
 * captures (a deposit, then its balance) is refunded in two PayPal refunds, latest capture first; each is a line on the
 * page and one e-mail, its amount the line's, and the two add up to what the cancellation promised.
 */
describe("a cancelled booking's refund lines and e-mails", () => {
  const bed = usePaymentsBed(() => startCancellationBed([PaymentsModule]));
  afterEach(() => {
    bed.sandbox.faults.length = 0;
    jest.restoreAllMocks();
  });

  /** The parent cancels in time (100 hours ahead). */
  const cancelInTime = async (id: string) => {
    const { clock, at } = beforeEventStart(bed.t, await bookingPage(bed.t, id), 100 * HOUR);
    jest.spyOn(clock, 'now').mockReturnValue(at);
    return (await cancelThroughLink(bed.t, id).expect(200)).body;
  };
  const ref = (id: string) => id.slice(-8).toUpperCase();

  it('a deposit and its balance: two refund lines, one e-mail each with its amount, adding up to $388.00', async () => {
    const id = await paidBooking(bed.t, bed.sandbox, bed.games, 'deposit-then-balance');
    expect(await bookingPage(bed.t, id)).toMatchObject({ amountPaid: '400.00', amountRefunded: '0.00', refunds: [] });
    expect(await cancelInTime(id)).toMatchObject({ outcome: 'cancelled', refundAmount: '388.00', refundFailed: false });

    const page = await bookingPage(bed.t, id);
    expect(page).toMatchObject({ status: 'cancelled', amountPaid: '12.00', amountRefunded: '388.00' });
    expect(page.refunds.map(({ amount, state }) => [amount, state])).toEqual([
      ['200.00', 'sent'],
      ['188.00', 'sent'],
    ]);
    for (const line of page.refunds) expect(Date.parse(line.at)).not.toBeNaN();

    const [first] = await mailsWithSubject(bed.inbox, `Refund of $200.00 for booking ${ref(id)}`);
    expect(first.text).toContain('Another $188.00 of your refund is on its way, with an e-mail of its own.');
    expect(first.text).toContain('On this booking so far: Paid $400.00 · Refunded $200.00 · Net $200.00.');
    const [second] = await mailsWithSubject(bed.inbox, `Refund of $188.00 for booking ${ref(id)}`);
    expect(second.text).toContain('On this booking: Paid $400.00 · Refunded $388.00 · Kept $12.00.');
    expect(second.html).toContain('On this booking: Paid $400.00 · Refunded $388.00 · Kept $12.00.');
    expect(buttonsIn(second.html)).toEqual({ 'View your booking': /View your booking: (\S+)/.exec(second.text)![1] });
    // One e-mail per refund, no more: the two above are all the refund e-mails of this booking.
    const all = await bed.inbox.waitForMails({ subject: new RegExp(`^Refund of .* for booking ${ref(id)}$`) }, 2);
    expect(all).toHaveLength(2);
  });

  it('a PayPal deposit and a cash balance: PayPal refunds its part, the cancellation e-mail says the cash goes back by hand, its return is e-mailed', async () => {
    const admin = await loginAsAdmin(bed.t.server);
    const id = await paidBooking(bed.t, bed.sandbox, bed.games, 'deposit');
    const { body: cash } = await admin
      .post(`/api/admin/bookings/${id}/payments`)
      .send({ method: 'cash', amount: '200.00', receivedOn: todayIn('America/Chicago') })
      .expect(201);
    expect(await cancelInTime(id)).toMatchObject({ outcome: 'cancelled', refundAmount: '388.00', refundFailed: false });

    const [cancelled] = await mailsWithSubject(bed.inbox, `Your booking ${ref(id)} has been cancelled`);
    expect(cancelled.text).toContain(owedBackEmailWords(18_800));
    const [paypal] = await mailsWithSubject(bed.inbox, `Refund of $200.00 for booking ${ref(id)}`);
    expect(paypal.text).toContain('Another $188.00 of your refund is on its way, with an e-mail of its own.');

    await admin.post(`/api/admin/payments/${cash.id}/reverse`).send({ reason: 'Handed back' }).expect(200);
    const [returned] = await mailsWithSubject(bed.inbox, `Refund of $188.00 for booking ${ref(id)}`);
    expect(returned.text).toContain(`We returned $188.00 of your payment for booking ${ref(id)} in cash.`);
    expect(returned.text).toContain('On this booking: Paid $400.00 · Refunded $388.00 · Kept $12.00.');
  });

  it('PayPal unreachable: the line is on its way, then sent once the worker made it', async () => {
    const id = await paidBooking(bed.t, bed.sandbox, bed.games);
    bed.sandbox.faults.push({ method: 'POST', path: '/v2/payments/captures/', drop: true, times: 10_000 });
    expect(await cancelInTime(id)).toMatchObject({ refundAmount: '388.00', refundFailed: true });
    const waiting = await bookingPage(bed.t, id);
    expect(waiting).toMatchObject({ amountPaid: '400.00', amountRefunded: '0.00', refundOnItsWay: '388.00' });
    expect(waiting.refunds.map(({ amount, state }) => [amount, state])).toEqual([['388.00', 'on-its-way']]);

    bed.sandbox.faults.length = 0;
    await waitFor(
      async () => (await bookingPage(bed.t, id)).refunds[0]?.state === 'sent',
      30_000,
      'the retried refund',
    );
    expect(await bookingPage(bed.t, id)).toMatchObject({ amountPaid: '12.00', amountRefunded: '388.00' });
    await mailsWithSubject(bed.inbox, `Refund of $388.00 for booking ${ref(id)}`);
  });
});
