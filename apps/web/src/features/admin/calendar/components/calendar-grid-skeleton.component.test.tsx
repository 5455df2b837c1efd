import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CalendarResponse } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { allocation } from '@/testing/calendar.fixtures';
import { renderWithProviders } from '@/testing/render.testing';
import { CalendarPanel } from './calendar-panel.component';

const WEEK: CalendarResponse = {
  from: '2026-12-07',
  to: '2026-12-13',
  teams: [{ id: 1, name: 'Team 1', active: true, windows: [], timeOff: [] }],
  blackoutDays: [],
  allocations: [allocation()],
  cancelled: [],
};

describe('the admin Calendar while it loads', () => {
  it("shows its grid's shape under the week's days, not a spinner, and says it is loading to a screen reader", async () => {
    let answer: (value: { body: CalendarResponse }) => void = () => undefined;
    stubApi({ 'GET /api/admin/calendar': () => new Promise((resolve) => (answer = resolve)) });
    const { container } = renderWithProviders(<CalendarPanel today="2026-12-09" />, { route: '/?view=week' });

    expect(await screen.findByRole('status')).toHaveTextContent('Loading the calendar…');
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    const grid = container.querySelector<HTMLElement>('.calendar-grid');
    expect(grid?.style.getPropertyValue('--calendar-columns')).toBe('7');
    expect(grid).toHaveTextContent('Mon, Dec 7');
    expect(grid).toHaveTextContent('Sun, Dec 13');
    // A bar in each of the 7 days of each of the two team rows.
    expect(grid?.querySelectorAll('.calendar-cell .admin-skeleton')).toHaveLength(14);
    expect(container.querySelector('.rt-Spinner')).toBeNull();

    answer({ body: WEEK });
    expect(await screen.findByRole('button', { name: /34CD56EF/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Team 1' })).toBeInTheDocument();
    expect(container.querySelector('.admin-skeleton')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("shows the month's weeks as grey cells under the weekday names while the month loads", async () => {
    stubApi({ 'GET /api/admin/calendar': () => new Promise(() => undefined) });
    const { container } = renderWithProviders(<CalendarPanel today="2026-12-09" />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the calendar…');
    const table = container.querySelector<HTMLElement>('.calendar-month');
    expect(table).toHaveTextContent('MonTueWedThuFriSatSun');
    // December 2026: five weeks of seven days.
    expect(table?.querySelectorAll('td .admin-skeleton')).toHaveLength(35);
  });
});
