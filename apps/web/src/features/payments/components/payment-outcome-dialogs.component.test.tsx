import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createdBooking } from '@/testing/booking.fixtures';
import { renderWithProviders } from '@/testing/render.testing';
import { paymentOutcomeAtom, type PaymentOutcome } from '../state/payment-outcome.atom';
import { PaymentOutcomeDialogs } from './payment-outcome-dialogs.component';

const { pricing: _, ...booking } = createdBooking({ status: 'confirmed', amountPaid: '400.00', balanceDue: '0.00' });

function renderDialogs(outcome: Partial<PaymentOutcome> = {}) {
  return renderWithProviders(
    <PaymentOutcomeDialogs signedIn nextSteps={(b) => <p>Next steps for {b.childName}</p>} />,
    {
      seed: (store) =>
        store.set(paymentOutcomeAtom, {
          booking,
          totalCents: 40000,
          discountCents: 0,
          paidNowCents: 40000,
          stage: 'paid',
          ...outcome,
        }),
    },
  );
}

describe('what follows a payment: the dialogs', () => {
  it("'Payment Successful' has no discount line without a discount, and the next steps", async () => {
    renderDialogs();
    const success = await screen.findByRole('dialog', { name: 'Payment Successful' });
    expect(success).toHaveTextContent('Subtotal$400.00');
    expect(success).toHaveTextContent('Total$400.00');
    expect(within(success).queryByText('Discount')).not.toBeInTheDocument();
    expect(success).toHaveTextContent('Next steps for Sam');
  });

  it('shows the discount when there is one', async () => {
    renderDialogs({ discountCents: 5000, paidNowCents: 35000 });
    const success = await screen.findByRole('dialog', { name: 'Payment Successful' });
    expect(success).toHaveTextContent('Discount−$50.00');
  });

  it("'Booking Complete' keeps the confirmation and adds the next steps", async () => {
    const { user } = renderDialogs();
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Payment Successful' })).getByRole('button', { name: 'Close' }),
    );
    const complete = await screen.findByRole('dialog', { name: 'Booking Complete' });
    expect(within(complete).getByRole('button', { name: 'Download PDF Confirmation' })).toBeInTheDocument();
    expect(complete).toHaveTextContent('Next steps for Sam');
  });
});
