import { expect, test } from '@playwright/test';
import { FIRST_LOAD, signInAsAdmin, unique } from './admin.helpers';
import { businessDay } from './availability.helpers';
import { expectNoSeriousA11yViolations } from './axe.helpers';

/** yyyy-MM-dd as the admin area writes a day: "Jun 14, 2026". */
const shown = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

test('promo codes say Scheduled or Expired when their dates say so, dates in the business format', async ({ page }) => {
  await signInAsAdmin(page);
  const [lastMonth, yesterday, nextWeek] = await Promise.all(
    [-30, -1, 7].map((days) => businessDay(page.request, days)),
  );
  const promo = (code: string, startDate: string, expiresAt: string | null) =>
    page.request.post('/api/admin/promo-codes', {
      data: {
        code,
        discountType: 'fixed',
        discountValue: 10,
        description: '',
        usageLimit: 10,
        userUsageLimit: 1,
        startDate,
        expiresAt,
        isActive: true,
      },
    });
  const [scheduled, expired] = [unique('SOON').toUpperCase(), unique('GONE').toUpperCase()];
  expect((await promo(scheduled, nextWeek, null)).status()).toBe(201);
  expect((await promo(expired, lastMonth, yesterday)).status()).toBe(201);

  await page.goto('/admin/promo-codes');
  const row = (code: string) => page.getByRole('row').filter({ hasText: code });
  await expect(row(scheduled)).toContainText('Scheduled', FIRST_LOAD);
  await expect(row(scheduled)).toContainText(`${shown(nextWeek)} – no end`);
  await expect(row(expired)).toContainText('Expired');
  await expect(row(expired)).toContainText(`${shown(lastMonth)} – ${shown(yesterday)}`);
  await expectNoSeriousA11yViolations(page);
});
