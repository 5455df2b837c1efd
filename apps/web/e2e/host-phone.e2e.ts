import { expect, test, type Page } from '@playwright/test';
import { FIRST_LOAD } from './admin.helpers';
import { expectNoSeriousA11yViolations } from './axe.helpers';
import {
  adminAndHost,
  confirmedParty,
  expectThumbSized,
  joinTheBookingsTeam,
  moveParty,
  signInAsHost,
} from './host.helpers';
import { expectDataLoaded } from './page-data.helpers';

/**
 * The host's phone as hosts meet it at 375 x 812 (docs/product/hosts.md, docs/product/party-day.md): one clock, counts
 * that add up, no money line for what costs nothing. Days in use: 381-390.
 */
test.describe.configure({ timeout: 240_000 });

const child = (firstName: string, age: number) => ({
  firstName,
  age,
  shirtSize: 'YM',
  notes: null,
  photoConsent: true,
});

/** Every control a thumb's size, and nothing axe calls serious in light and in dark mode. */
async function expectPhoneReady(page: Page) {
  await expectThumbSized(page);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoSeriousA11yViolations(page);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** The bar at the foot of the party's screens. */
async function openScreen(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Party screens' }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(FIRST_LOAD);
  await expectDataLoaded(page);
}

test('the party page keeps one clock, and check-in counts the booked children and the walk-ins apart', async ({
  browser,
}) => {
  const { admin, host, email, phone, close } = await adminAndHost(browser, 'Kai Host');
  try {
    const booked = ['Ava', 'Ben', 'Cleo', 'Dan', 'Eve', 'Finn'];
    const { id, day } = await confirmedParty(
      admin,
      381,
      { childName: 'Ivy Clock', guestCount: booked.length },
      booked.map((name, i) => child(name, 5 + i)),
    );
    // The office moved it off the quarter hours, in the evening: a start the start list does not hold.
    await moveParty(id, day, '19:05');
    await joinTheBookingsTeam(admin, host, id, day);
    const page = await phone.newPage();
    await signInAsHost(page, email);

    await test.step('the party page says the start and the arrival on the business’s 12-hour clock', async () => {
      await page.goto(`/host/parties/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Ivy Clock’s party' })).toBeVisible(FIRST_LOAD);
      await expect(page.getByText('Starts 7:05 PM · Arrive by 6:35 PM')).toBeVisible();
      await expectPhoneReady(page);
    });

    await test.step('five of six booked children and two walk-ins: counted apart, no price change inside the package', async () => {
      await openScreen(page, 'Check-in');
      const children = page.getByRole('list', { name: 'Children' });
      for (const name of booked.slice(0, 5)) {
        const button = children.getByRole('button', { name: new RegExp(`^${name}\\b`) });
        await button.click();
        await expect(button).toHaveAttribute('aria-pressed', 'true');
      }
      for (const [name, age] of [
        ['Noah', '6'],
        ['Mia', '7'],
      ] as const) {
        await page.getByRole('button', { name: 'Add a child' }).click();
        const walkIn = page.getByRole('form', { name: 'Add a child' });
        await walkIn.getByLabel('First name').fill(name);
        await walkIn.getByLabel('Age').fill(age);
        await walkIn.getByRole('button', { name: 'Add', exact: true }).click();
        await expect(children.getByRole('button', { name: new RegExp(`^${name}\\b`) })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
      }
      await expect(page.getByText('All changes sent')).toBeVisible(FIRST_LOAD);
      await expect(page.getByRole('status').filter({ hasText: 'booked here' })).toHaveText(
        '5 of 6 booked here · 2 walk-ins',
      );
      // Seven children in a package for more: nothing more to pay, so no "+$0.00" and nothing to collect.
      await expect(page.getByText(/more child/)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Record cash' })).toHaveCount(0);
      await expectPhoneReady(page);
    });
  } finally {
    await close();
  }
});
