import { screen, waitFor, within } from '@testing-library/react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ADMIN_BOOKINGS_RULES, DEFAULT_BUSINESS_NAME, presetRange, type User } from '@app/contracts';
import { stubApi } from '@/testing/api-stub.testing';
import { partyWithTeams } from '@/testing/host-party.fixtures';
import { findToast, renderWithProviders } from '@/testing/render.testing';
import { PRINT_WORDS } from '@/features/host/certificates/print-words';
import { HOST_WORDS } from '@/features/host/host-words';
import { PARTY_WORDS } from '@/features/host/party-day-words';
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

/** Where the app is, as the address bar shows it, and whether it got there by replacing the address it was opened at. */
function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${useNavigationType()} ${pathname}${search}`}</output>;
}
// Hidden too: an open dialog (the booking's detail) hides the rest of the page from the accessibility tree.
const address = () => screen.getByRole('status', { name: 'Address', hidden: true }).textContent;

describe('the route table: a cold admin page', () => {
  it("asks for the bookings table's page from the URL on /admin/bookings, once the session says admin", async () => {
    const { to } = stubApi({ ...ADMIN_READS, 'GET /api/session': { body: { user: user('admin') } } });
    renderWithProviders(<AppRoutes />, { route: '/admin/bookings?page=2&sort=eventDate&status=pending' });
    const page = `/api/admin/bookings?page=2&pageSize=${ADMIN_BOOKINGS_RULES.pageSizeDefault}&sort=eventDate&status=pending`;
    await waitFor(() => expect(to('GET', page)).toHaveLength(1));
  });

  it('asks for the figures on the dashboard, and no bookings page', async () => {
    const { to, sent } = stubApi({ ...ADMIN_READS, 'GET /api/session': { body: { user: user('admin') } } });
    renderWithProviders(<AppRoutes />, { route: '/admin' });
    await waitFor(() => expect(to('GET', statsPath())).toHaveLength(1));
    expect(sent.filter((r) => r.path.startsWith('/api/admin/bookings'))).toHaveLength(0);
  });

  it('asks for neither the figures nor a bookings page on another section', async () => {
    const { sent } = stubApi({
      ...ADMIN_READS,
      'GET /api/admin/custom-games': { body: [] },
      'GET /api/session': { body: { user: user('admin') } },
    });
    renderWithProviders(<AppRoutes />, { route: '/admin/custom-games' });
    await screen.findByRole('heading', { name: 'Custom game ideas' });
    expect(sent.filter((r) => /^\/api\/admin\/(bookings|stats)/.test(r.path))).toEqual([]);
  });
});

describe('the admin sections: a page each, one section bar', () => {
  const admin = { ...ADMIN_READS, 'GET /api/session': { body: { user: user('admin') } } };

  it.each([
    ['/admin?tab=settings&period=last-month', '/admin/settings?period=last-month'],
    ['/admin?tab=promo-codes', '/admin/promo-codes'],
    ['/admin?tab=calendar&view=week&day=2026-12-09', '/admin/calendar?view=week&day=2026-12-09'],
    // The bookings were the default tab: their state alone meant them.
    ['/admin?status=pending&booking=b-1', '/admin/bookings?status=pending&booking=b-1'],
  ])('an old address %s opens %s in its place', async (old, now) => {
    stubApi({ ...admin, 'GET /api/admin/bookings/b-1': { status: 404, body: {} } });
    renderWithProviders(
      <>
        <AppRoutes />
        <Where />
      </>,
      { route: old },
    );
    await waitFor(() => expect(address()).toBe(`REPLACE ${now}`));
  });

  it('marks the section shown as the current page, says how many messages wait, and moves by its links', async () => {
    stubApi({
      ...admin,
      'GET /api/admin/contact-messages': {
        body: [
          { id: 'm1', readAt: null },
          { id: 'm2', readAt: null },
          { id: 'm3', readAt: '2026-11-01T10:00:00.000Z' },
        ],
      },
      'GET /api/admin/custom-games': { body: [] },
    });
    const { user: person } = renderWithProviders(
      <>
        <AppRoutes />
        <Where />
      </>,
      { route: '/admin/custom-games?period=last-month' },
    );
    const bar = await screen.findByRole('navigation', { name: 'Admin sections' });
    const current = () =>
      within(bar)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page');
    await waitFor(() => expect(current().map((link) => link.textContent)).toEqual(['Custom games']));
    await waitFor(() => expect(document.title).toBe(`Custom games · Admin — ${DEFAULT_BUSINESS_NAME}`));
    await within(bar).findByRole('link', { name: 'Messages (2 unread)' });

    // The figures' period follows the admin from section to section.
    await person.click(within(bar).getByRole('link', { name: 'Messages (2 unread)' }));
    await waitFor(() => expect(address()).toBe('PUSH /admin/messages?period=last-month'));
    expect(current().map((link) => link.textContent)).toEqual(['Messages (2 unread)']);
    // The section's chunk loads on first visit.
    await screen.findByRole('heading', { name: 'Contact messages' }, { timeout: 5000 });
    await waitFor(() => expect(document.title).toBe(`Messages · Admin — ${DEFAULT_BUSINESS_NAME}`));
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Bookings',
      'Calendar',
      'Hosts',
      'Shirts',
      'Promo codes',
      'Custom games',
      'Messages (2 unread)',
      'Reviews',
      'Photos',
      'Settings',
    ]);
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
    renderWithProviders(<AppRoutes />, { route: '/admin/promo-codes' });
    await findToast(toast);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(adminCalls(sent)).toEqual([]);
  });
});

describe("the host's pages (docs/product/hosts.md#the-hosts-phone-app)", () => {
  const hostCalls = (sent: { path: string }[]) => sent.filter((r) => r.path.startsWith('/api/host'));

  it.each([
    ['a parent', { user: user('user') }, 'Host Access Required', '/'],
    ['an admin', { user: user('admin') }, 'Host Access Required', '/'],
    ['an anonymous visitor', { user: null }, 'Authentication Required', '/auth'],
  ])('send %s away with the guard toast, asking for no party', async (_who, session, toast, to) => {
    const { sent } = stubApi({ 'GET /api/site': { body: {} }, 'GET /api/session': { body: session } });
    renderWithProviders(
      <>
        <AppRoutes />
        <Where />
      </>,
      { route: '/host/parties/b-1' },
    );
    await findToast(toast);
    await waitFor(() => expect(address()).toBe(`REPLACE ${to}`));
    expect(hostCalls(sent)).toEqual([]);
  });

  it.each([
    ['a party screen inside the party page', '/host/parties/b-1/games', PARTY_WORDS.screens.games],
    ['the printed certificates on a page of their own', '/host/parties/b-1/certificates/print', PRINT_WORDS.title],
  ])('open %s', async (_what, route, heading) => {
    stubApi({
      'GET /api/site': { body: {} },
      'GET /api/session': { body: { user: user('host') } },
      'GET /api/host/parties/b-1': { body: partyWithTeams() },
    });
    renderWithProviders(<AppRoutes />, { route });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    // In the host app's own frame: its bar, not the public site's header, menu and footer.
    expect(await screen.findByRole('link', { name: HOST_WORDS.appName })).toHaveAttribute('href', '/host');
    expect(screen.getByRole('button', { name: HOST_WORDS.signOut })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Packages' })).not.toBeInTheDocument();
  });

  it('take a host who signs in to their day, and one already signed in away from /auth to it', async () => {
    const host = user('host');
    let signedIn: typeof host | null = null;
    stubApi({
      // The session read after the sign-in says when the host's session ends (lib/host-reads.ts).
      'GET /api/session': () => ({ body: { user: signedIn, expiresAt: signedIn && '2999-01-01T00:00:00.000Z' } }),
      'POST /api/login': () => ({ body: (signedIn = host) }),
      'GET /api/site': { body: { today: '2026-12-12', timeZone: 'America/Chicago' } },
      'GET /api/host/parties': { body: [] },
    });
    const { user: person, fill } = renderWithProviders(
      <>
        <AppRoutes />
        <Where />
      </>,
      { route: '/auth' },
    );
    const form = await screen.findByRole('form', { name: 'Login' });
    await fill(within(form).getByLabelText(/Username/), 'host@example.com');
    await fill(within(form).getByLabelText(/Password/), 'correct horse battery');
    await person.click(within(form).getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(address()).toMatch(/ \/host$/));
    expect(await screen.findByText('No parties today')).toBeInTheDocument();
  });
});
