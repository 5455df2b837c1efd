import { expect, test, type Page } from '@playwright/test';
import { FIRST_LOAD, signInAsAdmin, unique } from './admin.helpers';
import { toastWith } from './booking-wizard.helpers';

/**
 * The /admin guard decides before the SPA asks the api for any admin data (app/router.tsx): a parent or an anonymous
 * visitor gets the guard's toast and redirect and sends no request to /api/admin/*, not even one the api refuses.
 */

/** Every request the page sends to /api/admin/*, from now on. */
function adminRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/admin/')) seen.push(`${request.method()} ${pathname}${search}`);
  });
  return seen;
}

/** Opens `path` and waits until the guard sent the visitor to `landing` with its toast and the page went quiet. */
async function openAndBeSentAway(page: Page, path: string, landing: RegExp, toast: string) {
  await page.goto(path);
  await expect(page).toHaveURL(landing);
  await expect(toastWith(page, toast)).toBeVisible();
  await page.waitForLoadState('networkidle');
}

const ADMIN_PAGES = [
  '/admin',
  '/admin/promo-codes',
  '/admin/bookings?page=2&sort=eventDate&status=pending',
  // An address from before the sections had their own.
  '/admin?tab=settings',
];

test('a signed-in parent on /admin asks the api for no admin data', async ({ page }) => {
  const username = unique('parent');
  const registered = await page.request.post('/api/register', {
    data: { username, email: `${username}@example.com`, password: 'correct horse battery', firstName: 'Pat' },
  });
  expect(registered.status()).toBe(201);
  const requests = adminRequests(page);
  for (const path of ADMIN_PAGES) await openAndBeSentAway(page, path, /\/$/, 'Admin Access Required');
  // The account menu offers a parent no admin entry to hover or follow.
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveCount(0);
  expect(requests).toEqual([]);
});

test('an anonymous visitor on /admin asks the api for no admin data', async ({ page }) => {
  const requests = adminRequests(page);
  for (const path of ADMIN_PAGES) await openAndBeSentAway(page, path, /\/auth$/, 'Authentication Required');
  expect(requests).toEqual([]);
});

test('an admin still gets the dashboard and its data', async ({ page }) => {
  await signInAsAdmin(page);
  const requests = adminRequests(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('heading', { name: 'Figures for a period' })).toBeVisible(FIRST_LOAD);
  await expect.poll(() => requests.some((r) => r.startsWith('GET /api/admin/stats?'))).toBe(true);
  // The bookings table's page (none yet on a fresh database) is asked for on its own section.
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Bookings' }).click();
  await expect(page.getByRole('heading', { name: 'All bookings' })).toBeVisible(FIRST_LOAD);
  await expect.poll(() => requests.some((r) => r.startsWith('GET /api/admin/bookings?'))).toBe(true);
});
