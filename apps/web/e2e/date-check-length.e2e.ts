import { expect, test } from '@playwright/test';
import { businessDay } from './availability.helpers';
import { expectAccessibleInBothSchemes } from './axe-checks.helpers';
import { showDay } from './booking-wizard.helpers';

// "Is my date free?" says how long the party its start times are for lasts: the package chosen on /packages, the
// smallest one's games on the home page. Books nothing; day 374 (availability.helpers.ts).

/** The seeded packages' lengths: 90 minutes for 3 games, 15 more for each game beyond (docs/product/constants.md). */
const LENGTHS: Record<number, string> = { 3: '1 h 30 min', 5: '2 h' };

test.use({ viewport: { width: 375, height: 812 } });

test('on /packages the date check says how long the chosen package lasts, beside its start times', async ({ page }) => {
  const packages = (await (await page.request.get('/api/packages')).json()) as {
    name: string;
    gamesIncluded: number;
  }[];
  await page.goto('/packages');
  const check = page.getByRole('region', { name: 'Is my date free?' });
  await check.getByRole('button', { name: 'Check a date' }).click();
  await (await showDay(page, await businessDay(page.request, 374))).click();
  await expect(
    check
      .getByRole('group', { name: /^Free start times on / })
      .getByRole('button')
      .first(),
  ).toBeVisible();
  const said = check.getByTestId('date-check-length');
  await expect(said).toHaveText(
    `${packages[0].name} lasts about ${LENGTHS[packages[0].gamesIncluded]}: each time leaves room for it.`,
  );
  await expectAccessibleInBothSchemes(page);

  await check.getByRole('radio', { name: packages[1].name }).click();
  await expect(said).toHaveText(
    `${packages[1].name} lasts about ${LENGTHS[packages[1].gamesIncluded]}: each time leaves room for it.`,
  );
});

test('on the home page the date check names the length of the party its times are for', async ({ page }) => {
  await page.goto('/');
  const check = page.getByRole('region', { name: 'Is my date free?' });
  await check.getByRole('button', { name: 'Check a date' }).click();
  await expect(check.getByTestId('date-check-length')).toHaveText(
    `A 3-game party lasts about ${LENGTHS[3]}: each time leaves room for it.`,
  );
});
