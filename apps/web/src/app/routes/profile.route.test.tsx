import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Booking, User } from '@app/contracts';
import { createdBooking } from '@/testing/booking.fixtures';
import { renderWithProviders } from '@/testing/render.testing';
import { stubPayPal } from '@/features/payments/testing/paypal.testing';
import { Component as ProfileRoute } from './profile.route';

// The fake SDK lives with the other PayPal fakes; the mock factory runs before imports, so it imports them itself.
vi.mock('@paypal/paypal-js', async () => (await import('@/features/payments/testing/paypal.testing')).payPalJs);

const USER: User = {
  id: 'u1',
  username: 'jamie',
  email: 'jamie@example.com',
  firstName: 'Jamie',
  lastName: null,
  role: 'user',
};

/** A $400.00 booking of USER's whose id ends in `tail` (its card reads "Event #<tail>"). */
const booking = (tail: string, overrides: Partial<Booking>): Booking => {
  const { pricing: _, ...base } = createdBooking({ userId: USER.id, paymentStatus: 'unpaid' });
  return { ...base, id: `0b6f3c1e-9a0d-4c55-8f1e-5d2a${tail}`, ...overrides };
};

/** /profile signed in as USER, GET /api/bookings/user answering each list in turn (the last one from then on). */
function renderProfile(...lists: Booking[][]) {
  let read = 0;
  const api = stubPayPal({
    'GET /api/session': { body: { user: USER } },
    'GET /api/games': { body: [] },
    'GET /api/bookings/user': () => ({ body: lists[Math.min(read++, lists.length - 1)] }),
  });
  return { ...renderWithProviders(<ProfileRoute />, { route: '/profile' }), api };
}

const card = async (tail: string) => screen.findByRole('article', { name: `Event #${tail}` });

describe('paying what is due from a /profile card (docs/product/money.md#deposit)', () => {
  it('offers the payment that fits each booking, and none when nothing is due', async () => {
    renderProfile([
      booking('AAAAAAA1', {}),
      booking('AAAAAAA2', { amountPaid: '200.00', balanceDue: '200.00', paymentStatus: 'deposit_paid' }),
      booking('AAAAAAA3', { promoCode: 'FREE100', promoDiscount: '400.00', finalPrice: '0.00', balanceDue: '0.00' }),
      booking('AAAAAAA4', {
        amountPaid: '400.00',
        balanceDue: '0.00',
        paymentStatus: 'completed',
        status: 'confirmed',
      }),
      booking('AAAAAAA5', { status: 'cancelled' }),
      booking('AAAAAAA6', {
        status: 'cancelled',
        paymentStatus: 'refunded',
        amountPaid: '12.00',
        amountRefunded: '388.00',
        balanceDue: '0.00',
      }),
    ]);
    const buttonsOf = async (tail: string) =>
      within(await card(tail))
        .queryAllByRole('button')
        .map((b) => b.textContent);
    expect(await within(await card('AAAAAAA1')).findByRole('button')).toHaveTextContent('Pay now');
    expect(await card('AAAAAAA1')).toHaveTextContent('Saved, not yet paid · Due $400.00');
    expect(await within(await card('AAAAAAA2')).findByRole('button')).toHaveTextContent('Pay balance');
    expect(await card('AAAAAAA2')).toHaveTextContent('Paid $200.00 · Balance due $200.00');
    expect(await within(await card('AAAAAAA3')).findByRole('button')).toHaveTextContent('Complete Free Booking');
    expect(await card('AAAAAAA3')).toHaveTextContent('Free with promo FREE100');
    expect(await buttonsOf('AAAAAAA4')).toEqual([]);
    expect(await card('AAAAAAA4')).toHaveTextContent('Paid $400.00 · Paid in full');
    expect(await buttonsOf('AAAAAAA5')).toEqual([]);
    // A cancelled booking says what happened to the money, never "Paid in full".
    expect(await card('AAAAAAA6')).toHaveTextContent('Paid $400.00 · Refunded $388.00 · Kept $12.00');
    expect(await card('AAAAAAA6')).not.toHaveTextContent('Paid in full');
    // Every card leads to its booking's own page.
    expect(within(await card('AAAAAAA5')).getByRole('link', { name: 'Manage booking #AAAAAAA5' })).toHaveAttribute(
      'href',
      '/bookings/0b6f3c1e-9a0d-4c55-8f1e-5d2aAAAAAAA5',
    );
  });

  it('pays an unpaid booking with its own promo through the same payment area, then shows it paid', async () => {
    const unpaid = booking('BBBBBBB1', {
      promoCode: 'SAVE50',
      promoDiscount: '50.00',
      finalPrice: '350.00',
      balanceDue: '350.00',
    });
    const paid = {
      ...unpaid,
      amountPaid: '350.00',
      balanceDue: '0.00',
      paymentStatus: 'completed',
      status: 'confirmed',
    };
    const { user, api } = renderProfile([unpaid], [paid]);
    await user.click(await within(await card('BBBBBBB1')).findByRole('button', { name: 'Pay now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay now' });
    expect(within(dialog).getByRole('radio', { name: 'Pay 50% deposit' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Pay 50% deposit' })).toHaveAccessibleDescription(
      '$175.00, the rest on event day',
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Pay in full' }));
    await user.click(await within(dialog).findByRole('button', { name: 'PayPal' }));

    // The same ending as the wizard's: what was paid, what is left, the receipt; then Close.
    const success = await screen.findByRole('dialog', { name: 'Payment Successful' });
    expect(success).toHaveTextContent('$350.00 paid');
    expect(success).toHaveTextContent('Paid now$350.00');
    expect(within(success).getByRole('button', { name: 'Download Receipt' })).toBeInTheDocument();
    expect(api.to('POST', '/paypal/order')[0].body).toMatchObject({
      amount: '350.00',
      plan: 'full',
      promoCode: 'SAVE50',
    });
    // The card behind the dialog reads the booking again as the payment succeeds, not once the dialog is closed; the
    // dialog stays although the booking owes nothing now.
    const behind = () => screen.findByRole('article', { name: 'Event #BBBBBBB1', hidden: true });
    await waitFor(async () => expect(await behind()).toHaveTextContent('Paid $350.00 · Paid in full'));
    expect(screen.getByRole('dialog', { name: 'Payment Successful' })).toBeVisible();
    await user.click(within(success).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(async () => expect(await card('BBBBBBB1')).toHaveTextContent('Paid $350.00 · Paid in full'));
    expect(within(await card('BBBBBBB1')).queryByRole('button')).toBeNull();
  });
});
