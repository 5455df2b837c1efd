import { expect, test, type Page } from '@playwright/test';
import { axeOn, blockingViolations } from './axe.helpers';

// The test database is prepared with the documented local defaults (libs/base/config DEV_ADMIN_*).
const ADMIN = { username: 'admin', password: 'admin-password-change-me' };
const PASSWORD = 'correct horse battery';
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Registers through the API on the page's own cookie jar: the page is then signed in. */
async function registerViaApi(page: Page, firstName = 'Robin') {
  const username = uniqueName('e2e');
  const res = await page.request.post('/api/register', {
    data: { username, email: `${username}@example.com`, password: PASSWORD, firstName, lastName: 'Tester' },
  });
  expect(res.status()).toBe(201);
  return username;
}

const accountMenu = (page: Page) => page.getByRole('button', { name: /^Account menu for / });

async function expectToast(page: Page, title: string, description: string) {
  // The toast itself, in the Radix viewport region (the screen-reader announcement copy only lives for a second).
  const toast = page
    .getByRole('region', { name: 'Notifications (F8)' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(toast).toContainText(title);
  await expect(toast).toContainText(description);
}

// The register form's messages (the DTO's, the server's beside its field) are unit tests beside it
// (apps/web/src/features/auth); the API's answers are integration tests.
test('register, see the initial in the header and the profile page, then log out from the header', async ({ page }) => {
  const username = uniqueName('zoe');
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  const form = page.getByRole('form', { name: 'Register' });
  const submit = form.getByRole('button', { name: 'Create Account' });
  await expect(submit).toBeDisabled();
  await form.getByLabel('First name').fill('Zoe');
  await form.getByLabel('Last name').fill('Tester');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Email').fill(`${username}@example.com`);
  await form.getByLabel('Password').fill(PASSWORD);
  await submit.click();

  await expect(page).toHaveURL(/\/$/);
  await expect(accountMenu(page)).toContainText('Z');

  await accountMenu(page).click();
  await expect(page.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Zoe Tester' })).toBeVisible();
  await expect(page.getByText(`${username}@example.com`)).toBeVisible();
  await expect(page.getByText('User', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Bookings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New Booking' })).toHaveAttribute('href', '/booking');
  await expect(page.getByText('No bookings yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book Your First Event' })).toBeVisible();

  // Header logout: back to /, only Login left, and no guard toast on the way out.
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByText('Authentication Required')).toHaveCount(0);
  expect((await page.request.get('/api/user')).status()).toBe(401);
});

test('the profile Logout button signs out with a full redirect to /', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});

test('visiting /profile signed out shows the toast and lands on /auth', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth$/);
  await expectToast(page, 'Authentication Required', 'Please log in to access this page.');
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
});

test('a user visiting /admin is sent to / with the admin toast', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await expectToast(page, 'Admin Access Required', 'You need admin privileges to access this page.');
});

test('login shows the server’s answer next to the form, and the admin sees Admin Dashboard', async ({ page }) => {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Login' });
  const submit = form.getByRole('button', { name: 'Login' });
  await expect(submit).toBeDisabled();
  await form.getByLabel('Username').fill(ADMIN.username);
  await expect(submit).toBeDisabled();
  await form.getByLabel('Password').fill('definitely-wrong');
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText('Invalid username or password');

  await form.getByLabel('Password').fill(ADMIN.password);
  await submit.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountMenu(page)).toContainText('A');
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the profile menu and the profile page fit and work by keyboard', async ({ page }) => {
    await registerViaApi(page, 'Kim');
    // The app learns that this browser is signed in: a public page's header then wakes at once (src/islands.ts).
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Your Bookings' })).toBeVisible();
    await page.goto('/');
    await expect(accountMenu(page)).toContainText('K');
    await accountMenu(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Your Bookings' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('the signed-in profile page and account menu have no serious or critical axe violations', async ({ page }) => {
  await page.goto('/');
  await registerViaApi(page, 'Ada');
  await page.goto('/profile');
  await expect(page.getByText('No bookings yet')).toBeVisible();
  expect(await blockingViolations(axeOn(page))).toEqual([]);
  // The open menu is modal (the page behind it is hidden from assistive technology), so it is checked on its own.
  await accountMenu(page).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  expect(await blockingViolations(axeOn(page).include('[role="menu"]'))).toEqual([]);
});
