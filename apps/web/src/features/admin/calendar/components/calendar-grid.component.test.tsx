import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminTeam, CalendarAllocation, CalendarResponse } from '@app/contracts';
import { allocation } from '@/testing/calendar.fixtures';
import { viewDays } from './calendar-dates';
import { CalendarGrid } from './calendar-grid.component';

const team = (id: number, name: string, active = true): AdminTeam => ({ id, name, active, windows: [], timeOff: [] });

const data = (allocations: CalendarAllocation[], teams = [team(1, 'Team 1'), team(2, 'Team 2')]): CalendarResponse => ({
  from: '2026-12-07',
  to: '2026-12-13',
  teams,
  blackoutDays: [{ id: 1, firstDay: '2026-12-12', lastDay: '2026-12-12', reason: 'Company party' }],
  allocations,
  cancelled: [],
});

describe('the admin calendar grid', () => {
  it("puts each booking in its team row and day with short id, child, status, hold expiry and the team's hosts", () => {
    const firm = allocation({
      id: 'a2',
      teamId: 2,
      bookingId: 'b2',
      shortId: 'FACEB00C',
      childName: 'Sam',
      bookingStatus: 'confirmed',
      kind: 'firm',
      eventTime: '10:00',
      holdExpiresAt: null,
      hostNames: ['Ana Host', 'Bo Host'],
    });
    render(
      <CalendarGrid
        data={data([allocation(), firm])}
        days={viewDays('week', '2026-12-09')}
        timeZone="America/Chicago"
        onOpen={vi.fn()}
      />,
    );
    const one = screen.getByRole('region', { name: 'Team 1' });
    const two = screen.getByRole('region', { name: 'Team 2' });
    const alex = within(one).getByRole('button', { name: /34CD56EF/ });
    expect(alex).toHaveTextContent('2:00 PM · 34CD56EF · Alex · Pending · hold until Dec 1, 10:05 AM');
    expect(alex).toHaveAttribute('data-kind', 'hold');
    expect(within(two).getByRole('button')).toHaveTextContent(
      '10:00 AM · FACEB00C · Sam · Confirmed · hosts: Ana Host, Bo Host',
    );
    expect(within(two).getByRole('button')).not.toHaveTextContent('hold');
    // Seven days a team in the week view, each named for a screen reader and on phones; the blackout day says so.
    expect(within(one).getByText(/^Wed, Dec 9$/)).toBeInTheDocument();
    expect(within(one).getByText('Sat, Dec 12 (blackout: Company party): no bookings')).toBeInTheDocument();
    expect(within(two).getAllByText(/: no bookings$/)).toHaveLength(6);
  });

  it('opens the move dialog from a booking with the keyboard', async () => {
    const onOpen = vi.fn();
    render(<CalendarGrid data={data([allocation()])} days={viewDays('day', '2026-12-09')} onOpen={onOpen} />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: /Alex/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(allocation());
  });

  it('places a booking in the day view at its start for its length (8 AM to 9 PM across)', () => {
    render(<CalendarGrid data={data([allocation()])} days={['2026-12-09']} onOpen={vi.fn()} />);
    const block = screen.getByRole('button', { name: /Alex/ });
    // 2:00 PM is 6 h of the 13 h shown; 90 minutes is 90 of 780.
    expect(block.style.getPropertyValue('--block-left')).toMatch(/^46\.15\d*%$/);
    expect(block.style.getPropertyValue('--block-width')).toMatch(/^11\.53\d*%$/);
    expect(screen.getByText('8 AM')).toBeInTheDocument();
    expect(screen.getByText('8 PM')).toBeInTheDocument();
  });

  it('shows an inactive team only while it still has bookings in view', () => {
    const teams = [team(1, 'Team 1'), team(2, 'Old team', false)];
    const { rerender } = render(<CalendarGrid data={data([], teams)} days={['2026-12-09']} onOpen={vi.fn()} />);
    expect(screen.queryByRole('region', { name: /Old team/ })).not.toBeInTheDocument();
    rerender(<CalendarGrid data={data([allocation({ teamId: 2 })], teams)} days={['2026-12-09']} onOpen={vi.fn()} />);
    expect(screen.getByRole('region', { name: 'Old team (inactive)' })).toHaveTextContent('Alex');
  });
});
