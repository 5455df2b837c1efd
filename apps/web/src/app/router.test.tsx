import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_BOOKINGS_RULES, presetRange } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { renderWithProviders } from '@/testing/render.testing';
import { AppRoutes } from './router';

/** This month's figures, as the dashboard's first render asks for them (its today before GET /api/site answers). */
const statsPath = () =>
  `/api/admin/stats?${new URLSearchParams({ ...presetRange('this-month', new Date().toISOString().slice(0, 10)) })}`;

describe('the route table (issue #37: a cold /admin)', () => {
  it("asks for the bookings table's page from the URL while the user read is still unanswered", async () => {
    const { to, sent } = stubApi({
      // The user read never answers: before, the table's queries waited for it (and for the route's chunk).
      'GET /api/session': () => new Promise(() => undefined),
      'GET /api/admin/bookings': { body: [] },
      'GET /api/admin/stats': { body: {} },
    });
    renderWithProviders(<AppRoutes />, { route: '/admin?page=2&sort=eventDate&status=pending' });
    const page = `/api/admin/bookings?page=2&pageSize=${ADMIN_BOOKINGS_RULES.pageSizeDefault}&sort=eventDate&status=pending`;
    await waitFor(() => expect(to('GET', page)).toHaveLength(1));
    expect(to('GET', statsPath())).toHaveLength(1);
    expect(screen.queryByRole('table')).toBeNull();
    expect(sent.some((r) => r.path.startsWith('/api/session'))).toBe(true);
  });

  it('asks for no bookings page on another tab of /admin', async () => {
    const { to, sent } = stubApi({
      'GET /api/session': () => new Promise(() => undefined),
      'GET /api/admin/stats': { body: {} },
    });
    renderWithProviders(<AppRoutes />, { route: '/admin?tab=calendar' });
    await waitFor(() => expect(to('GET', statsPath())).toHaveLength(1));
    expect(sent.filter((r) => r.path.startsWith('/api/admin/bookings'))).toHaveLength(0);
  });
});
