import { expect, test } from '@playwright/test';
import { expectPageAdopted } from './page-adoption.helpers';
import { recordScripts } from './script-budget.helpers';

/**
 * /booking's JavaScript until its wizard is usable (issue #12): the calendar of step 2 (react-day-picker and date-fns,
 * ~20 kB gzipped) is not part of it; the wizard asks for it once a game is picked.
 */
const BUDGET_BYTES = 230_000;

test('/booking shows its wizard on at most 230 kB of gzipped JavaScript; the calendar follows the first game picked', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto('/booking');
  // Adopted, so the route's own chunks have been asked for: the pre-rendered game cards are visible at once, and on a
  // slow machine the network fell idle while the entry was still being evaluated, before it asked for the route.
  await expectPageAdopted(page);
  await page.waitForLoadState('networkidle');

  console.log(scripts.report('/booking JavaScript before a game is picked', BUDGET_BYTES));
  expect(scripts.urls().some((url) => url.includes('/booking.route-'))).toBe(true);
  expect(scripts.urls().filter((url) => url.includes('/event-calendar'))).toEqual([]);
  expect(scripts.total()).toBeLessThanOrEqual(BUDGET_BYTES);

  const games = page.getByRole('region', { name: 'Games' }).getByRole('button', { pressed: false });
  const calendar = page.waitForResponse((response) => /\/event-calendar[^/]*\.js$/.test(response.url()));
  await games.first().click();
  await calendar;
});
