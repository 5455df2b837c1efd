import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_BOOKINGS_RULES, presetRange, type User } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { findToast, renderWithProviders } from '@/testing/render.testing';
import { AppRoutes } from './router';

/** This month's figures, as the dashboard's first render asks for them (its today before GET /api/site answers). */
const statsPath = () =>
  `/api/admin/stats?${new URLSearchParams({ ...presetRange('this-month', new Date().toISOString().slice(0, 10)) })}`;

const user = (role: User['role']): User => ({
  id: `u-${role}`,
  username: role,
  email: `${role}@example.com`,
  firstName: null,
  lastName: null,
  role,
});

/** Every admin read answers (empty), so a request the guard should have held back shows up in `sent`. */
const ADMIN_READS = {
  'GET /api/admin/bookings': { body: [] },
  'GET /api/admin/stats': { body: {} },
  'GET /api/admin/contact-messages': { body: [] },
  'GET /api/admin/exports': { body: [] },
  'GET /api/site': { body: {} },
};
const adminCalls = (sent: { path: string }[]) => sent.filter((r) => r.path.startsWith('/api/admin'));

describe('the route table: a cold /admin', () => {
  it("asks for the bookings table's page from the URL and the figures once the session says admin", async () => {
    const { to } = stubApi({ ...ADMIN_READS, 'GET /api/session': { body: { user: user('admin') } } });
    renderWithProviders(<AppRoutes />, { route: '/admin?page=2&sort=eventDate&status=pending' });
    const page = `/api/admin/bookings?page=2&pageSize=${ADMIN_BOOKINGS_RULES.pageSizeDefault}&sort=eventDate&status=pending`;
    await waitFor(() => expect(to('GET', page)).toHaveLength(1));
    expect(to('GET', statsPath())).toHaveLength(1);
  });

  it('asks for no bookings page on another tab of /admin', async () => {
    const { to, sent } = stubApi({ ...ADMIN_READS, 'GET /api/session': { body: { user: user('admin') } } });
    renderWithProviders(<AppRoutes />, { route: '/admin?tab=calendar' });
    await waitFor(() => expect(to('GET', statsPath())).toHaveLength(1));
    expect(sent.filter((r) => r.path.startsWith('/api/admin/bookings'))).toHaveLength(0);
  });
});

describe('the /admin guard decides before any admin read', () => {
  it('asks the api for nothing of the admin while the session read is unanswered', async () => {
    const { sent } = stubApi({ ...ADMIN_READS, 'GET /api/session': () => new Promise(() => undefined) });
    renderWithProviders(<AppRoutes />, { route: '/admin?page=2' });
    await screen.findByRole('status', { name: 'Checking your access' });
    await waitFor(() => expect(sent.some((r) => r.path === '/api/session')).toBe(true));
    // Long enough for the route's chunk and its prefetch, had they started, to have sent their reads.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(adminCalls(sent)).toEqual([]);
  });

  it.each([
    ['a parent', { user: user('user') }, 'Admin Access Required'],
    ['an anonymous visitor', { user: null }, 'Authentication Required'],
  ])('sends %s away with the guard toast and asks for no admin data', async (_who, session, toast) => {
    const { sent } = stubApi({ ...ADMIN_READS, 'GET /api/session': { body: session } });
    renderWithProviders(<AppRoutes />, { route: '/admin?tab=promo-codes' });
    await findToast(toast);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(adminCalls(sent)).toEqual([]);
  });
});
