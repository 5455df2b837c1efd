import { expect, test, type Locator } from '@playwright/test';
import { stepHeading, wizardForm } from './booking-wizard.helpers';
import { expectAccessibleInBothSchemes, expectNamesHoldTheirWords } from './axe-checks.helpers';
import { overlaps } from './layout.helpers';
import { openAtReview } from './wizard-draft.helpers';

// The wizard on a 375×812 phone: the review's "Change" links say in their words what they change; the page's hero
// opens step 1 only, and step 2's calendar is in view above the price bar as the step opens, its days named with the
// numbers they show. Books nothing; day 371
// (availability.helpers.ts).
const GAMES = ['Tug of War', 'Limbo Challenge', 'Freeze Dance Off'];

test.use({ viewport: { width: 375, height: 812 } });

/** The words drawn on screen: what a visually hidden part adds (a 1×1 px box) is left out. */
const drawnText = (locator: Locator) =>
  locator.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const words: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const box = node.parentElement!.getBoundingClientRect();
      if (box.width > 1 && box.height > 1) words.push(node.textContent ?? '');
    }
    return words.join('').replace(/\s+/g, ' ').trim();
  });

test("the review's Change links name their part; from step 2 the hero is folded and the calendar clears the price bar", async ({
  page,
}) => {
  test.slow();
  await openAtReview(page, GAMES, 371);
  const form = wizardForm(page);
  for (const name of [
    'Change games',
    'Change date and time',
    'Change child and guests',
    'Change contact and location',
    'Change add-ons',
  ]) {
    const link = form.getByRole('button', { name, exact: true });
    await expect(link).toBeVisible();
    expect(await drawnText(link)).toBe(name);
  }
  // The review's heading leads, not the 280 px hero, whose h1 a screen reader still finds.
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Event' })).toHaveCount(1);
  const hero = page.locator('.page-hero');
  expect((await hero.boundingBox())!.height).toBeLessThanOrEqual(1);
  await expectAccessibleInBothSchemes(page);

  // Step 2 as it opens: the calendar whole on screen, nothing of it under the price bar.
  await form.getByRole('button', { name: 'Change date and time' }).click();
  await expect(stepHeading(page)).toHaveText('Details');
  const calendar = page.getByRole('grid');
  await expect(calendar).toBeVisible();
  const bar = page.getByRole('complementary', { name: 'Your price' });
  await expect(bar).toBeVisible();
  const [c, b] = [(await calendar.boundingBox())!, (await bar.boundingBox())!];
  expect(c.y).toBeGreaterThanOrEqual(0);
  expect(overlaps(c, b), 'the price bar covers the calendar').toBe(false);
  expect((await hero.boundingBox())!.height).toBeLessThanOrEqual(1);
  // Each day's name holds the number it shows ("Saturday, December 5, 2026").
  await expectNamesHoldTheirWords(page);
  await expectAccessibleInBothSchemes(page);

  // Step 1 opens the page: its hero is there.
  await form.getByRole('button', { name: 'Previous', exact: true }).click();
  await expect(stepHeading(page)).toHaveText('Games');
  expect((await hero.boundingBox())!.height).toBeGreaterThan(100);
});
