import { expect, test, type Page } from '@playwright/test';
import { FIRST_LOAD, openSection, signInAsAdmin } from './admin.helpers';
import { expectNoSeriousA11yViolations } from './axe.helpers';

/** The headline card: collected revenue net of refunds, with what it counts and its days. */
const headline = (page: Page) => page.getByText('Collected, net of refunds', { exact: true }).locator('..');

/** "Oct 1 – Oct 31, 2026" for a `today` in November: the month before the business's today, as the card says it. */
function lastMonthWords(today: string): string {
  const [year, month] = today.split('-').map(Number);
  const day = (date: Date, withYear: boolean) =>
    date.toLocaleDateString('en-US', {
      timeZone: 'UTC',
      month: 'short',
      day: 'numeric',
      year: withYear ? 'numeric' : undefined,
    });
  return `${day(new Date(Date.UTC(year, month - 2, 1)), false)} – ${day(new Date(Date.UTC(year, month - 1, 0)), true)}`;
}

/** Nothing scrolls sideways at this width. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

// Books nothing: a custom period years back, when no booking was made, gives exact figures whatever other journeys
// store meanwhile.
for (const width of [1280, 375]) {
  test(`at ${width} px the figures say what they count and for which days; the period lives in the URL`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInAsAdmin(page);
    const { timeZone, today } = (await (await page.request.get('/api/site')).json()) as {
      timeZone: string;
      today: string;
    };

    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Figures for a period' })).toBeVisible(FIRST_LOAD);
    // The money collected and booked (confirmed) come first; then the four all-time cards, each naming what it counts.
    const cardLabels = page.locator('.rt-Card > .rt-Flex > p:first-child');
    await expect(cardLabels.nth(0)).toHaveText('Collected, net of refunds');
    await expect(cardLabels.nth(1)).toHaveText('Booked (confirmed)');
    await expect(page.getByText('Total Revenue', { exact: true }).locator('..')).toContainText(
      'Total booked value (all bookings, unpaid and cancelled included)',
    );
    await expect(page.getByText('Total Bookings', { exact: true }).locator('..')).toContainText(
      /[\d,]+ confirmed · all time/,
    );
    await expect(headline(page)).toContainText(/\$[\d,]+\.\d{2} received less \$[\d,]+\.\d{2} refunded/);
    await expect(headline(page)).toContainText(`days in ${timeZone}`);
    // Above them, where the backups stand (its words: apps/web's backup-line test), wrapped within the width.
    await expect(page.getByLabel('Backups', { exact: true })).toContainText(/Last backup|No backup|Backups are/);
    await expectNoSidewaysScroll(page, width);
    await expectNoSeriousA11yViolations(page);

    const picker = page.getByRole('combobox', { name: 'Period' });
    await picker.selectOption({ label: 'Last month' });
    await expect(page).toHaveURL(/period=last-month/);
    await expect(headline(page)).toContainText(lastMonthWords(today));

    await picker.selectOption({ label: 'Custom' });
    const custom = page.getByRole('form', { name: 'Custom period' });
    await custom.getByLabel('From').fill('2017-01-01');
    await custom.getByLabel('To').fill('2017-01-31');
    await custom.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/period=custom&periodFrom=2017-01-01&periodTo=2017-01-31/);
    await expect(headline(page)).toContainText('Jan 1 – Jan 31, 2017');
    await expect(headline(page)).toContainText('$0.00 received less $0.00 refunded');
    await expect(page.getByText('Booked (confirmed)', { exact: true }).locator('..')).toContainText('$0.00');
    const byStatus = page.getByRole('list', { name: 'Bookings made in the period' });
    await expect(byStatus).toContainText('Pending: 0');
    await expect(byStatus).toContainText('Confirmed: 0');
    await expect(byStatus).toContainText('Cancelled: 0');
    await expectNoSidewaysScroll(page, width);

    // The period stays across a reload and a visit to another section.
    await page.reload();
    await expect(headline(page)).toContainText('Jan 1 – Jan 31, 2017', FIRST_LOAD);
    await openSection(page, 'Calendar');
    await expect(page).toHaveURL(/\/admin\/calendar\?.*periodFrom=2017-01-01/);
    await openSection(page, 'Dashboard');
    await expect(headline(page)).toContainText('Jan 1 – Jan 31, 2017');
  });
}
