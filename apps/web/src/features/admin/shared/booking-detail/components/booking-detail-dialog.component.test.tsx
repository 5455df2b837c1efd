import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHANGE_BOOKING_MESSAGES, type AdminBookingDetail, type BookingChangeResult } from '@app/contracts';
import { adminKeys } from '@/features/admin/shared/api/keys';
import { stubApi } from '@/testing/api-stub.testing';
import { createdBooking, PRICING_400 } from '@/testing/booking.fixtures';
import { renderWithProviders } from '@/testing/render.testing';
import { BookingDetailDialog } from './booking-detail-dialog.component';

/** 3 games for 16 children with custom awards and a $100 promo, half paid. */
const BOOKING: AdminBookingDetail = {
  ...createdBooking({
    guestCount: 16,
    addOns: { photography: false, videography: false, customShirts: false, customAwards: true },
    totalPrice: '655.00',
    promoCode: 'SPRING',
    promoDiscount: '100.00',
    finalPrice: '555.00',
    amountPaid: '277.50',
    balanceDue: '277.50',
    pricing: {
      ...PRICING_400,
      totalPrice: '655.00',
      breakdown: { ...PRICING_400.breakdown, extraGuests: '15.00', customAwards: '240.00' },
    },
  }),
  payment: 'deposit',
  games: [],
  cancellationRequest: null,
  account: null,
  waivers: { required: false, signatures: [], missing: [] },
};

describe('the admin booking detail', () => {
  it('opens on what the owner acts on (status, balance, a call, Record payment, Confirm); ids and codes last', async () => {
    const pending = { ...BOOKING, status: 'pending' as const, parentName: 'Sam Rivera', parentPhone: '7735550199' };
    stubApi({ [`GET /api/admin/bookings/${BOOKING.id}`]: { body: pending } });
    renderWithProviders(<BookingDetailDialog bookingId={BOOKING.id} onClose={() => undefined} />);
    const top = await screen.findByRole('region', { name: 'Booking' });
    expect(top).toHaveTextContent('Balance due$277.50');
    expect(within(top).getByRole('link', { name: 'Call Sam Rivera at (773) 555-0199' })).toHaveAttribute(
      'href',
      'tel:7735550199',
    );
    const regions = screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'));
    expect(regions.slice(0, 3)).toEqual(['Booking', 'Record a payment', 'Actions']);
    expect(regions.at(-1)).toBe('Ids and codes');
    expect(screen.getByRole('region', { name: 'Ids and codes' })).toHaveTextContent(BOOKING.id);
    expect(top).not.toHaveTextContent(BOOKING.id);
    expect(
      within(screen.getByRole('region', { name: 'Actions' })).getByRole('button', { name: 'Confirm booking' }),
    ).toBeInTheDocument();
  });

  it('shows the price with the same lines as the wizard, the e-mail and the PDFs (priceLines)', async () => {
    stubApi({ [`GET /api/admin/bookings/${BOOKING.id}`]: { body: BOOKING } });
    renderWithProviders(<BookingDetailDialog bookingId={BOOKING.id} onClose={() => undefined} />);
    const price = await screen.findByRole('region', { name: 'Price' });
    const amounts = within(price).getAllByRole('definition');
    const rows = within(price)
      .getAllByRole('term')
      .map((label, i) => `${label.textContent}${amounts[i].textContent}`);
    expect(rows).toEqual([
      'Package (3 games)$400.00',
      'Extra children (1 × $15.00)$15.00',
      'Custom Awards (16 × $15.00)$240.00',
      'Subtotal$655.00',
      'Discount (SPRING)−$100.00',
      'Total$555.00',
      'Paid$277.50',
      'Balance due$277.50',
    ]);
    expect(screen.getByRole('region', { name: 'Add-ons' })).toHaveTextContent('Custom Awards');
  });
});

