import request from 'supertest';
import {
  cancellationOffer,
  cancelledRefundWords,
  refundSplitCents,
  todayIn,
  type AdminBookingActivity,
  type RefundSplit,
} from '@app/contracts';
import { PaymentEntity } from '@app/payments';
import { centsToDollars, dollarsToCents, quote, refundLessFee } from '@app/pricing';
import {
  approveAtSandbox,
  beforeEventStart,
  bookingPage,
  bookingPayload,
  cancelThroughLink,
  loginAsAdmin,
  mailsWithSubject,
  startCancellationBed,
  usePaymentsBed,
  type Agent,
} from '@app/testing';
import { AdminModule } from './admin.module';

const HOUR = 3_600_000;
const cents = (dollars: string) => dollarsToCents(dollars)!;
const sum = (split: RefundSplit) => {
  const c = refundSplitCents(split);
  return c.paypalCents + c.cashCents + c.bankTransferCents;
};

/**
 * The owner's case (docs/cancellation.md): booked for 18 children and paid through PayPal, edited by an admin to 22,
 * the difference paid in cash. PayPal can give back only what it took; what is promised (the admin's Refundable, the
 * parent's offer) and what a cancellation does (PayPal's refund, the rest owed by hand, the e-mail) say the same split.
 */
describe('a refund split by how the money came in', () => {
  const bed = usePaymentsBed(() => startCancellationBed([AdminModule]));
  let admin: Agent;
  beforeAll(async () => {
    admin = await loginAsAdmin(bed.t.server);
  });
  afterEach(() => jest.restoreAllMocks());

  const price = (guestCount: number) =>
    quote({ gameCount: 3, guestCount, addOns: {} }, bed.t.config.pricing).totalPrice;

  it('18 children through PayPal, edited to 22, the difference in cash: PayPal refunds its part, the cash is owed', async () => {
    const parent = request.agent(bed.t.server);
    const body = bookingPayload(bed.games, { guestCount: 18 });
    const { body: booking } = await parent.post('/api/bookings').send(body).expect(201);
    const id = booking.id as string;
    const order = await parent
      .post('/paypal/order')
      .send({ amount: centsToDollars(price(18)), currency: 'USD', intent: 'CAPTURE', bookingId: id, plan: 'full' })
      .expect(201);
    await approveAtSandbox(bed.sandbox, order.body.id);
    await parent.post(`/paypal/order/${order.body.id}/capture`).expect(200);

    const { selectedGames, eventType, eventTheme, location, addOns, specialRequests } = body;
    const changed = await admin
      .patch(`/api/admin/bookings/${id}`)
      .send({ selectedGames, guestCount: 22, eventType, eventTheme, location, addOns, specialRequests })
      .expect(200);
    const due = price(22) - price(18);
    expect(changed.body).toMatchObject({ total: centsToDollars(price(22)), due: centsToDollars(due) });
    await admin
      .post(`/api/admin/bookings/${id}/payments`)
      .send({ method: 'cash', amount: centsToDollars(due), receivedOn: todayIn(bed.t.config.business.timeZone) })
      .expect(201);

    // The admin: all of it is refundable, but only what PayPal took goes back through PayPal.
    const activity: AdminBookingActivity = (await admin.get(`/api/admin/bookings/${id}/activity`).expect(200)).body;
    expect(activity.refundable).toBe(centsToDollars(price(22)));
    expect(activity.refundableSplit).toEqual({
      paypal: centsToDollars(price(18)),
      cash: centsToDollars(due),
      bankTransfer: '0.00',
    });

    // The parent, in time: what was paid less the fee, PayPal's part never more than PayPal took.
    const before = await bookingPage(bed.t, id);
    const { clock, at } = beforeEventStart(bed.t, before, 100 * HOUR);
    jest.spyOn(clock, 'now').mockReturnValue(at);
    const { policy } = await bookingPage(bed.t, id);
    const refund = refundLessFee(price(22), policy.feePercent);
    expect(policy.refundNow).toBe(centsToDollars(refund));
    expect(sum(policy.refundNowSplit)).toBe(refund);
    expect(policy.refundNowSplit).toEqual({
      paypal: centsToDollars(price(18)),
      cash: centsToDollars(refund - price(18)),
      bankTransfer: '0.00',
    });
    expect(cancellationOffer(policy, bed.t.config.business.timeZone)).toContain(
      `back to your PayPal and $${centsToDollars(refund - price(18))} returned by us in cash`,
    );

    // Cancelling does what was promised: PayPal refunds its part, the rest is owed in cash.
    expect((await cancelThroughLink(bed.t, id).expect(200)).body).toMatchObject({
      outcome: 'cancelled',
      refundAmount: centsToDollars(refund),
      refundFailed: false,
    });
    const payments = await bed.t.dataSource.getRepository(PaymentEntity).findBy({ bookingId: id });
    const paypal = payments.find((p) => p.method === 'paypal')!;
    const cash = payments.find((p) => p.method === 'cash')!;
    expect(paypal.refundedCents).toBe(cents(policy.refundNowSplit.paypal));
    expect(cash.owedCents).toBe(cents(policy.refundNowSplit.cash));
    const page = await bookingPage(bed.t, id);
    expect(page.refunds.map(({ amount, state }) => [amount, state]).sort()).toEqual(
      [
        [policy.refundNowSplit.paypal, 'sent'],
        [policy.refundNowSplit.cash, 'owed'],
      ].sort(),
    );

    const [mail] = await mailsWithSubject(bed.inbox, `Your booking ${id.slice(-8).toUpperCase()} has been cancelled`);
    expect(mail.text.replace(/\s+/g, ' ')).toContain(cancelledRefundWords(policy.refundNowSplit));
  });
});
