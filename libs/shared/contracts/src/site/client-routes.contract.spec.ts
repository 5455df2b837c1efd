import { isClientRoute } from './client-routes.contract';

describe('isClientRoute: the paths the SPA shows a page at', () => {
  it.each([
    '/',
    '/packages',
    '/privacy-policy',
    '/bookings/3f2b1c9e-8d7a-4e6f-9a0b-12ab34cd56ef',
    '/invitations/abc.def',
    '/admin',
    '/admin/settings',
    '/admin/promo-codes',
    '/host',
    '/host/parties/3f2b1c9e-8d7a-4e6f-9a0b-12ab34cd56ef',
  ])('%s', (path) => expect(isClientRoute(path)).toBe(true));

  it.each(['/packages/', '/packages//', '/Packages', '/bookings/abc/'])('%s, as react-router matches it too', (path) =>
    expect(isClientRoute(path)).toBe(true),
  );

  it.each([
    '/privacy',
    '/.env',
    '/bookings',
    '/bookings/',
    '/bookings/a/b',
    '/invitations',
    '/host/parties',
    '/admin/other',
    // Bull Board, served by the api as a page of its own.
    '/admin/queues',
    '/packagesx',
    '',
  ])('not %p', (path) => expect(isClientRoute(path)).toBe(false));
});
