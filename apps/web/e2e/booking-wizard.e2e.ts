import { expect, test } from '@playwright/test';
import { freeSlot } from './availability.helpers';
import { expectNoSeriousA11yViolations } from './axe.helpers';
import {
  chooseOption,
  fillLocation,
  gameCard,
  nextButton,
  pickSlot,
  stepHeading,
  toastWith,
  wizardForm,
} from './booking-wizard.helpers';

// The wizard's rules (gating, docs/product/validation.md#validation messages and hints, filters, the draft, the price
// lines) are unit tests beside its code (apps/web/src/features/booking-wizard); this is the walk a parent makes through
// it on a phone.
test('a parent on a phone walks the wizard to the review: their own game idea, the draft kept over a reload and another page, the live price', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 900 });
  // Moving forward never books: only 'Submit Booking' on step 4 does.
  const creates: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/bookings') && creates.push(r.url()));
  await page.goto('/booking');
  const f = wizardForm(page);

  // Step 1. A phone shows "Step N of 5" with a progress bar, and the games scroll inside a box about 24rem tall
  // (docs/product/pages.md#routes) instead of stretching the page.
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Step 1 of 5' })).toBeVisible();
  const grid = page.getByRole('region', { name: 'Games' });
  await expect(grid.getByRole('button', { name: /^Tug of War/ })).toBeVisible();
  const box = await grid.evaluate((el) => ({ height: el.clientHeight, content: el.scrollHeight }));
  expect(box.height).toBeGreaterThan(370);
  expect(box.height).toBeLessThan(390);
  expect(box.content).toBeGreaterThan(box.height);
  // The first click waits for the pre-rendered page to be adopted; axe checks the page the parent then uses.
  await gameCard(page, 'Tug of War').click();
  await expectNoSeriousA11yViolations(page);
  await gameCard(page, 'Limbo Challenge').click();

  // "+ Add Your Own": submitted for real, then selected in this booking while it awaits review.
  const idea = `Pillow Relay ${Date.now().toString(36)}`;
  await f.getByRole('button', { name: /\+ Add Your Own/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Your Own Game' });
  await dialog.getByLabel('Game name (required)').fill(idea);
  await dialog.getByLabel('Description (required)').fill('Carry a pillow on your head to the cone and back.');
  await dialog.getByLabel('Equipment').fill('pillows, cones');
  await dialog.getByRole('button', { name: 'Submit Game' }).click();
  await expect(toastWith(page, 'Custom Game Submitted!')).toBeVisible();
  await expect(gameCard(page, idea)).toHaveAttribute('aria-pressed', 'true');
  await expect(gameCard(page, idea)).toContainText('Your idea · awaiting review');
  await gameCard(page, 'Freeze Dance Off').click();
  await f.getByRole('radio', { name: 'Max Intensity' }).check();
  await nextButton(page).click();

  // Step 2: focus follows the step, so a keyboard or screen-reader user starts at its heading.
  await expect(stepHeading(page)).toHaveText('Details');
  await expect(stepHeading(page)).toBeFocused();
  await expect(page.getByText('Step 2 of 5')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await pickSlot(page, await freeSlot(page.request, 4, 28));
  await f.getByRole('spinbutton', { name: 'Number of children' }).fill('20');
  await chooseOption(page, 'Event type', 'Birthday Party');
  await nextButton(page).click();

  // Step 3.
  await expect(stepHeading(page)).toHaveText('Location');
  await expect(f.getByRole('region', { name: 'Event summary' })).toContainText(idea);
  await fillLocation(page, { name: 'Jamie Parent', email: 'jamie@example.com', phone: '(555) 123-4567' });
  await f.getByRole('checkbox', { name: 'Professional Photography (+$199)' }).check();
  await expectNoSeriousA11yViolations(page);

  // The draft survives a reload and a trip to another page. The page opens on the draft's step without taking the
  // focus (the parent did not move): it stays at the top of the page, where a reload leaves it.
  await page.reload();
  await expect(stepHeading(page)).toHaveText('Location');
  await expect(f.getByLabel('Parent name')).toHaveValue('Jamie Parent');
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await expect(f.getByRole('checkbox', { name: 'Professional Photography (+$199)' })).toBeChecked();
  await page.goto('/packages');
  await page.goto('/booking');
  await expect(stepHeading(page)).toHaveText('Location');
  await expect(f.getByRole('combobox', { name: 'State' })).toHaveText('Texas (TX)');
  await nextButton(page).click();

  // Step 4: the review and the live price (4 games, 20 children, photography).
  await expect(stepHeading(page)).toHaveText('Review');
  const pricing = f.getByRole('group', { name: 'Pricing summary' });
  await expect(pricing).toContainText('Total$874.00');
  await expect(f.getByLabel('Event review')).toContainText('Max Intensity');
  await expect(f.getByRole('button', { name: 'Submit Booking' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  expect(creates).toEqual([]);
});
