import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PAYMENT_MESSAGES, type PaymentCaptureResult, type PaymentOutcomeStatus } from '@app/contracts';
import type { StubReply } from '@/testing/api-stub.testing';
import { findToast } from '@/testing/render.testing';
import { paidBooking, payPalButton, renderPanel, stubPayPal } from '../testing/paypal.testing';

// The fake SDK lives with the other PayPal fakes; the mock factory runs before imports, so it imports them itself.
vi.mock('@paypal/paypal-js', async () => (await import('../testing/paypal.testing')).payPalJs);

const ORDER = '/paypal/order/ORDER-1';

/** The server's answer about ORDER-1 (POST …/capture, GET /paypal/order/ORDER-1). */
const outcome = (status: PaymentOutcomeStatus): StubReply => {
  const booking = status === 'COMPLETED' ? paidBooking('400.00', '0.00') : paidBooking('0.00', '400.00');
  return { body: { status, booking } as Partial<PaymentCaptureResult> };
};

/** GET /paypal/order/ORDER-1 answers these in turn, the last one from then on. */
const answersInTurn = (...replies: StubReply[]) => {
  let next = 0;
  return () => replies[Math.min(next++, replies.length - 1)];
};

const waitingNotice = () =>
  screen.findByText('PayPal is still processing your payment.', { exact: false, selector: 'p' });

describe("the payment dialog follows PayPal's answer", () => {
  it('reports a completed capture with /api/paypal-complete and succeeds without asking again', async () => {
    const api = stubPayPal({ [`POST ${ORDER}/capture`]: outcome('COMPLETED') });
    const { user, paid } = renderPanel();
    await user.click(await payPalButton());
    await waitFor(() => expect(paid).toHaveLength(1));
    expect(api.to('POST', '/api/paypal-complete')).toHaveLength(1);
    expect(api.to('GET', ORDER)).toEqual([]);
  });

  it('waits while PayPal holds the capture, asking the server until it completes, then succeeds', async () => {
    const api = stubPayPal({
      [`POST ${ORDER}/capture`]: outcome('PENDING'),
      // A look that fails on the way is made again, not shown as a failure.
      [`GET ${ORDER}`]: answersInTurn(outcome('PENDING'), { status: 503 }, outcome('COMPLETED')),
    });
    const { user, paid } = renderPanel();
    await user.click(await payPalButton());
    const notice = await waitingNotice();
    expect(notice.closest('[role="status"]')).toHaveTextContent(
      'Payment Processing PayPal is still processing your payment. Your booking is saved, and we will e-mail you as soon as the payment clears.',
    );
    expect(notice.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    // Not a failure: no error, nothing to retry, the plan stays as it was.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Notifications (F8)' })?.textContent ?? '').not.toContain(
      'Payment Failed',
    );
    expect(screen.queryByRole('button', { name: 'PayPal' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Pay 50% deposit' })).toBeDisabled();

    await waitFor(() => expect(paid).toHaveLength(1));
    expect(api.to('GET', ORDER)).toHaveLength(3);
    expect(api.to('POST', '/api/paypal-complete')).toHaveLength(1);
    expect(paid[0]).toMatchObject({ booking: { amountPaid: '400.00' }, paidNowCents: 40_000 });
  });

  it('shows the failure with PayPal to retry when the held capture is denied', async () => {
    const api = stubPayPal({
      [`POST ${ORDER}/capture`]: outcome('PENDING'),
      [`GET ${ORDER}`]: outcome('FAILED'),
    });
    const { user, paid } = renderPanel();
    await user.click(await payPalButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed. Please try again.');
    expect(await findToast('Payment Failed')).toHaveTextContent('Please try again or contact support.');
    expect(await screen.findByRole('group', { name: 'Retry with PayPal' })).toBeInTheDocument();
    expect(screen.queryByText(/PayPal is still processing/)).toBeNull();
    expect(api.to('POST', '/api/paypal-complete')).toEqual([]);
    expect(paid).toEqual([]);
  });

  it.each([
    ['PayPal could not be reached (503 PAYPAL_UNAVAILABLE)', { status: 503, body: { code: 'PAYPAL_UNAVAILABLE' } }],
    ['the connection dropped', undefined],
  ])('waits when the capture answer is lost (%s), and succeeds once the server knows', async (_, lost) => {
    const api = stubPayPal({
      [`POST ${ORDER}/capture`]: lost ?? (() => Promise.reject(new TypeError('Failed to fetch'))),
      [`GET ${ORDER}`]: outcome('COMPLETED'),
    });
    const { user, paid } = renderPanel();
    await user.click(await payPalButton());
    await waitFor(() => expect(paid).toHaveLength(1));
    expect(api.sent.map((r) => `${r.method} ${r.path}`).slice(-3)).toEqual([
      `POST ${ORDER}/capture`,
      `GET ${ORDER}`,
      'POST /api/paypal-complete',
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the payment is being confirmed, not failed, while the server confirms a lost capture (202 CONFIRMING)', async () => {
    const api = stubPayPal({
      [`POST ${ORDER}/capture`]: { status: 202, ...outcome('CONFIRMING') },
      [`GET ${ORDER}`]: answersInTurn(outcome('CONFIRMING'), outcome('COMPLETED')),
    });
    const { user, paid } = renderPanel();
    await user.click(await payPalButton());
    const notice = await screen.findByText(PAYMENT_MESSAGES.confirming, { exact: false, selector: 'p' });
    expect(notice.closest('[role="status"]')).toHaveTextContent(
      `${PAYMENT_MESSAGES.confirmingTitle} ${PAYMENT_MESSAGES.confirming}`,
    );
    expect(screen.queryByText(/PayPal is still processing/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'PayPal' })).toBeNull();
    expect(screen.getByRole('radio', { name: 'Pay 50% deposit' })).toBeDisabled();

    await waitFor(() => expect(paid).toHaveLength(1));
    expect(api.to('GET', ORDER)).toHaveLength(2);
    expect(api.to('POST', `${ORDER}/capture`)).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Notifications (F8)' })?.textContent ?? '').not.toContain(
      PAYMENT_MESSAGES.failedTitle,
    );
  });

  it('shows the failure at once when PayPal declines the capture (PAYMENT_FAILED)', async () => {
    const api = stubPayPal({
      [`POST ${ORDER}/capture`]: {
        status: 422,
        body: { statusCode: 422, code: 'PAYMENT_FAILED', message: 'Payment failed. Please try again.' },
      },
    });
    const { user, paid } = renderPanel();
    await user.click(await payPalButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed. Please try again.');
    expect(await findToast('Payment Failed')).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Retry with PayPal' })).toBeInTheDocument();
    expect(api.to('GET', ORDER)).toEqual([]);
    expect(paid).toEqual([]);
  });
});
