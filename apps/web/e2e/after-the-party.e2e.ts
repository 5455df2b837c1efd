import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { Inbox } from '@app/inbox';
import type { ReviewRating } from '@app/contracts';
import { FIRST_LOAD, signInAsAdmin, unique } from './admin.helpers';
import { bookAsParent, freeSlot } from './availability.helpers';
import { expectNoSeriousA11yViolations } from './axe.helpers';
import { expectAccessibleInBothSchemes } from './axe-checks.helpers';
import { hostCompletes, joinTheBookingsTeam, makeHost, startedWithinTheHour } from './host.helpers';
import { openOnMailDev } from './maildev.helpers';
import { readEmailOnAPhone, sentHtml } from './email-reading.helpers';
import { expectDataLoaded } from './page-data.helpers';

test.describe.configure({ timeout: 180_000 });

const PHONE = { width: 375, height: 812 };
// Playwright loads no runtime code of libs/shared/contracts (its DTOs' decorators): the words are the page's, verbatim.
const CONSENT = 'You may show this on the website with my first name and initial';
const REVIEW = 'The MC knew every child by name and the relay race was the best part of the day.';

const stars = (n: number) => (n === 1 ? '1 star' : `${n} stars`);

/**
 * The thank-you the worker sent: on MailDev's page its "Leave a review" and certificates links; on a phone the whole HTML
 * part as sent, greeting the parent by first name, with five stars a thumb can tap (axe on all of it in the light and
 * the dark scheme). The address the "4 stars" link opens.
 */
async function fourStarLinkOfThankYou(browser: Browser, email: string, firstName: string): Promise<string> {
  const inbox = Inbox.ofTestRun();
  const [mail] = await inbox.waitForMails({ to: email, subject: /^Thank you for/ });
  const reader = await browser.newContext();
  try {
    const html = await openOnMailDev(await reader.newPage(), inbox, mail);
    // The certificates are the booking's page (its signed link), not an attachment.
    await expect(html.getByRole('link', { name: 'Download the certificates' })).toHaveAttribute(
      'href',
      /\/bookings\/[0-9a-f-]+\?token=/,
    );
    await expect(html.getByRole('link', { name: 'Leave a review' })).toHaveAttribute('href', /\/reviews\/[^?]+$/);
  } finally {
    await reader.close();
  }
  // The whole e-mail as it was sent, read on a phone in the light and the dark scheme with axe in both.
  let fourStars = '';
  await readEmailOnAPhone(browser, await sentHtml(inbox, mail), async (page) => {
    await expect(page.getByText(`Hi ${firstName},`, { exact: true })).toBeVisible();
    for (const n of [1, 2, 3, 4, 5]) {
      const star = page.getByRole('link', { name: stars(n), exact: true });
      await expect(star).toHaveAttribute('href', new RegExp(`/reviews/[^?]+\\?rating=${n}$`));
      const box = (await star.boundingBox())!;
      expect(Math.min(box.width, box.height), `${stars(n)}: a 44 px target`).toBeGreaterThanOrEqual(44);
    }
    const link = new URL((await page.getByRole('link', { name: stars(4), exact: true }).getAttribute('href'))!);
    fourStars = `${link.pathname}${link.search}`;
  });
  return fourStars;
}

const ratingOf = async (request: APIRequestContext) =>
  (await (await request.get('/api/testimonials/rating')).json()) as ReviewRating;