describe('the admin booking detail in words, not codes', () => {
  it('names the account by name and e-mail, formats the phone and says the type, status and payment status', async () => {
    const booking: AdminBookingDetail = {
      ...BOOKING,
      userId: 'u-1',
      parentPhone: '7735550199',
      eventType: 'birthday',
      status: 'confirmed',
      paymentStatus: 'deposit_paid',
      account: { id: 'u-1', username: 'samr', name: 'Sam Rivera', email: 'sam@example.com' },
    };
    stubApi({ [`GET /api/admin/bookings/${booking.id}`]: { body: booking } });
    renderWithProviders(<BookingDetailDialog bookingId={booking.id} onClose={() => undefined} />);
    const summary = await screen.findByRole('region', { name: 'Booking' });
    const ids = screen.getByRole('region', { name: 'Ids and codes' });
    expect(ids).toHaveTextContent('Sam Rivera · sam@example.com');
    expect(ids).not.toHaveTextContent('u-1');
    expect(summary).toHaveTextContent('Deposit paid');
    expect(within(summary).getByText('Confirmed')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Event' })).toHaveTextContent('Birthday Party');
    const phone = within(screen.getByRole('region', { name: 'Parent and child' })).getByRole('link', {
      name: '(773) 555-0199',
    });
    expect(phone).toHaveAttribute('href', 'tel:7735550199');
  });

  it('says when a booking has no account', async () => {
    stubApi({ [`GET /api/admin/bookings/${BOOKING.id}`]: { body: { ...BOOKING, userId: null, account: null } } });
    renderWithProviders(<BookingDetailDialog bookingId={BOOKING.id} onClose={() => undefined} />);
    expect(await screen.findByRole('region', { name: 'Ids and codes' })).toHaveTextContent('Booked without an account');
  });
});

describe('the admin booking detail after an edit, then a payment in cash', () => {
  /** 18 children at $895.00, paid through PayPal; edited to 22 children, $1,055.00. */
  const priced = (children: number, total: string, paid: string, due: string): AdminBookingDetail => ({
    ...BOOKING,
    guestCount: children,
    addOns: { photography: false, videography: false, customShirts: false, customAwards: false },
    status: 'confirmed',
    totalPrice: total,
    promoCode: null,
    promoDiscount: '0.00',
    finalPrice: total,
    amountPaid: paid,
    balanceDue: due,
    pricing: { ...PRICING_400, totalPrice: total, breakdown: { ...PRICING_400.breakdown, package: total } },
    payment: Number(due) > 0 ? 'deposit' : 'paid',
    games: [
      { id: 1, name: 'Capture the Flag', custom: false },
      { id: 2, name: 'Relay Race', custom: false },
      { id: 3, name: 'Dodgeball', custom: false },
    ],
  });
  const CHANGED: BookingChangeResult = {
    priceLines: [
      { key: 'package', label: 'Package (3 games)', amount: '1055.00' },
      { key: 'total', label: 'Total', amount: '1055.00' },
      { key: 'paid', label: 'Paid', amount: '895.00' },
      { key: 'balanceDue', label: 'Balance due', amount: '160.00' },
    ],
    total: '1055.00',
    paid: '895.00',
    due: '160.00',
    refundOffer: null,
  };

  /**
   * Every Paid and Balance due the dialog shows below its top, as "label amount"; the top's balance (what the owner
   * acts on first) must say the same as the one below.
   */
  const moneyShown = () => {
    const top = screen.getByRole('region', { name: 'Booking' });
    const shown = screen
      .getAllByRole('term')
      .filter((term) => ['Paid', 'Balance due'].includes(term.textContent ?? ''))
      .map((term) => ({
        inTop: top.contains(term),
        words: `${term.textContent} ${term.nextElementSibling?.textContent}`,
      }));
    const below = shown.filter((s) => !s.inTop).map((s) => s.words);
    expect(shown.filter((s) => s.inTop).map((s) => s.words)).toEqual(below.filter((w) => w.startsWith('Balance due')));
    return below;
  };

  it('shows one Paid and one Balance due, those of the booking as read now', async () => {
    let current = priced(18, '895.00', '895.00', '0.00');
    stubApi({
      [`GET /api/admin/bookings/${BOOKING.id}`]: () => ({ body: current }),
      'GET /api/games': { body: [] },
      [`PATCH /api/admin/bookings/${BOOKING.id}`]: () => {
        current = priced(22, '1055.00', '895.00', '160.00');
        return { body: CHANGED };
      },
    });
    const { user, fill, queryClient } = renderWithProviders(
      <BookingDetailDialog bookingId={BOOKING.id} onClose={() => undefined} />,
    );
    await user.click(await screen.findByRole('button', { name: `${CHANGE_BOOKING_MESSAGES.editTitle}…` }));
    const form = screen.getByRole('form', { name: CHANGE_BOOKING_MESSAGES.editTitle });
    await fill(within(form).getByLabelText('Number of children'), '22');
    await user.click(within(form).getByRole('button', { name: CHANGE_BOOKING_MESSAGES.save }));
    await screen.findByRole('status', { name: 'The new price' });
    await waitFor(() => expect(moneyShown()).toEqual(['Paid $895.00', 'Balance due $160.00']));

    // The $160.00 due is paid in cash: the booking is read again.
    current = priced(22, '1055.00', '1055.00', '0.00');
    await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    await waitFor(() => expect(moneyShown()).toEqual(['Paid $1,055.00', 'Balance due $0.00']));
    expect(screen.getByRole('status', { name: 'The new price' })).toHaveTextContent('Total$1,055.00');
  });
});
