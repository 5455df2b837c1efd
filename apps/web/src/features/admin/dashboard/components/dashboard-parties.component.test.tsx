import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminStats } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { renderWithProviders } from '@/testing/render.testing';
import { DashboardParties } from './dashboard-parties.component';

const TODAY = '2026-03-10';

const event = (id: string, eventDate: string, childName: string): AdminStats['upcoming']['events'][number] => ({
  id,
  eventDate,
  eventTime: '14:00',
  childName,
  parentName: 'Pat Lee',
  guestCount: 12,
  eventType: 'birthday',
  status: 'confirmed',
});

function renderParties(events: AdminStats['upcoming']['events']) {
  stubApi({
    'GET /api/admin/stats': { body: { upcoming: { from: TODAY, to: '2026-03-16', events } } as Partial<AdminStats> },
  });
  function Url() {
    const { pathname, search } = useLocation();
    return <output aria-label="URL">{`${pathname}${search}`}</output>;
  }
  return renderWithProviders(
    <>
      <DashboardParties today={TODAY} />
      <Url />
    </>,
    { route: '/admin' },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("the dashboard's parties", () => {
  it("lists today's parties, then the rest of the week's, each opening its booking", async () => {
    const view = renderParties([event('b-1', TODAY, 'Ava'), event('b-2', '2026-03-14', 'Mia')]);
    const today = await screen.findByRole('list', { name: "Today's parties" });
    expect(
      within(today)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['2:00 PMAva (Pat Lee) · Birthday Party · 12 childrenConfirmed']);
    const week = screen.getByRole('list', { name: "This week's events" });
    expect(week).toHaveTextContent('Sat, Mar 14, 2026, 2:00 PM');
    expect(week).not.toHaveTextContent('Ava');
    expect(screen.getByText('Mar 11 – Mar 16, 2026, not cancelled')).toBeInTheDocument();
    await view.user.click(within(week).getByRole('link', { name: /Mia/ }));
    expect(screen.getByRole('status', { name: 'URL' })).toHaveTextContent('/admin/bookings?booking=b-2');
  });

  it('says when there is no party today, or none this week', async () => {
    renderParties([]);
    expect(await screen.findByText('No party today.')).toBeInTheDocument();
    expect(screen.getByText('No events in the next 7 days.')).toBeInTheDocument();
  });
});
