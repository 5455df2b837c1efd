import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminBookingDetail, CalendarResponse } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { createdBooking } from '@/testing/booking.fixtures';
import { allocation } from '@/testing/calendar.fixtures';
import { renderWithProviders } from '@/testing/render.testing';
import { CalendarPanel } from './calendar-panel.component';

const month = (from: string, to: string, allocations = [allocation()]): CalendarResponse => ({
  from,
  to,
  teams: [{ id: 1, name: 'Team 1', active: true, windows: [], timeOff: [] }],
  blackoutDays: [],
  allocations,
  cancelled: [],
});

const february = allocation({ id: 'f', bookingId: 'f', shortId: 'FEB00001', eventDate: '2027-02-20', childName: 'Jo' });

describe('the admin Calendar panel', () => {
  it("opens on today's month and jumps to the next booking's day after the day shown, in the URL", async () => {
    const { sent } = stubApi({
      'GET /api/admin/calendar?from=2026-12-01&to=2026-12-31': { body: month('2026-12-01', '2026-12-31', []) },
      'GET /api/admin/calendar?from=2027-02-01&to=2027-02-28': { body: month('2027-02-01', '2027-02-28', [february]) },
      'GET /api/admin/calendar/next-booking?after=2026-12-09': { body: { day: '2027-02-20' } },
    });
    const { user } = renderWithProviders(<CalendarPanel today="2026-12-09" />, { route: '/admin/calendar' });
    expect(await screen.findByRole('heading', { name: 'Calendar: December 2026' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Wednesday, December 9:/ })).toHaveAttribute(
      'aria-current',
      'date',
    );

    await user.click(screen.getByRole('button', { name: 'Next booking' }));
    expect(await screen.findByRole('heading', { name: 'Calendar: February 2027' })).toBeInTheDocument();
    const day = await screen.findByRole('button', { name: 'Saturday, February 20: 1 booking' });
    expect(day.closest('td')).toHaveAttribute('data-selected');
    expect(within(day.closest('td')!).getByRole('button', { name: /FEB00001/ })).toHaveTextContent('Jo');
    expect(screen.getByLabelText('Go to date')).toHaveValue('2027-02-20');
    expect(sent.map((r) => r.path)).toContain('/api/admin/calendar/next-booking?after=2026-12-09');
  });

  it('says so when no booking comes after the day shown, and the date picker goes to a day', async () => {
    stubApi({
      'GET /api/admin/calendar': ({ path }) => ({ body: month(path.slice(25, 35), path.slice(39, 49), []) }),
      'GET /api/admin/calendar/next-booking': { body: { day: null } },
    });
    const { user } = renderWithProviders(<CalendarPanel today="2026-12-09" />, { route: '/?view=week' });
    await user.click(await screen.findByRole('button', { name: 'Next booking' }));
    expect(await screen.findByRole('status')).toHaveTextContent('No bookings after Wed, Dec 9.');
    // A date input's value changes as a whole (the browser's picker), not key by key.
    fireEvent.change(screen.getByLabelText('Go to date'), { target: { value: '2027-03-04' } });
    expect(await screen.findByRole('heading', { name: 'Calendar: Mon, Mar 1 – Sun, Mar 7' })).toBeInTheDocument();
  });

  it("opens a booking's details (phone, address, payments) from the calendar, and moves it from there", async () => {
    const held = allocation();
    const detail: AdminBookingDetail = {
      ...createdBooking({ id: held.bookingId, parentPhone: '7735550199' }),
      payment: 'deposit',
      games: [],
      cancellationRequest: null,
      account: null,
      waivers: { required: false, signatures: [], missing: [] },
    };
    stubApi({
      'GET /api/admin/calendar': { body: month('2026-12-01', '2026-12-31', [held]) },
      [`GET /api/admin/bookings/${held.bookingId}`]: { body: detail },
      'GET /api/availability': { body: { days: [] } },
    });
    const { user } = renderWithProviders(<CalendarPanel today="2026-12-09" />, { route: '/admin/calendar' });
    await user.click((await screen.findAllByRole('button', { name: /34CD56EF/ }))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Booking #34CD56EF' });
    expect(await within(dialog).findByText('(773) 555-0199')).toBeInTheDocument();
    expect(within(dialog).getByText(/12 Oak Street/)).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Price' })).toHaveTextContent('Balance due');

    await user.click(within(dialog).getByRole('button', { name: 'Move booking…' }));
    expect(await screen.findByRole('dialog', { name: 'Move booking 34CD56EF (Alex)' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Booking #34CD56EF' })).toBeNull();
  });
});
