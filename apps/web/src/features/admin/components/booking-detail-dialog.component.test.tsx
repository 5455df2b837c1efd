import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminBookingDetail } from '@app/contracts';
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
};

describe('the admin booking detail', () => {
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
    expect(summary).toHaveTextContent('Sam Rivera · sam@example.com');
    expect(summary).not.toHaveTextContent('u-1');
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
    expect(await screen.findByRole('region', { name: 'Booking' })).toHaveTextContent('Booked without an account');
  });
});
