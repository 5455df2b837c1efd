import { expect, test } from '@playwright/test';
import type { ReviewRating } from '@app/contracts';
import { expectAccessibleInBothSchemes } from './axe-checks.helpers';

// The home page's testimonials never set a real rating beside a sample: while no review is approved the samples show,
// each labelled "Example", under no rating; once one is, the rating shows over real reviews only (none while no
// parent consented). Other journeys approve reviews, so the case reads which of the two the site is in. Books nothing.

test('at 375×812 the testimonials show a rating only over real reviews, and label samples as examples', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const rating = (await (await page.request.get('/api/testimonials/rating')).json()) as ReviewRating;
  await page.goto('/');
  const section = page.locator('#testimonials');
  await section.scrollIntoViewIfNeeded();
  const cards = section.locator('figure');
  const examples = section.getByText('Example', { exact: true });
  const summary = section.getByText(/^\d\.\d from \d+ parents?$/);
  if (rating.count === 0) {
    await expect(cards.first()).toBeVisible();
    await expect(examples).toHaveCount(await cards.count());
    await expect(summary).toHaveCount(0);
  } else {
    await expect(summary).toBeVisible();
    await expect(examples).toHaveCount(0);
  }
  await expectAccessibleInBothSchemes(page);
});