test('a parent reviews the party from the thank-you, the admin approves it and the home page shows it', async ({
  browser,
}) => {
  const adminContext = await browser.newContext();
  const phone = await browser.newContext({ viewport: PHONE });
  try {
    const adminPage = await adminContext.newPage();
    await signInAsAdmin(adminPage);
    const admin = adminPage.request;

    // A confirmed party of the journey's own day (availability.helpers.ts), which then ran.
    const family = unique('Reviewer');
    const email = `${family.toLowerCase()}@example.com`;
    const slot = await freeSlot(admin, 3, 353);
    const booked = await bookAsParent(admin, slot, { parentName: `Robin ${family}`, parentEmail: email });
    expect(booked.status()).toBe(201);
    const { id } = (await booked.json()) as { id: string };
    expect((await admin.post(`/api/admin/bookings/${id}/confirm`)).status()).toBe(204);
    // It ran yesterday (a day no other journey's party takes), and its host marked it done.
    const hostEmail = `${unique('host')}@example.com`;
    const host = await makeHost(admin, 'Ari Host', hostEmail);
    await joinTheBookingsTeam(admin, host, id, await startedWithinTheHour(admin, id, 1));
    await hostCompletes(browser, hostEmail, id);
    const before = await ratingOf(admin);

    // The parent taps the fourth star in the thank-you on their phone: the review opens with it chosen.
    const page = await phone.newPage();
    await page.goto(await fourStarLinkOfThankYou(browser, email, 'Robin'));
    await expect(page.getByRole('heading', { level: 1, name: /^How was .+\?$/ })).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('radio', { name: stars(4) })).toBeChecked();
    // Each star is a control named by its count and as large as a thumb's target.
    for (const n of [1, 2, 3, 4, 5]) {
      const box = (await page.getByRole('radio', { name: stars(n), exact: true }).boundingBox())!;
      expect(Math.min(box.width, box.height), `${stars(n)}: a 44 px control`).toBeGreaterThanOrEqual(44);
    }
    // What helps the next family, said where the words are written.
    await expect(page.getByRole('textbox', { name: 'Tell us about the party' })).toHaveAccessibleDescription(
      /^What helps the next family most: /,
    );
    await expectAccessibleInBothSchemes(page);
    // Then changes their mind: a thumb taps the fifth star.
    await page.getByRole('radio', { name: stars(5) }).click();
    await expect(page.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await page.getByRole('textbox', { name: 'Tell us about the party' }).fill(REVIEW);
    await expect(page.getByText(`${REVIEW.length} / 1,000 characters`)).toBeVisible();
    await page.getByRole('checkbox', { name: CONSENT }).click();
    await page.getByRole('button', { name: 'Send my review' }).click();
    await expect(page.getByRole('status')).toContainText('Thank you! Your review has been saved.');

    // The admin finds it with its booking, approves it and features it on the home page.
    await adminPage.goto('/admin/reviews');
    const card = adminPage.getByRole('article', { name: `Robin ${family} · 5 of 5 stars` });
    await expect(card).toBeVisible(FIRST_LOAD);
    await expectDataLoaded(adminPage);
    await expectNoSeriousA11yViolations(adminPage);
    await expect(card.getByRole('link', { name: /^booking / })).toHaveAttribute(
      'href',
      `/admin/bookings?booking=${id}`,
    );
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(card).toBeHidden();
    await adminPage.getByRole('radio', { name: 'Approved' }).click();
    await adminPage
      .getByRole('article', { name: `Robin ${family} · 5 of 5 stars` })
      .getByRole('button', { name: 'Feature on the home page' })
      .click();
    await expect(
      adminPage.getByRole('article', { name: `Robin ${family} · 5 of 5 stars` }).getByText('Featured'),
    ).toBeVisible();

    // The home page shows it, with the parent's first name and initial, and the new average.
    const after = await ratingOf(admin);
    expect(after.count).toBe(before.count + 1);
    await page.goto('/');
    const testimonials = page.locator('#testimonials');
    await expect(testimonials.getByText(`“${REVIEW}”`)).toBeVisible(FIRST_LOAD);
    await expect(testimonials.getByText(`Robin ${family.charAt(0)}.`)).toBeVisible();
    await expect(
      testimonials.getByText(
        `${after.average!.toFixed(1)} from ${after.count} ${after.count === 1 ? 'parent' : 'parents'}`,
      ),
    ).toBeVisible();
  } finally {
    await adminContext.close();
    await phone.close();
  }
});
