import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CancelOwnBookingResult, ManagedBooking } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { managedBooking } from '@/testing/booking.fixtures';
import { findToast, renderWithProviders } from '@/testing/render.testing';
import { ManageBookingPage, type ManageBookingSlots } from './manage-booking-page.component';

const ID = managedBooking().id;
const TOKEN = 'signed.token';
const PAGE = `/api/bookings/${ID}?token=${TOKEN}`;
const TZ = 'America/Chicago';

/** The other features' parts, as plain stand-ins: the page's own behaviour is what is tested here. */
const slots: ManageBookingSlots = {
  payment: () => <button type="button">Pay balance</button>,
  documents: () => null,
  // The wizard's calendar: one button per free start.
  picker: (_booking, { onChange }) => (
    <button type="button" onClick={() => onChange({ date: '2026-03-28', time: '10:00' })}>
      Saturday 10 AM
    </button>
  ),
  holdLine: () => null,
  roster: () => null,
  album: () => null,
};

const renderPage = () =>
  renderWithProviders(<ManageBookingPage id={ID} token={TOKEN} timeZone={TZ} slots={slots} onChange={vi.fn()} />);

describe("a parent's booking page", () => {
  it('shows the event, the games, the price lines with paid and due, and the policy with the refund now', async () => {
    stubApi({ [`GET ${PAGE}`]: { body: managedBooking() } });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: /Sam’s party/ });
    expect(screen.getByText('Monday, March 23, 2026')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Games' })).toHaveTextContent('Relay RaceTug of WarSack Race');
    const price = screen.getByRole('region', { name: 'Price and payment' });
    expect(within(price).getByText('Paid')).toBeInTheDocument();
    expect(within(price).getByText('Balance due')).toBeInTheDocument();
    expect(within(price).queryByText(/Discount/)).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Cancel by Sat, Mar 21, 2:00 PM Central to get $388.00 back: what you paid less the 3% processing fee. After that, ask us.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Download calendar file/ })).toHaveAttribute(
      'href',
      `/api/bookings/${ID}/calendar.ics?token=${TOKEN}`,
    );
    expect(screen.getByRole('link', { name: /Add to Google Calendar/ })).toHaveAttribute(
      'href',
      managedBooking().googleCalendarUrl,
    );
  });

  it('says it cannot find a missing booking, a bad link or someone else’s, with ways on', async () => {
    stubApi({ [`GET ${PAGE}`]: { status: 404, body: { statusCode: 404, code: 'BOOKING_NOT_FOUND' } } });
    renderPage();
    await screen.findByRole('heading', { name: 'We couldn’t find this booking' });
    expect(screen.getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/profile');
  });

  it('hides rescheduling with the reason when it is too late', async () => {
    stubApi({
      [`GET ${PAGE}`]: { body: managedBooking({ policy: { ...managedBooking().policy, canReschedule: false } }) },
    });
    renderPage();
    await screen.findByText('Bookings can be moved until 48 hours before the event. Please call us to change it.');
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
  });
});

