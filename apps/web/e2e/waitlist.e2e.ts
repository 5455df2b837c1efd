import { Inbox } from '@app/inbox';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bookAsParent, businessDay, freeTimes, timeLabel } from './availability.helpers';
import { expectNoSeriousA11yViolations } from './axe.helpers';
import {
  chooseOption,
  fillLocation,
  gameCard,
  nextButton,
  PARENT,
  showDay,
  stepHeading,
  uniqueCode,
  wizardForm,
} from './booking-wizard.helpers';
import { openOnMailDev } from './maildev.helpers';

// docs/product/waitlist.md: a family finds a day fully booked on the home page, waits for it, the office cancels a
// party that day, and the time held for the family is booked through the offer e-mail's button, on a phone.
const GAMES = ['Tug of War', 'Limbo Challenge', 'Freeze Dance Off'];
/** Days after today (availability.helpers.ts): 400-409 are this journey's; a retry books out the next one. */
const FIRST_DAY = 400;
const ADMIN = { username: 'admin', password: 'admin-password-change-me' };

const dateCheck = (page: Page) => page.getByRole('region', { name: 'Is my date free?' });
const joinForm = (page: Page) => page.getByRole('form', { name: /^Wait for a time on / });

/** Parents book the day out for a 3-game party, each at the first start still free; the bookings' ids. */
async function bookOut(request: APIRequestContext, day: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < 16; i++) {
    const [time] = await freeTimes(request, day, GAMES.length);
    if (!time) break;
    const res = await bookAsParent(request, { date: day, time });
    expect(res.status()).toBe(201);
    ids.push(((await res.json()) as { id: string }).id);
  }
  expect(await freeTimes(request, day, GAMES.length)).toEqual([]);
  return ids;
}

/** The office cancels a booking, through the admin API as its booking detail does. */
async function cancelAsOffice(
  playwright: { request: { newContext: (o: { baseURL?: string }) => Promise<APIRequestContext> } },
  baseURL: string | undefined,
  bookingId: string,
) {
  const office = await playwright.request.newContext({ baseURL });
  try {
    expect((await office.post('/api/login', { data: ADMIN })).status()).toBe(200);
    const res = await office.post(`/api/admin/bookings/${bookingId}/cancel`, { data: { reason: 'Plans changed' } });
    expect(res.status()).toBe(200);
  } finally {
    await office.dispose();
  }
}

/** The href of an e-mail's button as MailDev's page shows it, as a path and query on this site. */
async function buttonLink(page: Page, inbox: Inbox, email: string, subject: RegExp, button: string) {
  const [mail] = await inbox.waitForMails({ to: email, subject });
  const html = await openOnMailDev(page, inbox, mail);
  const link = new URL((await html.getByRole('link', { name: button }).getAttribute('href'))!);
  return `${link.pathname}${link.search}`;
}

test.describe('at 375 x 812', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a fully booked day: "Tell me if a time opens", a cancellation, the offer e-mail, the held time booked', async ({
    page,
    browser,
    playwright,
    baseURL,
  }) => {
    test.slow();
    const day = await businessDay(page.request, FIRST_DAY + test.info().retry);
    const bookings = await bookOut(page.request, day);
    const email = `${uniqueCode('wait').toLowerCase()}@example.com`;

    // The home page's date check: the full day clicked offers its waiting list.
    await page.goto('/');
    await dateCheck(page).getByRole('button', { name: 'Check a date' }).click();
    const full = await showDay(page, day);
    await expect(full).toHaveAccessibleName(/fully booked/);
    // It cannot be the date (aria-disabled), yet it answers the keyboard: its waiting list shows.
    await full.focus();
    await page.keyboard.press('Enter');
    await dateCheck(page).getByRole('button', { name: 'Tell me if a time opens' }).click();
    const form = joinForm(page);
    await expect(form).toBeVisible();
    await expect(form.getByLabel('Number of games')).toHaveValue(String(GAMES.length));
    // Nothing in the form is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
    await form.getByLabel(/Your e-mail/).fill(email);
    for (const part of ['Morning', 'Afternoon', 'Evening']) await form.getByRole('checkbox', { name: part }).click();
    await form.getByRole('button', { name: 'Put me on the waiting list' }).click();
    await expect(dateCheck(page).getByRole('status').filter({ hasText: 'You are on the waiting list' })).toContainText(
      'We will write as soon as a time opens on',
    );

    // The confirmation e-mail's link to leave the list opens its page (left alone here).
    const reader = await browser.newContext();
    const inbox = Inbox.ofTestRun();
    try {
      const mailPage = await reader.newPage();
      const leave = await buttonLink(
        mailPage,
        inbox,
        email,
        /^You are on the waiting list for /,
        'Leave the waiting list',
      );
      await page.goto(leave);
      await expect(page.getByRole('heading', { level: 1, name: 'Leave the waiting list' })).toBeVisible();
      await expect(page.getByText(/^You are waiting for a time on /)).toContainText('(morning, afternoon, evening)');
      await expect(page.getByRole('button', { name: 'Leave the waiting list' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // The office cancels one party that day: its time is held for this family, and the offer e-mail says so.
      await cancelAsOffice(playwright, baseURL, bookings[0]);
      const book = await buttonLink(mailPage, inbox, email, /^A time opened on /, 'Book this time');
      const offered = new URL(book, 'http://site').searchParams;
      expect(offered.get('date')).toBe(day);
      const time = offered.get('time')!;
      // Held: nobody else sees it free.
      expect(await freeTimes(page.request, day, GAMES.length)).not.toContain(time);

      // "Book this time": the wizard opens with that time chosen and held, and books it.
      await page.goto(book);
      await expect(wizardForm(page).getByText(/^Your date: .+ \(held\)$/)).toContainText(timeLabel(time));
      for (const g of GAMES) await gameCard(page, g).click();
      await nextButton(page).click();
      await expect(stepHeading(page)).toHaveText('Details');
      await expect(wizardForm(page).getByRole('combobox', { name: 'Event time' })).toHaveText(timeLabel(time));
      await expect(wizardForm(page).getByText(/^Held for you from the waiting list until /)).toBeVisible();
      await chooseOption(page, 'Event type', 'Birthday Party');
      await nextButton(page).click();
      await fillLocation(page, { ...PARENT, email });
      await nextButton(page).click();
      await expect(stepHeading(page)).toHaveText('Review');
      const created = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/bookings'));
      await wizardForm(page).getByRole('button', { name: 'Submit Booking' }).click();
      const answer = await created;
      expect(answer.status()).toBe(201);
      expect(await answer.json()).toMatchObject({ eventDate: day, eventTime: time });
      expect(answer.request().postDataJSON()).toMatchObject({ waitlistOffer: offered.get('offer') });
    } finally {
      await reader.close();
    }
  });
});
