import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StubReply } from '@/testing/api-stub.testing';
import { findToast } from '@/testing/render.testing';
import { BOOKING, buyer, paidBooking, payPalButton, renderPanel, stubPayPal } from '../testing/paypal.testing';

// The fake SDK lives with the other PayPal fakes; the mock factory runs before imports, so it imports them itself.
vi.mock('@paypal/paypal-js', async () => (await import('../testing/paypal.testing')).payPalJs);

const amountLine = () => screen.getByText(/^You pay|^Waiting for PayPal/);

beforeEach(() => {
  buyer.answer = 'approve';
});

describe('the payment area (docs/product/states.md#states-and-transitions payment states, docs/product/money.md#deposit plans)', () => {
  it('opens on the 50% deposit with PayPal ready, the full amount one tap away', async () => {
    stubPayPal();
    const { user } = renderPanel({ asOpened: true });
    expect(screen.getByRole('radio', { name: 'Pay 50% deposit' })).toBeChecked();
    expect(amountLine()).toHaveTextContent('You pay $200.00 now, $200.00 later.');
    expect(await payPalButton()).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Pay in full' }));
    expect(amountLine()).toHaveTextContent('You pay $400.00 now.');
    expect(await payPalButton()).toBeInTheDocument();
  });

  it('states the plan chosen before paying: today, the balance, the deadline and the refund less the fee', async () => {
    stubPayPal();
    // A party on Saturday, December 19, 2099 at 2:00 PM in Chicago: its deadline is Thursday 2:00 PM (CST).
    const terms = {
      eventDate: '2099-12-19',
      changeDeadline: '2099-12-17T20:00:00.000Z',
      feePercent: 3,
      timeZone: 'America/Chicago',
    };
    const { user } = renderPanel({ asOpened: true, terms });
    const plan = screen.getByTestId('payment-plan');
    expect(plan).toHaveTextContent(
      'Due today $200.00 · $200.00 on Dec 19 · cancel by Dec 17, 2:00 PM Central to get $194.00 back (3% fee kept); after that, by request',
    );
    await user.click(screen.getByRole('radio', { name: 'Pay in full' }));
    expect(plan).toHaveTextContent(
      'Due today $400.00 · cancel by Dec 17, 2:00 PM Central to get $388.00 back (3% fee kept); after that, by request',
    );
    // Read before the button that pays, and said again when the plan changes.
    const button = await payPalButton();
    expect(plan.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(plan.closest('[role="status"]')).not.toBeNull();
  });

  it("shows a placeholder while PayPal's SDK loads, then its button", async () => {
    stubPayPal();
    renderPanel();
    expect(screen.getByLabelText('Loading PayPal')).toBeInTheDocument();
    expect(await payPalButton()).toBeInTheDocument();
    // The SDK draws its button into the panel; the placeholder goes on the panel's next render.
    await waitFor(() => expect(screen.queryByLabelText('Loading PayPal')).toBeNull());
    expect(screen.getByRole('radio', { name: 'Pay in full' })).toBeChecked();
    expect(amountLine()).toHaveTextContent('You pay $400.00 now.');
  });

  it('offers the 50% deposit with what is left for the event day, and orders that amount', async () => {
    const api = stubPayPal();
    const { user, paid } = renderPanel();
    const deposit = screen.getByRole('radio', { name: 'Pay 50% deposit' });
    expect(deposit).toHaveAccessibleDescription('$200.00, the rest on event day');
    await user.click(deposit);
    expect(amountLine()).toHaveTextContent('You pay $200.00 now, $200.00 later.');
    await user.click(await payPalButton());
    await waitFor(() => expect(paid).toHaveLength(1));
    expect(api.to('POST', '/paypal/order')[0].body).toEqual({
      amount: '200.00',
      currency: 'USD',
      intent: 'CAPTURE',
      bookingId: BOOKING.id,
      promoCode: null,
      plan: 'deposit',
    });
    expect(paid[0]).toMatchObject({ totalCents: 40_000, discountCents: 0, paidNowCents: 20_000, stage: 'paid' });
  });

  it('captures an approved payment and completes it with the promo and the figures shown', async () => {
    const api = stubPayPal();
    const { user, paid } = renderPanel({ discountCents: 5_000, promoCode: 'SAVE50' });
    expect(amountLine()).toHaveTextContent('You pay $350.00 now.');
    await user.click(await payPalButton());
    await waitFor(() => expect(paid).toHaveLength(1));
    expect(api.sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /paypal/setup',
      'POST /paypal/order',
      'POST /paypal/order/ORDER-1/capture',
      'POST /api/paypal-complete',
    ]);
    expect(api.to('POST', '/paypal/order')[0].body).toMatchObject({
      amount: '350.00',
      plan: 'full',
      promoCode: 'SAVE50',
    });
    expect(api.to('POST', '/api/paypal-complete')[0].body).toEqual({
      orderId: 'ORDER-1',
      bookingId: BOOKING.id,
      promoCode: 'SAVE50',
      promoDiscount: '50.00',
      finalPrice: '350.00',
      originalPrice: '400.00',
    });
    expect(paid[0]).toMatchObject({ booking: { amountPaid: '400.00' }, paidNowCents: 35_000, discountCents: 5_000 });
  });

  it('shows the failure with why and how to retry, and PayPal to retry, when the capture is declined', async () => {
    stubPayPal({
      'POST /paypal/order/ORDER-1/capture': {
        status: 422,
        body: {
          statusCode: 422,
          code: 'PAYMENT_FAILED',
          message: 'Payment failed. Please try again.',
          details: { reason: 'INSTRUMENT_DECLINED' },
        },
      },
    });
    const { user, paid } = renderPanel();
    await user.click(await payPalButton());
    expect(await screen.findByText(/PayPal declined the card or account you chose/)).toHaveTextContent(
      'Payment failed. Please try again. PayPal declined the card or account you chose, so nothing was charged. Try again with another card or your PayPal balance.',
    );
    expect(await findToast('Payment Failed')).toHaveTextContent('Payment failed. Please try again.');
    expect(screen.getByRole('heading', { name: 'Try again with PayPal' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Retry with PayPal' })).toBeInTheDocument();
    expect(paid).toEqual([]);
  });

  it("says PayPal's order could not be created when our order call fails", async () => {
    stubPayPal({ 'POST /paypal/order': { status: 503 } });
    const { user } = renderPanel();
    await user.click(await payPalButton());
    expect(await findToast('Payment Failed')).toHaveTextContent('Failed to create PayPal order');
    expect(screen.getByText('Payment failed. Please try again.')).toBeInTheDocument();
  });

  it('waits for PayPal while the approval window is open, and returns to choosing when the buyer cancels', async () => {
    let answerOrder!: (reply: StubReply) => void;
    stubPayPal({ 'POST /paypal/order': () => new Promise((resolve) => (answerOrder = resolve)) });
    buyer.answer = 'cancel';
    const { user } = renderPanel();
    await user.click(await payPalButton());
    expect(amountLine()).toHaveTextContent('Waiting for PayPal...');
    expect(screen.getByRole('radio', { name: 'Pay 50% deposit' })).toBeDisabled();
    answerOrder({ status: 201, body: { id: 'ORDER-1', amount: '400.00', plan: 'full' } });
    await waitFor(() => expect(amountLine()).toHaveTextContent('You pay $400.00 now.'));
    expect(screen.getByRole('radio', { name: 'Pay 50% deposit' })).toBeEnabled();
    // Closing PayPal's window says what happened and how to go on.
    expect(screen.getByText(/You closed PayPal's window before paying, so nothing was charged\./)).toBeInTheDocument();
  });

  it("shows the message (docs/product/errors.md#errors) in place of the buttons when PayPal's setup cannot be read", async () => {
    stubPayPal({ 'GET /paypal/setup': { status: 503 } });
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment Service Unavailable - Please contact support to complete your booking',
    );
    expect(screen.queryByRole('button', { name: 'PayPal' })).toBeNull();
  });

  it('pays only the balance after a deposit ("Pay balance" on /profile)', async () => {
    const api = stubPayPal({
      'POST /paypal/order/ORDER-1/capture': { body: { status: 'COMPLETED', booking: paidBooking('400.00', '0.00') } },
    });
    const { user, paid } = renderPanel({ balanceOnly: true });
    expect(screen.queryByRole('radio')).toBeNull();
    expect(amountLine()).toHaveTextContent('You pay $200.00 now.');
    await user.click(await payPalButton());
    await waitFor(() => expect(paid).toHaveLength(1));
    expect(api.to('POST', '/paypal/order')[0].body).toMatchObject({ amount: '200.00', plan: 'balance' });
  });
});

describe('a booking the promo makes free (docs/product/api.md#the-api free-booking path)', () => {
  const path = `/api/bookings/${BOOKING.id}`;

  it('completes it without PayPal', async () => {
    const api = stubPayPal({ [`PATCH ${path}`]: { body: paidBooking('0.00', '0.00') } });
    const { user, paid } = renderPanel({ discountCents: 40_000, promoCode: 'FREE100' });
    expect(screen.getByText('Your promo code covers the whole booking.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'PayPal' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Complete Free Booking' }));
    expect(await findToast('Booking Confirmed!')).toHaveTextContent('Your free event has been booked successfully!');
    expect(api.to('PATCH', path)[0].body).toMatchObject({
      promoCode: 'FREE100',
      promoDiscount: '400.00',
      finalPrice: '0.00',
      paymentStatus: 'completed',
    });
    expect(paid[0]).toMatchObject({ paidNowCents: 0, discountCents: 40_000 });
  });

  it('offers it again after a failure', async () => {
    stubPayPal({ [`PATCH ${path}`]: { status: 500 } });
    const { user, paid } = renderPanel({ discountCents: 40_000, promoCode: 'FREE100' });
    await user.click(screen.getByRole('button', { name: 'Complete Free Booking' }));
    expect(await findToast('Booking Failed')).toHaveTextContent(
      'There was an error completing your free booking. Please try again.',
    );
    expect(within(document.body).getByRole('button', { name: 'Complete Free Booking' })).toBeEnabled();
    expect(paid).toEqual([]);
  });
});
