import { expect, test } from '@playwright/test';

// The test database is prepared with the documented local defaults (libs/base/config DEV_ADMIN_*).
const ADMIN = { username: 'admin', password: 'admin-password-change-me' };

test('an admin reaches the queue dashboard from /admin and sees every queue', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const login = await page.request.post('/api/login', { data: ADMIN });
  expect(login.status()).toBe(200);

  await page.goto('/admin');
  await page.getByRole('link', { name: 'Queue dashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/queues/);
  for (const queue of ['default', 'email', 'documents', 'housekeeping']) {
    await expect(page.getByRole('link', { name: new RegExp(`^${queue}`) }).first()).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('anyone else gets a refusal, not the dashboard', async ({ page }) => {
  const anonymous = await page.goto('/admin/queues');
  expect(anonymous?.status()).toBe(401);
});
