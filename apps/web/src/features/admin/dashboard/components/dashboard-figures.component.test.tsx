import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminStats, WaitlistFigures } from '@app/contracts';
import { stubApi, type SentRequest } from '@/testing/api-stub.testing';
import { renderWithProviders } from '@/testing/render.testing';
import { DashboardFigures } from './dashboard-figures.component';

const TODAY = '2026-03-10';

/** The server's answer for the period it was asked, with figures that tell each card apart. */
function statsFor(request: SentRequest, collected = '860.00'): AdminStats {
  const query = new URLSearchParams(request.path.split('?')[1]);
  return {
    totalBookings: 1234,
    confirmedBookings: 456,
    totalRevenue: '249155.00',
    averageBookingValue: '201.91',
    activeUsers: 789,
    collectedRevenue: '4727.14',
    period: {
      from: query.get('from')!,
      to: query.get('to')!,
      timeZone: 'America/Chicago',
      collectedRevenue: collected,
      capturedRevenue: '1100.00',
      refundedRevenue: '240.00',
      bookedValue: '900.00',
      bookingsByStatus: { pending: 2, confirmed: 2, completed: 3, cancelled: 1 },
    },
    upcoming: {
      from: TODAY,
      to: '2026-03-16',
      events: [
        {
          id: 'b-1',
          eventDate: '2026-03-14',
          eventTime: '14:00',
          childName: 'Mia',
          parentName: 'Pat Lee',
          guestCount: 12,
          eventType: 'birthday',
          status: 'confirmed',
        },
      ],
    },
  };
}

/** The waiting list's figures: this month's apart from other periods'. */
function waitlistFor(request: SentRequest): WaitlistFigures {
  const march = request.path.includes('from=2026-03-01&to=2026-03-31');
  return march ? { joined: 12, offered: 5, booked: 3, expired: 1 } : { joined: 40, offered: 20, booked: 9, expired: 6 };
}

function Url() {
  return <output aria-label="URL">{useLocation().search}</output>;
}

function renderFigures(route = '/admin', collected?: string) {
  const api = stubApi({
    'GET /api/admin/stats': (request) => ({ body: statsFor(request, collected) }),
    'GET /api/admin/waitlist/figures': (request) => ({ body: waitlistFor(request) }),
  });
  const view = renderWithProviders(
    <>
      <DashboardFigures today={TODAY} />
      <Url />
    </>,
    { route },
  );
  const asked = () => api.sent.map((r) => r.path).filter((path) => path.startsWith('/api/admin/stats'));
  const askedWaitlist = () => api.sent.map((r) => r.path).filter((path) => path.startsWith('/api/admin/waitlist'));
  const url = () => Object.fromEntries(new URLSearchParams(screen.getByRole('status', { name: 'URL' }).textContent!));
  return { ...view, asked, askedWaitlist, url };
}

const card = (label: string) => screen.getByText(label).closest('.rt-Card') as HTMLElement;

afterEach(() => vi.unstubAllGlobals());

