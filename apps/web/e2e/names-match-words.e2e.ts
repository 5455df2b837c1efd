import { expect, test } from '@playwright/test';
import type { AdminTeam } from '@app/contracts';
import { FIRST_LOAD, signInAsAdmin } from './admin.helpers';
import { businessDay } from './availability.helpers';
import { expectAccessibleInBothSchemes, expectNamesHoldTheirWords } from './axe-checks.helpers';
import { showDay } from './booking-wizard.helpers';

// A voice-control user says the words a control shows: each control's name holds them (axe's
// label-content-name-mismatch), on the date check's calendar on a phone and on the calendar's "Choose hosts". Books
// nothing; day 372 (availability.helpers.ts).

test('at 375×812 the date check names each day with the number it shows', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  const check = page.getByRole('region', { name: 'Is my date free?' });
  await check.getByRole('button', { name: 'Check a date' }).click();
  const day = await businessDay(page.request, 372);
  const button = await showDay(page, day);
  const shown = Number(day.slice(8));
  await expect(button).toHaveText(String(shown));
  await expect(button).toHaveAccessibleName(new RegExp(`^\\w+, \\w+ ${shown}, \\d{4}$`));
  await button.click();
  await expect(button).toHaveAccessibleName(/, selected$/);
  await expectNamesHoldTheirWords(page);
  await expectAccessibleInBothSchemes(page);
});

test("at 1280×800 each team's Choose hosts is named by its words and its team", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsAdmin(page);
  const [team] = (await (await page.request.get('/api/admin/teams')).json()) as AdminTeam[];
  await page.goto('/admin/calendar');
  const choose = page.getByRole('article', { name: team.name }).getByRole('button', { name: /^Choose hosts/ });
  await expect(choose).toHaveAccessibleName(`Choose hosts for ${team.name}`, FIRST_LOAD);
  await expectNamesHoldTheirWords(page);
  await expectAccessibleInBothSchemes(page);
});
