import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PromoValidationResult } from '@app/contracts';
import { stubApi, type StubReply } from '@/testing/api-stub.testing';
import { createdBooking } from '@/testing/booking.fixtures';
import { findToast, renderWithProviders } from '@/testing/render.testing';
import { CompleteBookingDialog } from './complete-booking-dialog.component';

const BOOKING = createdBooking();

/** "Complete Your Booking" for a $400.00 booking, its details shown; the payment area shows what it is given. */
const renderDialog = () => {
  const view = renderWithProviders(
    <CompleteBookingDialog
      booking={BOOKING}
      gameName={(ref) => `Game ${ref}`}
      open
      onOpenChange={() => undefined}
      onPaid={() => undefined}
      payment={({ discountCents, promoCode }) => (
        <p>
          Paying with a discount of {discountCents} cents, code {promoCode ?? 'none'}
        </p>
      )}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Show booking details' }));
  return view;
};

const valid = (code: string, discountAmount: string): StubReply => ({
  body: {
    valid: true,
    promoCode: { code, description: null, discountType: 'fixed', discountValue: 50 },
    error: null,
    discountAmount,
  } satisfies PromoValidationResult,
});
const refused = (error: string): StubReply => ({ body: { valid: false, promoCode: null, error } });

function stubPromo(...replies: StubReply[]) {
  return stubApi({ 'POST /api/promo/validate': () => replies.shift() ?? { status: 500 } });
}

const pricing = () => screen.getByRole('group', { name: 'Booking pricing' });
const codeField = () => screen.getByLabelText('Promo code');
const apply = () => screen.getByRole('button', { name: 'Apply' });

describe('the promo entry in Complete Your Booking (docs/product/states.md#states-and-transitions, docs/product/validation.md#validation and docs/product/errors.md#errors)', () => {
  it('asks for a code before checking anything', async () => {
    const api = stubPromo();
    const { user } = renderDialog();
    await user.click(apply());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a promo code');
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent).toEqual([]);
  });

  it("sends the code uppercased and trimmed with the booking, and takes the server's discount off the final amount", async () => {
    const api = stubPromo(valid('SAVE50', '50.00'));
    const { user } = renderDialog();
    await user.type(codeField(), '  save50  ');
    expect(codeField()).toHaveValue('  SAVE50  ');
    await user.click(apply());

    expect(await findToast('Promo Code Applied!')).toHaveTextContent('You save $50.00.');
    expect(api.to('POST', '/api/promo/validate')[0].body).toEqual({ code: 'SAVE50', bookingId: BOOKING.id });
    expect(codeField()).toHaveValue('SAVE50');
    expect(pricing()).toHaveTextContent('Subtotal$400.00Discount (SAVE50)−$50.00Total$350.00');
    expect(screen.getByText('Promo Code Applied! SAVE50: −$50.00')).toBeInTheDocument();
    expect(screen.getByText('Paying with a discount of 5000 cents, code SAVE50')).toBeInTheDocument();
  });

  it("shows the server's reason for a refused code, and a refused code removes the one applied before", async () => {
    stubPromo(valid('SAVE50', '50.00'), refused('This promo code does not exist'));
    const { user, fill } = renderDialog();
    await fill(codeField(), 'SAVE50');
    await user.click(apply());
    await within(pricing()).findByText('Discount (SAVE50)');

    await fill(codeField(), 'nope-nope');
    expect(codeField()).toHaveValue('NOPE-NOPE');
    await user.click(apply());
    expect(await screen.findByRole('alert')).toHaveTextContent('This promo code does not exist');
    expect(pricing()).not.toHaveTextContent('Discount');
    expect(pricing()).toHaveTextContent('Total$400.00');
    expect(screen.getByText('Paying with a discount of 0 cents, code none')).toBeInTheDocument();
  });

  it("says 'Failed to validate promo code' when the check gets no answer, and the server's text for a refusal it explains", async () => {
    // No route for the first check: it fails like a dropped connection.
    const api = stubApi({});
    const { user, fill } = renderDialog();
    await fill(codeField(), 'ANYCODE');
    await user.click(apply());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to validate promo code');
    expect(pricing()).toHaveTextContent('Total$400.00');
    expect(api.sent).toHaveLength(1);

    stubPromo({
      status: 429,
      body: { statusCode: 429, message: 'Too many promo checks. Please try again in 1 minute.' },
    });
    await user.click(apply());
    expect(
      await screen.findByText('Too many promo checks. Please try again in 1 minute.', { selector: '[role=alert]' }),
    ).toBeInTheDocument();
  });
});
