import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AVAILABILITY_MESSAGES, CALENDAR_MESSAGES, type AdminTeam } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { findToast, renderWithProviders } from '@/testing/render.testing';
import { allocation } from '@/testing/calendar.fixtures';
import { MoveBookingDialog } from './move-booking-dialog.component';

const TEAMS: AdminTeam[] = [
  { id: 1, name: 'Team 1', active: true, windows: [], timeOff: [] },
  { id: 2, name: 'Team 2', active: true, windows: [], timeOff: [] },
  { id: 3, name: 'Retired', active: false, windows: [], timeOff: [] },
];
const booking = allocation();
const MOVE_PATH = `/api/admin/bookings/${booking.bookingId}/move`;
const MOVE = `POST ${MOVE_PATH}`;
const freeOn = (date: string, times: string[]) => ({
  [`GET /api/availability?from=${date}&to=${date}&games=3`]: { body: { days: [{ date, times }] } },
});

describe('moving a booking from the calendar', () => {
  it('moves it to the other active team, sending only what changed', async () => {
    const api = stubApi({ ...freeOn('2026-12-09', ['10:00', '16:00']), [MOVE]: { status: 204 } });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<MoveBookingDialog allocation={booking} teams={TEAMS} onClose={onClose} />);
    const team = screen.getByRole('combobox', { name: 'Team' });
    expect([...team.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Team 1', 'Team 2']);
    await user.selectOptions(team, 'Team 2');
    await user.click(screen.getByRole('button', { name: 'Move booking' }));
    await findToast(CALENDAR_MESSAGES.moved);
    expect(api.to('POST', MOVE_PATH)[0].body).toEqual({ teamId: 2 });
    expect(onClose).toHaveBeenCalled();
  });

  it("offers the day's free times for its game count, its own time included", async () => {
    const api = stubApi({ ...freeOn('2026-12-09', ['10:00', '16:00']), ...freeOn('2026-12-10', ['09:00']) });
    const { user, fill } = renderWithProviders(
      <MoveBookingDialog allocation={booking} teams={TEAMS} onClose={vi.fn()} />,
    );
    const time = screen.getByRole('combobox', { name: 'Start time' });
    await waitFor(() =>
      expect([...time.querySelectorAll('option')].map((o) => o.value)).toEqual(['10:00', '14:00', '16:00']),
    );
    expect(screen.getByRole('button', { name: 'Move booking' })).toBeDisabled();
    await fill(screen.getByLabelText('Date'), '2026-12-10');
    await waitFor(() => expect(screen.getByRole('option', { name: '9:00 AM' })).toBeInTheDocument());
    expect(screen.getByRole('option', { name: '2:00 PM (not free)' })).toBeInTheDocument();
    await user.selectOptions(time, '9:00 AM');
    expect(api.to('GET', '/api/availability?from=2026-12-10&to=2026-12-10&games=3')).toHaveLength(1);
  });

  it('shows a 409 with the nearest free times, and picking one fills the day and time', async () => {
    stubApi({
      ...freeOn('2026-12-09', ['10:00']),
      ...freeOn('2026-12-10', ['11:00']),
      [MOVE]: {
        status: 409,
        body: {
          statusCode: 409,
          code: 'SLOT_TAKEN',
          message: AVAILABILITY_MESSAGES.slotTaken,
          details: { alternatives: [{ date: '2026-12-10', time: '11:00' }] },
        },
      },
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<MoveBookingDialog allocation={booking} teams={TEAMS} onClose={onClose} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Team' }), 'Team 2');
    await user.click(screen.getByRole('button', { name: 'Move booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(AVAILABILITY_MESSAGES.slotTaken);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Thu, Dec 10, 2026 11:00 AM' }));
    expect(screen.getByLabelText('Date')).toHaveValue('2026-12-10');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Start time' })).toHaveValue('11:00'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
