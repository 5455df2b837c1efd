import { expect, test } from '@playwright/test';
import {
  businessDay,
  chooseOption,
  expectNoSeriousA11yViolations,
  gameCard,
  nextButton,
  pickDay,
  stepHeading,
  toastWith,
  wizardForm,
} from './booking-wizard.helpers';

for (const width of [1280, 375]) {
  test(`booking wizard at ${width}px: gating, messages, hints, custom game, draft kept over a reload, live price`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    // Moving forward never books: only 'Submit Booking' on step 4 does.
    const creates: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/bookings') && creates.push(r.url()));
    await page.goto('/booking');
    const f = wizardForm(page);

    // The step indicator: numbers when wide, "Step N of 5" with a progress bar when small.
    if (width >= 1024) {
      await expect(page.getByRole('navigation', { name: 'Booking progress' }).getByRole('listitem')).toHaveCount(5);
      await expect(page.getByText('Step 1 of 5')).toBeHidden();
    } else {
      await expect(page.getByText('Step 1 of 5')).toBeVisible();
      await expect(page.getByRole('progressbar', { name: 'Step 1 of 5' })).toBeVisible();
    }

    // Step 1: messages, hint and gating.
    await expect(stepHeading(page)).toHaveText('Games');
    await expect(f.getByText('Select 3+ games from 20 options')).toBeVisible();
    await expect(f.getByText('Selected 0/3 games. Choose 3 more.')).toBeVisible();
    await expect(f.getByText('Select 3 more game(s) to continue')).toBeVisible();
    await expect(nextButton(page)).toBeDisabled();
    await expect(f.getByRole('radio', { name: /Competitive/ })).toBeChecked();
    await expect(f.getByText('Friendly rivalry with points on the scoreboard')).toBeVisible();
    // The games scroll inside a box about 24rem tall (SPEC §2) instead of stretching the page.
    const grid = page.getByRole('region', { name: 'Games' });
    await expect(grid.getByRole('button', { name: /^Tug of War/ })).toBeVisible();
    const box = await grid.evaluate((el) => ({ height: el.clientHeight, content: el.scrollHeight }));
    expect(box.height).toBeGreaterThan(370);
    expect(box.height).toBeLessThan(390);
    expect(box.content).toBeGreaterThan(box.height);
    await expectNoSeriousA11yViolations(page);

    await gameCard(page, 'Tug of War').click();
    await expect(gameCard(page, 'Tug of War')).toHaveAttribute('aria-pressed', 'true');
    await gameCard(page, 'Limbo Challenge').click();
    await expect(f.getByText('Selected 2/3 games. Choose 1 more.')).toBeVisible();
    await expect(f.getByText('Select 1 more game(s) to continue')).toBeVisible();
    await f.getByRole('button', { name: 'Remove Limbo Challenge' }).click();
    await expect(f.getByText('Selected 1/3 games. Choose 2 more.')).toBeVisible();
    await expect(gameCard(page, 'Limbo Challenge')).toHaveAttribute('aria-pressed', 'false');
    await gameCard(page, 'Limbo Challenge').click();

    // The filter: no match, then space type (indoor keeps the games playable in both).
    await f.getByRole('textbox', { name: 'Search games' }).fill('zzzz-no-such-game');
    await expect(f.getByText('No games found matching your criteria.')).toBeVisible();
    await f.getByRole('textbox', { name: 'Search games' }).fill('');
    await chooseOption(page, 'Space type', 'Indoor');
    await expect(gameCard(page, 'Freeze Dance Off')).toBeVisible();
    await expect(gameCard(page, 'Limbo Challenge')).toBeVisible();
    await expect(gameCard(page, 'Tug of War')).toHaveCount(0);
    await chooseOption(page, 'Space type', 'All spaces');

    // "+ Add Your Own": submitted for real, then selected in this booking while it awaits review.
    const idea = `Pillow Relay ${Date.now().toString(36)}`;
    await f.getByRole('button', { name: /\+ Add Your Own/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Your Own Game' });
    await dialog.getByRole('button', { name: 'Submit Game' }).click();
    await expect(dialog.getByText('Game name is required')).toBeVisible();
    await dialog.getByLabel('Game name (required)').fill(idea);
    await dialog.getByLabel('Description (required)').fill('Carry a pillow on your head to the cone and back.');
    await dialog.getByLabel('Equipment').fill('pillows, cones, ');
    const posted = page.waitForResponse(
      (r) => r.url().endsWith('/api/custom-games') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Submit Game' }).click();
    expect((await posted).status()).toBe(201);
    await expect(toastWith(page, 'Custom Game Submitted!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(f.getByRole('button', { name: `Remove ${idea}` })).toBeVisible();
    await expect(gameCard(page, idea)).toHaveAttribute('aria-pressed', 'true');
    await expect(gameCard(page, idea)).toContainText('Your idea · awaiting review');
    await expect(f.getByText('Perfect! 3 games selected.')).toBeVisible();
    await gameCard(page, 'Freeze Dance Off').click();
    await expect(f.getByText('Perfect! 4 games selected.')).toBeVisible();
    // Intensity: a radio group named by its legend, each choice described by its example; the arrow keys choose.
    const intensity = f.getByRole('group', { name: 'Game intensity' });
    await expect(intensity.getByRole('radio', { name: 'Competitive' })).toBeChecked();
    await intensity.getByRole('radio', { name: 'Competitive' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(intensity.getByRole('radio', { name: 'Chill & Fun' })).toBeChecked();
    const max = intensity.getByRole('radio', { name: 'Max Intensity' });
    await expect(max).toHaveAccessibleDescription(/^All-out races/);
    await max.check();
    await expect(intensity.getByRole('radio', { checked: true })).toHaveCount(1);
    await expect(nextButton(page)).toBeEnabled();
    await nextButton(page).click();

    // Step 2: everything required before Next; past days disabled in the calendar. Focus follows the step, so a
    // keyboard or screen-reader user starts at its heading.
    await expect(stepHeading(page)).toHaveText('Details');
    await expect(stepHeading(page)).toBeFocused();
    if (width < 1024) await expect(page.getByText('Step 2 of 5')).toBeVisible();
    await expect(nextButton(page)).toBeDisabled();
    await expect(f.getByRole('button', { name: 'Previous', exact: true })).toBeEnabled();
    const yesterday = await businessDay(page, -1);
    const today = await businessDay(page, 0);
    if (yesterday.slice(0, 7) === today.slice(0, 7)) {
      await expect(page.locator(`[data-day="${yesterday}"] button`)).toBeDisabled();
    }
    await expect(page.locator(`[data-day="${today}"] button`)).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
    await pickDay(page, await businessDay(page, 30));
    await chooseOption(page, 'Event time', '2:15 PM');
    const guests = f.getByRole('spinbutton', { name: 'Number of children' });
    await expect(guests).toHaveValue('10');
    await f.getByRole('button', { name: 'More children' }).click();
    await expect(guests).toHaveValue('11');
    await guests.fill('3');
    await expect(f.getByText('Number of children must be between 4 and 50')).toBeVisible();
    await expect(nextButton(page)).toBeDisabled();
    await guests.fill('20');
    await expect(f.getByText('Number of children must be between 4 and 50')).toHaveCount(0);
    await chooseOption(page, 'Event type', 'Birthday Party');
    await nextButton(page).click();

    // Step 3: the SPEC §5 messages and hints as the parent types, Clear Fields, the read-only summary.
    await expect(stepHeading(page)).toHaveText('Location');
    await expect(nextButton(page)).toBeDisabled();
    const summary = f.getByRole('region', { name: 'Event summary' });
    await expect(summary).toContainText('2:15 PM');
    await expect(summary).toContainText('20');
    await expect(summary).toContainText('Birthday Party');
    await expect(summary).toContainText(idea);
    await f.getByLabel('Parent name').fill('J');
    await expect(f.getByText('Parent name is required')).toBeVisible();
    await f.getByLabel('Parent name').fill('Jamie Parent');
    await expect(f.getByText('Parent name is required')).toHaveCount(0);
    await f.getByLabel('Email').fill('jamie@');
    await expect(f.getByText('Valid email is required')).toBeVisible();
    await f.getByLabel('Email').fill('jamie@example.com');
    await f.getByLabel('Phone').fill('555 12');
    await expect(f.getByText('Please enter at least 10 digits')).toBeVisible();
    await expect(f.getByText('Enter 10+ digits')).toBeVisible();
    await expect(f.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
    await f.getByRole('button', { name: 'Clear Fields' }).click();
    await expect(f.getByLabel('Parent name')).toHaveValue('');
    await expect(f.getByLabel('Email')).toHaveValue('');
    await expect(f.getByLabel('Phone')).toHaveValue('');
    await f.getByLabel('Parent name').fill('Jamie Parent');
    await f.getByLabel('Email').fill('jamie@example.com');
    await f.getByLabel('Phone').fill('(555) 123-4567');
    await expect(f.getByText('Please enter at least 10 digits')).toHaveCount(0);
    await f.getByLabel('Child name').fill('Sam');
    await expect(f.getByLabel('Child age')).toHaveValue('8');
    await f.getByLabel('Street address').fill('12');
    await expect(f.getByText('Address is required')).toBeVisible();
    await f.getByLabel('Street address').fill('12 Oak Street');
    await f.getByLabel('City').fill('Springfield');
    await chooseOption(page, 'State', 'TX');
    await f.getByLabel('ZIP code').fill('73301');
    await f.getByLabel('Space details').fill('Lawn');
    await expect(f.getByText('Please provide more details (minimum 10 characters)')).toBeVisible();
    await expect(f.getByText('Please describe the space')).toBeVisible();
    await f.getByLabel('Space details').fill('Back garden with a big lawn and a patio');
    await f.getByLabel('Theme (optional)').fill('Superheroes');
    await f.getByRole('checkbox', { name: 'Professional Photography (+$199)' }).check();
    await expect(f.getByRole('checkbox', { name: 'Custom T-Shirts (+$25 per child)' })).not.toBeChecked();
    await expectNoSeriousA11yViolations(page);

    // The draft survives a reload and a trip to another page. The page opens on the draft's step without taking the
    // focus (the parent did not move): it stays at the top of the page, where a reload leaves it.
    await page.reload();
    await expect(stepHeading(page)).toHaveText('Location');
    await expect(f.getByLabel('Parent name')).toHaveValue('Jamie Parent');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await expect(f.getByLabel('Space details')).toHaveValue('Back garden with a big lawn and a patio');
    await expect(f.getByRole('checkbox', { name: 'Professional Photography (+$199)' })).toBeChecked();
    await page.goto('/packages');
    await page.goto('/booking');
    await expect(stepHeading(page)).toHaveText('Location');
    await expect(f.getByRole('combobox', { name: 'State' })).toHaveText('TX');
    await expect(nextButton(page)).toBeEnabled();
    await nextButton(page).click();

    // Step 4: the review and the live price from libs/pricing (4 games, 20 children, photography).
    await expect(stepHeading(page)).toHaveText('Review');
    await expect(stepHeading(page)).toBeFocused();
    const pricing = f.getByRole('group', { name: 'Pricing summary' });
    await expect(pricing).toContainText('Package (4 games)$600.00');
    await expect(pricing).toContainText('Extra children (5 beyond 15)$75.00');
    await expect(pricing).toContainText('Professional Photography$199.00');
    await expect(pricing).toContainText('Total$874.00');
    await expect(pricing).toContainText('Event length: about 1 h 45 min');
    const review = f.getByLabel('Event review');
    await expect(review).toContainText('Sam, age 8');
    await expect(review).toContainText('Max Intensity');
    await expect(f.getByText('Jamie Parent · jamie@example.com · (555) 123-4567')).toBeVisible();
    await expect(f.getByRole('button', { name: 'Submit Booking' })).toBeEnabled();
    await expectNoSeriousA11yViolations(page);

    // Previous keeps what was typed.
    await f.getByRole('button', { name: 'Previous', exact: true }).click();
    await expect(f.getByLabel('Child name')).toHaveValue('Sam');
    await f.getByRole('button', { name: 'Previous', exact: true }).click();
    await expect(f.getByRole('combobox', { name: 'Event time' })).toHaveText('2:15 PM');
    await f.getByRole('button', { name: 'Previous', exact: true }).click();
    await expect(f.getByRole('radio', { name: /Max Intensity/ })).toBeChecked();
    await expect(f.getByRole('button', { name: 'Previous', exact: true })).toBeDisabled();
    expect(creates).toEqual([]);
  });
}