describe('the dashboard figures', () => {
  it("keep the four all-time cards, each saying what it counts, and show this month's figures by default", async () => {
    const { asked } = renderFigures();
    await screen.findByText('$860.00');
    expect(asked()).toEqual(['/api/admin/stats?from=2026-03-01&to=2026-03-31']);
    expect(within(card('Total Bookings')).getByText('456 confirmed · all time')).toBeInTheDocument();
    expect(within(card('Total Revenue')).getByText('$249,155.00')).toBeInTheDocument();
    expect(
      within(card('Total Revenue')).getByText(
        'Total booked value (all bookings, unpaid and cancelled included), all time',
      ),
    ).toBeInTheDocument();
    expect(within(card('Avg Booking Value')).getByText('$201.91')).toBeInTheDocument();
    expect(within(card('Active Users')).getByText('789')).toBeInTheDocument();
    // The old mislabel is gone: no figure called "booked" without its period, no all-time "collected" beside it.
    expect(screen.queryByText(/\$4,727\.14/)).toBeNull();

    const collected = card('Collected, net of refunds');
    expect(within(collected).getByText('$1,100.00 received less $240.00 refunded')).toBeInTheDocument();
    expect(within(collected).getByText('Mar 1 – Mar 31, 2026, days in America/Chicago')).toBeInTheDocument();
    const booked = card('Booked (confirmed)');
    expect(within(booked).getByText('$900.00')).toBeInTheDocument();
    expect(
      within(booked).getByText(
        '2 bookings made in the period and confirmed, after discounts; holds and cancellations excluded',
      ),
    ).toBeInTheDocument();
    const byStatus = screen.getByRole('list', { name: 'Bookings made in the period' });
    expect(
      within(byStatus)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Pending: 2', 'Confirmed: 2', 'Completed: 3', 'Cancelled: 1']);
  });

  it('puts the money collected and booked (confirmed) first, larger than the all-time cards', async () => {
    renderFigures();
    await screen.findByText('$860.00');
    const cards = [...document.querySelectorAll('.rt-Card')];
    expect(cards.slice(0, 2).map((c) => c.querySelector('p')!.textContent)).toEqual([
      'Collected, net of refunds',
      'Booked (confirmed)',
    ]);
    const size = (label: string) =>
      within(card(label))
        .getAllByText(/^\$/)[0]
        .className.match(/rt-r-size-(\d)/)![1];
    expect(Number(size('Booked (confirmed)'))).toBeGreaterThan(Number(size('Total Revenue')));
    expect(Number(size('Collected, net of refunds'))).toBeGreaterThan(Number(size('Total Revenue')));
  });

  it('asks for last month and this year of the business’s calendar, and keeps the choice in the URL', async () => {
    const { user, asked, url } = renderFigures('/admin?welcome=1');
    await screen.findByText('$860.00');
    const picker = screen.getByRole('combobox', { name: 'Period' });
    await user.selectOptions(picker, 'Last month');
    await screen.findByText('Feb 1 – Feb 28, 2026, days in America/Chicago');
    expect(url()).toEqual({ welcome: '1', period: 'last-month' });
    await user.selectOptions(picker, 'This year');
    await screen.findByText('Jan 1 – Dec 31, 2026, days in America/Chicago');
    expect(asked()).toContain('/api/admin/stats?from=2026-02-01&to=2026-02-28');
    expect(asked()).toContain('/api/admin/stats?from=2026-01-01&to=2026-12-31');
    await user.selectOptions(picker, 'This month');
    expect(url()).toEqual({ welcome: '1' });
  });

  it('shows custom days from the URL, changes them with Show, and refuses an end before the start', async () => {
    const { user, asked, url } = renderFigures('/admin?period=custom&periodFrom=2026-01-05&periodTo=2026-02-10');
    await screen.findByText('Jan 5 – Feb 10, 2026, days in America/Chicago');
    const form = screen.getByRole('form', { name: 'Custom period' });
    const to = within(form).getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-01-01');
    await user.click(within(form).getByRole('button', { name: 'Show' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('to must not be before from');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(asked()).toEqual(['/api/admin/stats?from=2026-01-05&to=2026-02-10']);

    await user.clear(to);
    await user.type(to, '2026-01-31');
    await user.click(within(form).getByRole('button', { name: 'Show' }));
    await screen.findByText('Jan 5 – Jan 31, 2026, days in America/Chicago');
    expect(url()).toEqual({ period: 'custom', periodFrom: '2026-01-05', periodTo: '2026-01-31' });
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('falls back to this month for custom days mangled in the address bar', async () => {
    const { asked } = renderFigures('/admin?period=custom&periodFrom=2026-02-30&periodTo=soon');
    await screen.findByText('Mar 1 – Mar 31, 2026, days in America/Chicago');
    expect(asked()).toEqual(['/api/admin/stats?from=2026-03-01&to=2026-03-31']);
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('this-month');
  });

  it('shows a period that refunded more than it took in as a negative amount', async () => {
    renderFigures('/admin', '-50.00');
    await waitFor(() => expect(card('Collected, net of refunds')).toHaveTextContent('−$50.00'));
  });

  it("shows the waiting list's figures for the period picked, each saying what it counts", async () => {
    const { user, askedWaitlist } = renderFigures();
    const figures = await screen.findByRole('group', { name: 'Waiting list: Mar 1 – Mar 31, 2026' });
    await waitFor(() => expect(figures).toHaveAttribute('aria-busy', 'false'));
    const value = (label: string) => within(figures).getByText(label).nextElementSibling?.textContent;
    expect([
      value('Families joined'),
      value('Times offered'),
      value('Booked from the list'),
      value('Offers expired'),
    ]).toEqual(['12', '5', '3', '1']);
    expect(within(figures).getAllByText('Each counted on the day it happened, Mar 1 – Mar 31, 2026.')).toHaveLength(4);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'This year');
    const year = await screen.findByRole('group', { name: 'Waiting list: Jan 1 – Dec 31, 2026' });
    await waitFor(() => expect(within(year).getByText('Families joined').nextElementSibling).toHaveTextContent('40'));
    expect(askedWaitlist()).toEqual([
      '/api/admin/waitlist/figures?from=2026-03-01&to=2026-03-31',
      '/api/admin/waitlist/figures?from=2026-01-01&to=2026-12-31',
    ]);
  });

  it("says so when the waiting list's figures cannot be read, keeping the others", async () => {
    stubApi({
      'GET /api/admin/stats': (request) => ({ body: statsFor(request) }),
      'GET /api/admin/waitlist/figures': { status: 500, body: {} },
    });
    renderWithProviders(<DashboardFigures today={TODAY} />);
    expect(await screen.findByText('The waiting list figures could not be loaded.')).toBeInTheDocument();
    expect(await screen.findByText('$860.00')).toBeInTheDocument();
  });
});
