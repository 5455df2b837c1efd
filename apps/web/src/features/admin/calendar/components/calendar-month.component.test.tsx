import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CalendarAllocation, CalendarCancelled, CalendarResponse } from '@app/contracts';
import { allocation } from '@/testing/calendar.fixtures';
import { addMonths, monthWeeks } from './calendar-dates';
import { CalendarMonth, MONTH_CELL_BOOKINGS } from './calendar-month.component';

const data = (allocations: CalendarAllocation[], cancelled: CalendarCancelled[] = []): CalendarResponse => ({
  from: '2026-12-01',
  to: '2026-12-31',
  teams: [{ id: 1, name: 'Team 1', active: true, windows: [], timeOff: [] }],
  blackoutDays: [{ id: 1, firstDay: '2026-12-25', lastDay: '2026-12-25', reason: 'Christmas' }],
  allocations,
  cancelled,
});

const cancelledBooking = (overrides: Partial<CalendarCancelled> = {}): CalendarCancelled => ({
  bookingId: 'x1',
  shortId: 'DEADBEEF',
  childName: 'Robin',
  bookingStatus: 'cancelled',
  eventDate: '2026-12-09',
  eventTime: '11:00',
  durationMinutes: 90,
  ...overrides,
});

const many = Array.from({ length: MONTH_CELL_BOOKINGS + 1 }, (_, i) =>
  allocation({
    id: `m${i}`,
    bookingId: `b${i}`,
    shortId: `SHORT00${i}`,
    eventDate: '2026-12-18',
    eventTime: `1${i}:00`,
  }),
);

const renderMonth = (allocations: CalendarAllocation[], handlers = { onOpen: vi.fn(), onOpenDay: vi.fn() }) => {
  render(<CalendarMonth data={data(allocations)} day="2026-12-09" today="2026-12-02" {...handlers} />);
  return handlers;
};

describe('the calendar month dates', () => {
  it('lays a month out in weeks from Monday, and steps a month keeping the day where it can', () => {
    const weeks = monthWeeks('2026-12-09');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(weeks[4]).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null, null]);
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2027-01-15', -1)).toBe('2026-12-15');
  });
});

describe('the admin calendar month view', () => {
  it('names each day with its date and booking count, and shows a booking with its status in words', () => {
    const confirmed = allocation({
      id: 'c',
      bookingId: 'c',
      shortId: 'FACEB00C',
      bookingStatus: 'confirmed',
      kind: 'firm',
      holdExpiresAt: null,
      childName: 'Sam',
      eventTime: '10:00',
    });
    renderMonth([allocation(), confirmed]);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(within(table).getByRole('button', { name: 'Wednesday, December 9: 2 bookings' })).toHaveTextContent('9');
    expect(within(table).getByRole('button', { name: 'Thursday, December 10: no bookings' })).toBeInTheDocument();
    expect(
      within(table).getByRole('button', { name: 'Friday, December 25: no bookings (blackout: Christmas)' }),
    ).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: /^Wednesday, December 2:/ })).toHaveAttribute(
      'aria-current',
      'date',
    );
    const pending = within(table).getByRole('button', { name: /34CD56EF/ });
    expect(pending).toHaveTextContent('2:00 PM · 34CD56EF · Alex · Pending');
    expect(pending).toHaveAttribute('data-status', 'pending');
    const firm = within(table).getByRole('button', { name: /FACEB00C/ });
    expect(firm).toHaveTextContent('10:00 AM · FACEB00C · Sam · Confirmed');
    expect(firm).toHaveAttribute('data-status', 'confirmed');
  });

  it('shows a count for a day with many bookings, which opens the day; a booking opens the move dialog', async () => {
    const { onOpen, onOpenDay } = renderMonth(many);
    const cell = screen.getByRole('button', { name: `Friday, December 18: ${many.length} bookings` }).closest('td')!;
    expect(within(cell).getAllByRole('button', { name: /SHORT00/ })).toHaveLength(MONTH_CELL_BOOKINGS - 1);
    const user = userEvent.setup();
    await user.click(within(cell).getByRole('button', { name: `All ${many.length} bookings` }));
    expect(onOpenDay).toHaveBeenCalledWith('2026-12-18');
    await user.click(within(cell).getByRole('button', { name: /SHORT000/ }));
    expect(onOpen).toHaveBeenCalledWith(many[0]);
  });

  it('puts one day in the Tab order and moves between days with the arrow keys', async () => {
    const { onOpenDay } = renderMonth([]);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('switch', { name: 'Show cancelled' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: /^Wednesday, December 9/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: /^Wednesday, December 16/ })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(screen.getByRole('button', { name: /^Tuesday, December 8/ })).toHaveFocus();
    // The month's edge stops the arrows: the grid holds no day before the 1st.
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('button', { name: /^Tuesday, December 1:/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOpenDay).toHaveBeenCalledWith('2026-12-01');
  });

  it('lists the days that have bookings for a phone, each named, and says when the month has none', () => {
    renderMonth(many);
    const list = screen.getByRole('region', { name: `Friday, December 18: ${many.length} bookings` });
    // jsdom applies no media query: the phone list is in the markup beside the table, CSS shows one of the two.
    expect(within(list).getAllByRole('button')).toHaveLength(many.length);
  });

  it('shows the days’ cancelled bookings muted and struck, with the word, never counted as bookings; "Show cancelled" hides them', async () => {
    const gone = [
      cancelledBooking(),
      ...['a', 'b', 'c'].map((x) =>
        cancelledBooking({ bookingId: x, shortId: `GONE000${x}`, eventDate: '2026-12-18' }),
      ),
    ];
    render(
      <CalendarMonth
        data={data([allocation()], gone)}
        day="2026-12-09"
        today="2026-12-02"
        onOpen={vi.fn()}
        onOpenDay={vi.fn()}
      />,
    );
    const table = screen.getByRole('table');
    const day = within(table).getByRole('button', { name: 'Wednesday, December 9: 1 booking, 1 cancelled' });
    const cell = day.closest('td')!;
    const entry = within(cell)
      .getByText(/DEADBEEF/)
      .closest('li')!;
    expect(entry).toHaveTextContent('11:00 AM · DEADBEEF · Robin · Cancelled');
    expect(entry).toHaveAttribute('data-status', 'cancelled');
    expect(entry.querySelector('s')).toHaveTextContent('11:00 AM · DEADBEEF · Robin');
    // Nothing to move: the booking holds no team.
    expect(within(entry).queryByRole('button')).toBeNull();
    // Beyond what a cell lists, a count; the day counts no booking.
    const busy = within(table)
      .getByRole('button', { name: 'Friday, December 18: no bookings, 3 cancelled' })
      .closest('td')!;
    expect(within(busy).getByText('3 cancelled')).toBeInTheDocument();
    // The phone list has the day too.
    expect(screen.getByRole('region', { name: 'Friday, December 18: no bookings, 3 cancelled' })).toBeInTheDocument();

    const toggle = screen.getByRole('switch', { name: 'Show cancelled' });
    expect(toggle).toBeChecked();
    await userEvent.setup().click(toggle);
    expect(screen.queryByText(/DEADBEEF/)).toBeNull();
    expect(within(table).getByRole('button', { name: 'Wednesday, December 9: 1 booking' })).toBeInTheDocument();
  });
});
