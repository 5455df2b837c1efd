import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CALENDAR_MESSAGES, DEFAULT_WORKING_WINDOW, WEEKDAYS, type AdminTeam } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { findToast, renderWithProviders } from '@/testing/render.testing';
import { TeamsPanel } from './teams-panel.component';

const TEAM: AdminTeam = {
  id: 1,
  name: 'Team 1',
  active: true,
  windows: WEEKDAYS.map((weekday) => ({ weekday, ...DEFAULT_WORKING_WINDOW })),
  timeOff: [{ id: 7, firstDay: '2026-12-24', lastDay: '2026-12-26', reason: 'Holidays' }],
};

describe('the admin teams panel', () => {
  it("says why a team with bookings to come cannot be deactivated, in the server's words", async () => {
    const api = stubApi({
      'GET /api/admin/teams': { body: [TEAM] },
      'PATCH /api/admin/teams/1': {
        status: 409,
        body: { statusCode: 409, code: 'TEAM_HAS_BOOKINGS', message: CALENDAR_MESSAGES.teamHasBookings(2) },
      },
    });
    const { user } = renderWithProviders(<TeamsPanel />);
    const card = await screen.findByRole('article', { name: 'Team 1' });
    expect(within(card).getByRole('list', { name: 'Team 1 time off' })).toHaveTextContent(
      'Thu, Dec 24, 2026 – Sat, Dec 26, 2026: Holidays',
    );
    await user.click(within(card).getByRole('switch', { name: 'Active' }));
    expect(await findToast('Team not changed')).toHaveTextContent(CALENDAR_MESSAGES.teamHasBookings(2));
    expect(api.to('PATCH', '/api/admin/teams/1')[0].body).toEqual({ active: false });
  });

  it('saves the weekly hours as the whole set: a day off is left out', async () => {
    const api = stubApi({
      'GET /api/admin/teams': { body: [TEAM] },
      'PUT /api/admin/teams/1/windows': { body: TEAM },
    });
    const { user, fill } = renderWithProviders(<TeamsPanel />);
    const card = await screen.findByRole('article', { name: 'Team 1' });
    await user.click(within(card).getByRole('checkbox', { name: 'Sunday' }));
    await fill(within(card).getByLabelText('Team 1 Saturday until'), '18:30');
    await user.click(within(card).getByRole('button', { name: 'Save hours' }));
    await findToast('Hours saved');
    const { windows } = api.to('PUT', '/api/admin/teams/1/windows')[0].body as { windows: unknown[] };
    expect(windows).toHaveLength(6);
    expect(windows).not.toContainEqual(expect.objectContaining({ weekday: 0 }));
    expect(windows).toContainEqual({ weekday: 6, startMinute: 540, endMinute: 1110 });
  });
});
