import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_MESSAGES,
  CHANGE_BOOKING_MESSAGES as M,
  type AdminBookingDetail,
  type BookingChangeResult,
  type Game,
} from '@app/contracts';
import { stubApi, type StubRoute } from '@/testing/api-stub.testing';
import { createdBooking, TEST_LOCATION } from '@/testing/booking.fixtures';
import { renderWithProviders } from '@/testing/render.testing';
import { EditBooking } from './edit-booking.component';

/** 3 catalogue games for 10 children with photography, a theme, paid $599.00. */
const BOOKING: AdminBookingDetail = {
  ...createdBooking({
    eventTheme: 'Pirates',
    specialRequests: 'Gate code 1234',
    addOns: { photography: true, videography: false, customShirts: false, customAwards: false },
    amountPaid: '599.00',
    balanceDue: '0.00',
  }),
  payment: 'paid',
  games: [
    { id: 1, name: 'Capture the Flag', custom: false },
    { id: 2, name: 'Relay Race', custom: false },
    { id: 3, name: 'Dodgeball', custom: false },
  ],
  cancellationRequest: null,
  account: null,
  waivers: { required: false, signatures: [], missing: [] },
};
const GAMES = ['Capture the Flag', 'Relay Race', 'Dodgeball', 'Tug of War'].map((name, i) => ({
  id: i + 1,
  name,
})) as Game[];
const PATCH = `PATCH /api/admin/bookings/${BOOKING.id}`;

/** The photography dropped: $400.00 now, $599.00 paid, $199.00 to give back. */
const LOWER: BookingChangeResult = {
  priceLines: [
    { key: 'package', label: 'Package (3 games)', amount: '400.00' },
    { key: 'total', label: 'Total', amount: '400.00' },
    { key: 'paid', label: 'Paid', amount: '599.00' },
    { key: 'balanceDue', label: 'Balance due', amount: '0.00' },
  ],
  total: '400.00',
  paid: '599.00',
  due: '0.00',
  refundOffer: '199.00',
};

async function openForm(patch: StubRoute = { body: LOWER }) {
  const api = stubApi({ 'GET /api/games': { body: GAMES }, [PATCH]: patch });
  const rendered = renderWithProviders(<EditBooking booking={BOOKING} />);
  await rendered.user.click(screen.getByRole('button', { name: `${M.editTitle}…` }));
  const form = screen.getByRole('form', { name: M.editTitle });
  await within(form).findByRole('checkbox', { name: 'Tug of War' });
  return { api, form, ...rendered };
}

