import { changePolicy } from './change-policy';

// 2:00 PM in Chicago on June 13, 2026 (CDT, UTC−5) is 19:00 UTC.
const booking = { status: 'confirmed' as const, eventDate: '2026-06-13', eventTime: '14:00', amountPaidCents: 60_000 };
const settings = { timeZone: 'America/Chicago', feePercent: 3 };
const at = (iso: string) => new Date(iso);

describe('changePolicy (docs/product/constants.md#business-constants-and-limits: 48 hours, business time zone)', () => {
  it('48:00 before the start: reschedule, or cancel with the refund less the fee', () => {
    expect(changePolicy(booking, at('2026-06-11T19:00:00Z'), settings)).toEqual({
      changeDeadline: '2026-06-11T19:00:00.000Z',
      canReschedule: true,
      cancel: 'refund',
      feePercent: 3,
      refundNow: '582.00',
      refundNowSplit: { paypal: '582.00', cash: '0.00', bankTransfer: '0.00' },
    });
  });

  it('offers back through PayPal only what its captures hold; the cash part goes back by hand', () => {
    // Booked 18 children ($895.00 through PayPal), edited to 22 ($1,055.00), the $160.00 due paid in cash.
    const edited = { ...booking, amountPaidCents: 105_500 };
    const held = { paypalCents: 89_500, cashCents: 16_000, bankTransferCents: 0 };
    expect(changePolicy(edited, at('2026-06-01T00:00:00Z'), settings, held)).toMatchObject({
      refundNow: '1023.35',
      refundNowSplit: { paypal: '895.00', cash: '128.35', bankTransfer: '0.00' },
    });
  });

  it("takes the fee on what stays paid: an overpayment's refund on its way is the parent's already", () => {
    const held = { paypalCents: 50_000, cashCents: 0, bankTransferCents: 0 };
    expect(changePolicy(booking, at('2026-06-01T00:00:00Z'), settings, held)).toMatchObject({
      refundNow: '485.00',
      refundNowSplit: { paypal: '485.00', cash: '0.00', bankTransfer: '0.00' },
    });
  });

  it('47:59 before: no reschedule, a cancellation is a request', () => {
    const policy = changePolicy(booking, at('2026-06-11T19:01:00Z'), settings);
    expect(policy).toMatchObject({ canReschedule: false, cancel: 'request' });
  });

  it('once the event started, or when cancelled: nothing to do', () => {
    expect(changePolicy(booking, at('2026-06-13T19:00:00Z'), settings)).toMatchObject({
      canReschedule: false,
      cancel: null,
    });
    expect(changePolicy({ ...booking, status: 'cancelled' }, at('2026-06-01T00:00:00Z'), settings)).toMatchObject({
      canReschedule: false,
      cancel: null,
      refundNow: '0.00',
    });
  });
});
