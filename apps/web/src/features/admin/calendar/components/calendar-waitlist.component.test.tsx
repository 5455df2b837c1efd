import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CalendarResponse } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { renderWithProviders } from '@/testing/render.testing';
import { CalendarPanel } from './calendar-panel.component';

const month: CalendarResponse = {
  from: '2026-12-01',
  to: '2026-12-31',
  teams: [{ id: 1, name: 'Team 1', active: true, windows: [], timeOff: [] }],
  blackoutDays: [],
  allocations: [],
  cancelled: [],
};

const calendarReads = {
  'GET /api/admin/calendar?from=2026-12-01&to=2026-12-31': { body: month },
  'GET /api/admin/waitlist/days?from=2026-12-01&to=2026-12-31': {
    body: { days: [{ date: '2026-12-12', waiting: 3 }] },
  },
};

describe("the Calendar's waiting families", () => {
  it('says on each day how many families wait, and the badge opens that day’s list', async () => {
    stubApi({ ...calendarReads, 'GET /api/admin/waitlist?day=2026-12-12': { body: [] } });
    const { user } = renderWithProviders(<CalendarPanel today="2026-12-09" />, { route: '/admin/calendar' });
    const day = await screen.findByRole('button', { name: 'Saturday, December 12: no bookings, 3 families waiting' });
    const badge = within(day.closest('td')!).getByRole('button', {
      name: '3 waiting: open the waiting list of Saturday, December 12',
    });
    expect(badge).toHaveTextContent(/^3 waiting$/);
    // A day nobody waits on has no badge.
    const other = screen.getByRole('button', { name: 'Sunday, December 13: no bookings' });
    expect(within(other.closest('td')!).queryByRole('button', { name: /waiting/ })).toBeNull();

    await user.click(badge);
    const dialog = await screen.findByRole('dialog', { name: 'Waiting list: Saturday, December 12' });
    expect(await within(dialog).findByRole('status')).toHaveTextContent('No family is waiting for this day.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the calendar when the counts fail, saying so', async () => {
    stubApi({
      ...calendarReads,
      'GET /api/admin/waitlist/days?from=2026-12-01&to=2026-12-31': { status: 500, body: {} },
    });
    renderWithProviders(<CalendarPanel today="2026-12-09" />, { route: '/admin/calendar' });
    expect(
      await screen.findByText('The waiting families could not be counted. Please reload the page to try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saturday, December 12: no bookings' })).toBeInTheDocument();
  });

  it('asks for no counts in the week and day views', async () => {
    const { sent } = stubApi({ 'GET /api/admin/calendar': { body: month } });
    renderWithProviders(<CalendarPanel today="2026-12-09" />, { route: '/admin/calendar?view=week&day=2026-12-09' });
    expect(await screen.findByRole('heading', { name: /Calendar: Mon, Dec 7/ })).toBeInTheDocument();
    expect(sent.filter((r) => r.path.startsWith('/api/admin/waitlist'))).toEqual([]);
  });
});