describe("the admin's Edit booking form", () => {
  it('opens prefilled with the booking as it stands', async () => {
    const { form } = await openForm();
    const f = within(form);
    expect(f.getByLabelText('Number of children')).toHaveValue(10);
    expect(f.getByLabelText('Event type')).toHaveValue('birthday');
    expect(f.getByLabelText('Theme (optional)')).toHaveValue('Pirates');
    expect(f.getByLabelText('Street address')).toHaveValue(TEST_LOCATION.address);
    expect(f.getByLabelText('State')).toHaveValue('TX');
    expect(f.getByLabelText('Special requests (optional)')).toHaveValue('Gate code 1234');
    for (const name of ['Capture the Flag', 'Relay Race', 'Dodgeball'])
      expect(f.getByRole('checkbox', { name })).toBeChecked();
    expect(f.getByRole('checkbox', { name: 'Tug of War' })).not.toBeChecked();
    expect(f.getByRole('checkbox', { name: /^Professional Photography/ })).toBeChecked();
  });

  it("refuses what the wizard refuses, with the wizard's message, and sends nothing", async () => {
    const { api, form, user, fill } = await openForm();
    await fill(within(form).getByLabelText('Number of children'), '60');
    await user.click(within(form).getByRole('button', { name: M.save }));
    expect(await within(form).findByText(BOOKING_MESSAGES.guestCount)).toBeInTheDocument();
    expect(within(form).getByLabelText('Number of children')).toHaveAttribute('aria-invalid', 'true');
    expect(api.to('PATCH', `/api/admin/bookings/${BOOKING.id}`)).toHaveLength(0);
  });

  it('sends the details as they should be and shows the new price and the refund offered', async () => {
    const { api, form, user, fill } = await openForm();
    await fill(within(form).getByLabelText('Number of children'), '12');
    await user.click(within(form).getByRole('checkbox', { name: /^Professional Photography/ }));
    await user.click(within(form).getByRole('checkbox', { name: 'Tug of War' }));
    await user.click(within(form).getByRole('button', { name: M.save }));

    const price = await screen.findByRole('status', { name: 'The new price' });
    expect(api.to('PATCH', `/api/admin/bookings/${BOOKING.id}`)[0].body).toMatchObject({
      guestCount: 12,
      selectedGames: [1, 2, 3, 4],
      eventType: 'birthday',
      eventTheme: 'Pirates',
      location: TEST_LOCATION,
      addOns: { photography: false, videography: false, customShirts: false, customAwards: false },
      specialRequests: 'Gate code 1234',
    });
    expect(price).toHaveTextContent('Total$400.00');
    // Paid and due are the booking's as read now (the detail's Price section), never the answer's kept figures.
    expect(price).not.toHaveTextContent('Paid');
    expect(price).not.toHaveTextContent('Balance due');
    expect(price).toHaveTextContent(M.refundOffered('199.00'));
    expect(screen.queryByRole('form', { name: M.editTitle })).not.toBeInTheDocument();
  });

  it('pays out the refund offered with "Refund $199.00" and says it was made', async () => {
    const refund = `POST /api/admin/bookings/${BOOKING.id}/refund-overpayment`;
    const api = stubApi({
      'GET /api/games': { body: GAMES },
      [PATCH]: { body: LOWER },
      [refund]: { body: { refundAmount: '199.00', refundFailed: false, paid: '400.00', due: '0.00' } },
    });
    const { user } = renderWithProviders(<EditBooking booking={BOOKING} />);
    await user.click(screen.getByRole('button', { name: `${M.editTitle}…` }));
    await user.click(screen.getByRole('button', { name: M.save }));
    await user.click(await screen.findByRole('button', { name: M.refundOverpayment('199.00') }));
    const price = screen.getByRole('status', { name: 'The new price' });
    expect(await within(price).findByText(M.overpaymentRefunded('199.00'))).toBeInTheDocument();
    expect(api.to('POST', `/api/admin/bookings/${BOOKING.id}/refund-overpayment`)[0].body).toEqual({
      amount: '199.00',
    });
    expect(within(price).queryByRole('button', { name: M.refundOverpayment('199.00') })).not.toBeInTheDocument();
  });

  describe('the amount of the refund offered, the whole offer unless the admin lowers it', () => {
    const REFUND = `/api/admin/bookings/${BOOKING.id}/refund-overpayment`;
    const offered = async () => {
      const api = stubApi({
        'GET /api/games': { body: GAMES },
        [PATCH]: { body: LOWER },
        [`POST ${REFUND}`]: { body: { refundAmount: '99.50', refundFailed: false, paid: '499.50', due: '0.00' } },
      });
      const { user } = renderWithProviders(<EditBooking booking={BOOKING} />);
      await user.click(screen.getByRole('button', { name: `${M.editTitle}…` }));
      await user.click(screen.getByRole('button', { name: M.save }));
      const amount = await screen.findByRole('textbox', { name: M.overpaymentAmountLabel('199.00') });
      expect(amount).toHaveValue('199.00');
      return { api, user, amount };
    };

    it('refunds the amount typed, the button saying it', async () => {
      const { api, user, amount } = await offered();
      await user.clear(amount);
      await user.type(amount, '99.5');
      await user.click(screen.getByRole('button', { name: M.refundOverpayment('99.50') }));
      const price = screen.getByRole('status', { name: 'The new price' });
      expect(await within(price).findByText(M.overpaymentRefunded('99.50'))).toBeInTheDocument();
      expect(api.to('POST', REFUND)[0].body).toEqual({ amount: '99.5' });
    });

    it('refuses more than the offer with the words of the api, asking nothing of it', async () => {
      const { api, user, amount } = await offered();
      await user.clear(amount);
      await user.type(amount, '199.01');
      await user.click(screen.getByRole('button', { name: M.refundOverpayment('199.01') }));
      expect(await screen.findByText(M.overpaymentTooLarge('199.00'))).toBeInTheDocument();
      expect(amount).toHaveAttribute('aria-invalid', 'true');
      expect(api.to('POST', REFUND)).toEqual([]);
    });
  });

  it('shows SLOT_TAKEN for a longer event with the free times nearby, the form kept', async () => {
    const { form, user } = await openForm({
      status: 409,
      body: {
        statusCode: 409,
        code: 'SLOT_TAKEN',
        message: M.longerNotFree,
        details: { alternatives: [{ date: '2026-03-23', time: '16:00' }] },
      },
    });
    await user.click(within(form).getByRole('checkbox', { name: 'Tug of War' }));
    await user.click(within(form).getByRole('button', { name: M.save }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent(M.longerNotFree);
    expect(alert).toHaveTextContent('Free times nearby: Mon, Mar 23, 2026 4:00 PM');
    expect(within(form).getByRole('checkbox', { name: 'Tug of War' })).toBeChecked();
  });
});
