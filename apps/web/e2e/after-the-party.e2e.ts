import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { Inbox } from '@app/inbox';
import type { ReviewRating } from '@app/contracts';
import { FIRST_LOAD, signInAsAdmin, unique } from './admin.helpers';
import { bookAsParent, freeSlot } from './availability.helpers';
import { expectNoSeriousA11yViolations } from './axe.helpers';
import { hostCompletes, joinTheBookingsTeam, makeHost, startedWithinTheHour } from './host.helpers';
import { openOnMailDev } from './maildev.helpers';
import { expectDataLoaded } from './page-data.helpers';

test.describe.configure({ timeout: 180_000 });

const PHONE = { width: 375, height: 812 };
// Playwright loads no runtime code of libs/shared/contracts (its DTOs' decorators): the words are the page's, verbatim.
const CONSENT = 'You may show this on the website with my first name and initial';
const REVIEW = 'The MC knew every child by name and the relay race was the best part of the day.';

/** The thank-you's "Leave a review" link, as MailDev's page shows the e-mail the worker sent. */
async function reviewLinkOfThankYou(browser: Browser, email: string): Promise<string> {
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
    const link = new URL((await html.getByRole('link', { name: 'Leave a review' }).getAttribute('href'))!);
    return link.pathname;
  } finally {
    await reader.close();
  }
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

    // The parent opens the thank-you's review link on their phone and leaves 5 stars with consent.
    const page = await phone.newPage();
    await page.goto(await reviewLinkOfThankYou(browser, email));
    await expect(page.getByRole('heading', { level: 1, name: /^How was .+\?$/ })).toBeVisible(FIRST_LOAD);
    await expectNoSeriousA11yViolations(page);
    // A thumb taps the fifth star, the radio's label.
    await page.locator('label', { hasText: '5 stars' }).click();
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
