import { axeOn, blockingViolations } from './axe.helpers';
import { expect, test } from '@playwright/test';
import { expectSkipLinkFirst } from './layout.helpers';
import { expectPageAdopted } from './page-adoption.helpers';
import { expectDataLoaded } from './page-data.helpers';

// Every public route shows its heading and the texts docs/product/pages.md#routes names for it, in Debian's Chromium
// against the real API, and has no serious or critical axe violations on a desktop and on a phone.
const PAGES: { path: string; h1: string | RegExp; texts: string[] }[] = [
  {
    path: '/',
    h1: 'Turn Any Party Into an Epic Championship',
    texts: [
      "Don't See Your Event Type?",
      'Professional MCs',
      'Structured Competitions',
      'Custom Shirts',
      'Awards Ceremony',
      'How It Works',
      'Choose Your Package',
      'Moments from Our Events',
      'What Parents Are Saying',
      'Ready to Crown Some Champions?',
    ],
  },
  {
    path: '/packages',
    h1: 'Party Packages',
    texts: ["What's Included", 'MOST POPULAR', 'Professional Photography', '+$199'],
  },
  {
    path: '/competitions',
    h1: 'Our Competition Games',
    texts: ['Clear Filters', 'Showing 20 games', 'Red Light, Green Light'],
  },
  {
    path: '/how-it-works',
    h1: 'How It Works',
    texts: ['Our team arrives 30 minutes early', 'Why Parents Love Our Process', '90-120 minutes of competition'],
  },
  { path: '/gallery', h1: 'Event Gallery', texts: ['Relay Race Finish Line'] },
  {
    path: '/about',
    h1: 'About Champions Party',
    texts: [
      'Our Mission',
      '500+',
      '5,000+',
      'Meet the Team',
      'Safety & Trust',
      'Fully insured for every event',
      'Background-checked staff',
    ],
  },
  {
    path: '/contact',
    h1: 'Contact Us',
    texts: [
      'Send us a Message',
      'Greater Metro Area',
      'Within a 30-mile radius of the city centre',
      'Events 7 days a week',
      'Frequently Asked Questions',
      'Need to Talk Right Now?',
      'Business Hours',
      '9:00 AM - 6:00 PM',
    ],
  },
  { path: '/booking', h1: 'Book Your Event', texts: [] },
  { path: '/auth', h1: 'Welcome', texts: ['Log in or create an account to see your bookings.'] },
  { path: '/privacy-policy', h1: 'Privacy Policy', texts: ['What we collect', 'Your choices'] },
  { path: '/terms-of-service', h1: 'Terms of Service', texts: ['A 50% deposit secures the booking'] },
  { path: '/cancellation-policy', h1: 'Cancellation Policy', texts: ['Rescheduling'] },
  { path: '/not-a-page', h1: '404 Page Not Found', texts: [] },
];

for (const { path, h1, texts } of PAGES) {
  test(`${path} renders its key texts and passes axe at 1280 and 375 px`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
    for (const text of texts) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Privacy Policy');
    // The page as a visitor uses it: adopted (axe counts everything inside the fence's disabled fieldset as disabled,
    // so it reported /booking's game scroll box as out of the keyboard's reach, which Chromium does not), with its
    // data-driven sections loaded so they are checked too.
    await expectPageAdopted(page);
    await expectDataLoaded(page);
    expect(await blockingViolations(axeOn(page))).toEqual([]);
    // The same page laid out for a phone.
    await page.setViewportSize({ width: 375, height: 900 });
    expect(await blockingViolations(axeOn(page))).toEqual([]);
  });
}

test('home page: hero buttons, stats and the add-on prices from the pricing table', async ({ page }) => {
  await page.goto('/');
  const hero = page.locator('.home-hero');
  await expect(hero.getByRole('link', { name: 'Book Your Event' })).toHaveAttribute('href', '/booking');
  await expect(hero.getByRole('link', { name: 'See Packages' })).toHaveAttribute('href', '/packages');
  for (const stat of ['Zero', '20+', '100%']) await expect(hero.getByText(stat, { exact: true })).toBeVisible();
  await expect(page.getByText('+$25 per child')).toBeVisible();
  // Three package cards from the API, priced $400 / $600 / $800.
  for (const price of ['$400', '$600', '$800'])
    await expect(page.locator('#packages').getByText(price, { exact: true })).toBeVisible();
  // The gallery teaser shows exactly three images.
  await expect(page.locator('#gallery-teaser img')).toHaveCount(3);
});

test("'Let's Plan Your Event' opens the contact form with Special Requirements selected", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: "Let's Plan Your Event" }).click();
  await expect(page).toHaveURL(/\/contact\?subject=special$/);
  await expect(page.getByRole('combobox', { name: 'Subject' })).toHaveText('Special Requirements');
});

test('the header highlights the active link and Book Now goes to the booking page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/gallery');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const active = nav.getByRole('link', { name: 'Gallery' });
  await expect(active).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  const activeBg = await active.evaluate((el) => getComputedStyle(el).backgroundColor);
  const idleBg = await nav.getByRole('link', { name: 'About' }).evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(activeBg).not.toBe(idleBg);

  await nav.getByRole('link', { name: 'Games' }).click();
  await expect(page).toHaveURL(/\/competitions$/);
  await expect(nav.getByRole('link', { name: 'Games' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('banner').getByRole('link', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/booking$/);
});

test('every route change starts at the top of the page, and the skip link comes first', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectSkipLinkFirst(page);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Gallery' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Event Gallery' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('footer shows the business e-mail, service area and quick links', async ({ page, request }) => {
  const site = await (await request.get('/api/site')).json();
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  await expect(footer).toContainText(site.serviceArea);
  for (const [name, href] of [
    ['Packages', '/packages'],
    ['Games', '/competitions'],
    ['My Bookings', '/profile'],
    ['Gallery', '/gallery'],
  ]) {
    await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
  }
});

test('an unknown path shows the 404 page, with a 404 from the server', async ({ page }) => {
  const response = await page.goto('/no-such-page/at-all');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found — Champions Party');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
