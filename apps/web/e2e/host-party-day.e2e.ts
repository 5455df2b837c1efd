import { expect, test, type Page } from '@playwright/test';
import { FIRST_LOAD } from './admin.helpers';
import { expectNoSeriousA11yViolations } from './axe.helpers';
import { adminAndHost, confirmedParty, expectThumbSized, joinTheBookingsTeam, signInAsHost } from './host.helpers';
import { expectDataLoaded } from './page-data.helpers';

test.describe.configure({ timeout: 240_000 });

/** The bar at the foot of the party's screens (docs/product/party-day.md#the-hosts-screens). */
async function openScreen(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Party screens' }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(FIRST_LOAD);
  await expectDataLoaded(page);
}

/** Each screen at 375 px: every control a thumb's size, nothing axe calls serious. */
async function expectPhoneReady(page: Page) {
  await expectThumbSized(page);
  await expectNoSeriousA11yViolations(page);
}

test('a host runs the party from a phone: check-in, teams, a result, the leaderboard and the awards', async ({
  browser,
}) => {
  const { admin, host, email, phone, close } = await adminAndHost(browser, 'Robin Host');
  try {
    // A confirmed party (its deposit taken in cash) on the journey's own day, with four children on the roster.
    const { id, day } = await confirmedParty(admin, 351, { childName: 'Nia Day', guestCount: 10 }, [
      { firstName: 'Ava', age: 9, shirtSize: 'YM', notes: null, photoConsent: true },
      { firstName: 'Leo', age: 8, shirtSize: 'YS', notes: 'Peanut allergy', photoConsent: true },
      { firstName: 'Zoe', age: 7, shirtSize: 'YS', notes: null, photoConsent: true },
      { firstName: 'Max', age: 6, shirtSize: 'YS', notes: null, photoConsent: true },
    ]);
    await joinTheBookingsTeam(admin, host, id, day);

    const page = await phone.newPage();
    await signInAsHost(page, email);
    await page.goto(`/host/parties/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Nia Day’s party' })).toBeVisible(FIRST_LOAD);

    await test.step('check-in: four children tapped in and a walk-in added', async () => {
      await openScreen(page, 'Check-in');
      const children = page.getByRole('list', { name: 'Children' });
      await expect(children.getByRole('button').first()).toContainText('Peanut allergy');
      await expectPhoneReady(page);
      for (const name of ['Ava', 'Leo', 'Zoe', 'Max']) {
        const child = children.getByRole('button', { name: new RegExp(name) });
        await child.click();
        await expect(child).toHaveAttribute('aria-pressed', 'true');
      }
      await page.getByRole('button', { name: 'Add a child' }).click();
      const walkIn = page.getByRole('form', { name: 'Add a child' });
      await walkIn.getByLabel('First name').fill('Noah');
      await walkIn.getByLabel('Age').fill('5');
      await walkIn.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(children.getByRole('button', { name: /Noah/ })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByText('4 of 10 booked here · 1 walk-in')).toBeVisible();
    });

    await test.step('teams: two teams split by age, saved', async () => {
      await openScreen(page, 'Teams');
      await page.getByRole('button', { name: 'Split by age' }).click();
      await expect(page.getByRole('region', { name: 'Red Rockets' }).getByRole('listitem')).toHaveCount(3);
      await expect(page.getByRole('region', { name: 'Blue Sharks' }).getByRole('listitem')).toHaveCount(2);
      await expectPhoneReady(page);
      await page.getByRole('button', { name: 'Save teams' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Teams saved' })).toBeVisible();
    });

    await test.step('games: the first game won by the Red Rockets', async () => {
      await openScreen(page, 'Games');
      const first = page.getByRole('list', { name: 'Games' }).getByRole('listitem').first();
      await expectPhoneReady(page);
      await first.getByRole('button', { name: 'Red Rockets' }).click();
      await expect(first.getByText('Won by Red Rockets')).toBeVisible();
    });

    await test.step('leaderboard: the Red Rockets first with one win', async () => {
      await openScreen(page, 'Leaderboard');
      const rows = page.getByRole('table', { name: 'Leaderboard' }).getByRole('row');
      await expect(rows.nth(1)).toContainText('Red Rockets');
      await expect(rows.nth(1).getByRole('cell').nth(1)).toHaveText('1');
      await expectPhoneReady(page);
    });

    await test.step('awards: a special award for the walk-in, and each child’s certificate title', async () => {
      await openScreen(page, 'Awards');
      await page.getByRole('button', { name: 'Add an award' }).click();
      await page.getByLabel('Award 1 title').fill('Best Team Spirit');
      await page.getByLabel('Award 1 goes to').selectOption({ label: 'Noah' });
      await expectPhoneReady(page);
      await page.getByRole('button', { name: 'Save awards' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Awards saved' })).toBeVisible();
      const titles = page.getByRole('list', { name: 'Certificates' });
      await expect(titles.getByRole('listitem').filter({ hasText: 'Noah' })).toHaveText('Noah: Best Team Spirit');
      await expect(titles.getByRole('listitem').filter({ hasText: 'Ava' })).toHaveText('Ava: Champion Award');
      await expect(page.getByRole('link', { name: 'Certificates (PDF, Letter)' })).toHaveAttribute(
        'href',
        `/api/host/parties/${id}/certificates?paper=letter`,
      );
    });
  } finally {
    await close();
  }
});