describe('rescheduling from the page', () => {
  const RESCHEDULE = `/api/bookings/${ID}/reschedule?token=${TOKEN}`;

  it('moves the party, says so and reads the booking again', async () => {
    let moved = false;
    const api = stubApi({
      [`GET ${PAGE}`]: () => ({ body: managedBooking(moved ? { eventDate: '2026-03-28', eventTime: '10:00' } : {}) }),
      [`POST ${RESCHEDULE}`]: () => {
        moved = true;
        return { body: managedBooking({ eventDate: '2026-03-28', eventTime: '10:00' }) };
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
    await user.click(screen.getByRole('button', { name: 'Saturday 10 AM' }));
    await user.click(screen.getByRole('button', { name: 'Move to Saturday, March 28, 2026 at 10:00 AM' }));
    await findToast('Booking moved');
    expect(api.to('POST', RESCHEDULE)[0].body).toEqual({ eventDate: '2026-03-28', eventTime: '10:00' });
    await screen.findByText('Saturday, March 28, 2026');
  });

  it('shows a taken time (409 SLOT_TAKEN) with the free times nearby, and one of them can be picked', async () => {
    const api = stubApi({
      [`GET ${PAGE}`]: { body: managedBooking() },
      [`POST ${RESCHEDULE}`]: {
        status: 409,
        body: {
          statusCode: 409,
          code: 'SLOT_TAKEN',
          message: '10:00 AM on Saturday, March 28 was just taken. Please choose another time.',
          details: { alternatives: [{ date: '2026-03-28', time: '14:00' }] },
        },
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
    await user.click(screen.getByRole('button', { name: 'Saturday 10 AM' }));
    await user.click(screen.getByRole('button', { name: /^Move to/ }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('10:00 AM on Saturday, March 28 was just taken. Please choose another time.');
    await user.click(within(alert).getByRole('button', { name: 'Saturday, March 28, 2026 at 2:00 PM' }));
    await user.click(screen.getByRole('button', { name: 'Move to Saturday, March 28, 2026 at 2:00 PM' }));
    await waitFor(() => expect(api.to('POST', RESCHEDULE)).toHaveLength(2));
    expect(api.to('POST', RESCHEDULE)[1].body).toEqual({ eventDate: '2026-03-28', eventTime: '14:00' });
  });

  it('says when it has become too late (409 CHANGE_TOO_LATE)', async () => {
    stubApi({
      [`GET ${PAGE}`]: { body: managedBooking() },
      [`POST ${RESCHEDULE}`]: { status: 409, body: { statusCode: 409, code: 'CHANGE_TOO_LATE' } },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
    await user.click(screen.getByRole('button', { name: 'Saturday 10 AM' }));
    await user.click(screen.getByRole('button', { name: /^Move to/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bookings can be moved until 48 hours before the event. Please call us to change it.',
    );
  });
});

describe('cancelling from the page', () => {
  const CANCEL = `/api/bookings/${ID}/cancel?token=${TOKEN}`;
  const result = (booking: ManagedBooking, more: Partial<CancelOwnBookingResult>): CancelOwnBookingResult => ({
    booking,
    outcome: 'cancelled',
    refundAmount: null,
    refundFailed: false,
    request: null,
    ...more,
  });

  it('on time: shows the refund less the fee before confirming, then the answer', async () => {
    const cancelled = managedBooking({ status: 'cancelled', policy: { ...managedBooking().policy, cancel: null } });
    let done = false;
    const api = stubApi({
      // Read again after the answer: nothing is left to cancel, and the answer stays until the parent closes it.
      [`GET ${PAGE}`]: () => ({ body: done ? cancelled : managedBooking() }),
      [`POST ${CANCEL}`]: () => {
        done = true;
        return { body: result(cancelled, { refundAmount: '388.00' }) };
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your booking' });
    expect(dialog).toHaveTextContent(
      'Cancel by Sat, Mar 21, 2:00 PM Central to get $388.00 back: what you paid less the 3% processing fee.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel my booking' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Your booking is cancelled. $388.00 is on its way back to your PayPal account',
    );
    expect(api.to('POST', CANCEL)[0].body).toEqual({});
    await screen.findByText('Cancelled');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it('part paid in cash: the page and the dialog offer that part back by hand, and the answer says so', async () => {
    // Booked 18 children ($895.00 through PayPal), edited to 22, the $160.00 due paid in cash.
    const policy = {
      ...managedBooking().policy,
      refundNow: '1023.35',
      refundNowSplit: { paypal: '895.00', cash: '128.35', bankTransfer: '0.00' },
    };
    const paid = managedBooking({ amountPaid: '1055.00', finalPrice: '1055.00', policy });
    const offer =
      'Cancel by Sat, Mar 21, 2:00 PM Central to get $895.00 back to your PayPal and $128.35 returned by us in cash: what you paid less the 3% processing fee.';
    stubApi({
      [`GET ${PAGE}`]: { body: paid },
      [`POST ${CANCEL}`]: { body: result(managedBooking({ status: 'cancelled' }), { refundAmount: '1023.35' }) },
    });
    const { user } = renderPage();
    expect(await screen.findByText(new RegExp(offer.replace(/[$.()]/g, '\\$&')))).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your booking' });
    expect(dialog).toHaveTextContent(offer);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel my booking' }));
    const answer = await within(dialog).findByRole('status');
    expect(answer).toHaveTextContent(
      'Your booking is cancelled: $895.00 back to your PayPal, $128.35 returned by us in cash.',
    );
    expect(answer).not.toHaveTextContent('$1,023.35 is on its way back to your PayPal');
  });

  it('says so when PayPal has not taken the refund yet: the booking is cancelled all the same', async () => {
    stubApi({
      [`GET ${PAGE}`]: { body: managedBooking() },
      [`POST ${CANCEL}`]: {
        body: result(managedBooking({ status: 'cancelled' }), { refundAmount: '388.00', refundFailed: true }),
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your booking' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel my booking' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Your booking is cancelled, but PayPal did not accept the refund yet.',
    );
  });

  it('a cancelled booking whose refund PayPal has not made yet says it is on its way, with the amount', async () => {
    const waiting = managedBooking({ status: 'cancelled', policy: { ...managedBooking().policy, cancel: null } });
    stubApi({ [`GET ${PAGE}`]: { body: { ...waiting, refundOnItsWay: '388.00' } } });
    renderPage();
    const changes = await screen.findByRole('region', { name: 'Changes and cancellation' });
    expect(within(changes).getByText('This booking is cancelled.')).toBeInTheDocument();
    expect(within(changes).getByRole('status')).toHaveTextContent(
      'Your refund of $388.00 is on its way: PayPal has not confirmed it yet.',
    );
  });

  it('a cancelled booking lists each refund and what was paid net of them, not "Paid $12.00"', async () => {
    const cancelled = managedBooking({
      status: 'cancelled',
      paymentStatus: 'refunded',
      amountPaid: '12.00',
      amountRefunded: '388.00',
      policy: { ...managedBooking().policy, cancel: null, refundNow: '0.00' },
      refunds: [
        { amount: '200.00', state: 'sent', at: '2026-03-10T15:00:00.000Z' },
        { amount: '188.00', state: 'sent', at: '2026-03-10T15:00:01.000Z' },
      ],
    });
    stubApi({ [`GET ${PAGE}`]: { body: cancelled } });
    renderPage();
    const price = await screen.findByRole('region', { name: 'Price and payment' });
    expect(within(price).queryByText('Paid')).not.toBeInTheDocument();
    expect(
      within(within(price).getByRole('list', { name: 'Refunds' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Tue, Mar 10, 10:00 AM Central: $200.00 refund, sent',
      'Tue, Mar 10, 10:00 AM Central: $188.00 refund, sent',
    ]);
    expect(within(price).getByText('Paid $400.00 · Refunded $388.00 · Kept $12.00')).toBeInTheDocument();
  });

  it('late: a reason is required, then the request is sent and the answer shown', async () => {
    const late = managedBooking({ policy: { ...managedBooking().policy, canReschedule: false, cancel: 'request' } });
    const api = stubApi({
      [`GET ${PAGE}`]: { body: late },
      [`POST ${CANCEL}`]: { body: result(late, { outcome: 'requested' }) },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Ask us to cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask us to cancel' });
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please tell us why you need to cancel');
    expect(api.to('POST', CANCEL)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Why do you need to cancel?'), 'Our child is ill');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Your cancellation request is already with us. We will reply by e-mail.',
    );
    expect(api.to('POST', CANCEL)[0].body).toEqual({ reason: 'Our child is ill' });
  });
});
