import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { retryStart, type Slot } from './availability.helpers';

export const toastWith = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem').filter({ hasText: title });

export const wizardForm = (page: Page) => page.locator('form[aria-labelledby="wizard-step-heading"]');
export const stepHeading = (page: Page) => page.locator('#wizard-step-heading');
export const nextButton = (page: Page) => wizardForm(page).getByRole('button', { name: 'Next', exact: true });
export const gameCard = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Games' }).getByRole('button', { name: new RegExp(`^${name}`) });

/** Clicks PayPal's button and answers in its approval window (the local sandbox's, as PayPal's popup). */
export async function payWithPayPal(page: Page, answer = 'Pay Now') {
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'PayPal' }).click();
  await (await popup).getByRole('button', { name: answer }).click();
}

/** A day's button in the calendar, paging months forward until it is shown. */
export async function showDay(page: Page, day: string) {
  // The calendar is a lazy chunk: page only once a month is drawn, or a slow load pages past the day.
  await expect(page.locator('[data-day] button').first()).toBeVisible();
  const cell = page.locator(`[data-day="${day}"] button`);
  // Up to the booking horizon (730 days: 25 months).
  for (let i = 0; i < 25 && !(await cell.isVisible()); i++) {
    await page.getByRole('button', { name: /next month/i }).click();
  }
  return cell;
}

/** Picks a day in the calendar. */
export async function pickDay(page: Page, day: string) {
  await (await showDay(page, day)).click();
}

/**
 * Picks an option of a Radix select and waits for its list to be gone: the list stays while its closing animation
 * runs and hands focus back to its trigger as it leaves, so a focus or a Tab before then would be taken back.
 */
export async function chooseOption(page: Page, combobox: string, option: string) {
  await wizardForm(page).getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** Step 2's date and start time. */
export async function pickSlot(page: Page, slot: Slot) {
  await pickDay(page, slot.date);
  await chooseOption(page, 'Event time', slot.label);
}

/** The wizard's reservation of its chosen time, released as though it had lapsed. */
export async function releaseReservation(page: Page) {
  const stored = await page.evaluate(() => sessionStorage.getItem('booking-wizard:reservation'));
  const { token } = JSON.parse(stored ?? 'null') as { token: string };
  expect((await page.request.delete(`/api/reservations/${token}`)).status()).toBe(204);
}

/** Registers a parent through the API on the page's own cookie jar (the page is then signed in); returns the username. */
export async function registerParent(page: Page, firstName: string, lastName: string): Promise<string> {
  const username = `e2e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const res = await page.request.post('/api/register', {
    data: { username, email: `${username}@example.com`, password: 'correct horse battery', firstName, lastName },
  });
  expect(res.status()).toBe(201);
  return username;
}

export const PARENT = { name: 'Jamie Parent', email: 'jamie.parent@example.com', phone: '(555) 123-4567' };

/** Step 3's parent, child and address fields with valid answers. */
export async function fillLocation(page: Page, parent = PARENT) {
  const f = wizardForm(page);
  await f.getByLabel('Parent name').fill(parent.name);
  await f.getByLabel('Email').fill(parent.email);
  await f.getByLabel('Phone').fill(parent.phone);
  await f.getByLabel('Child name').fill('Sam');
  await f.getByLabel('Child age').fill('8');
  await f.getByLabel('Street address').fill('12 Oak Street');
  await f.getByLabel('City').fill('Springfield');
  await chooseOption(page, 'State', 'Texas (TX)');
  await f.getByLabel('ZIP code').fill('73301');
  await f.getByLabel('Space details').fill('Back garden with a big lawn and a patio');
}

/** Steps 1 and 2 through the UI (the games, the slot, a birthday party): arrives on step 3. */
export async function fillToLocation(page: Page, games: string[], slot: Slot) {
  await page.goto('/booking');
  for (const g of games) await gameCard(page, g).click();
  await nextButton(page).click();
  await pickSlot(page, slot);
  await chooseOption(page, 'Event type', 'Birthday Party');
  await nextButton(page).click();
  await expect(stepHeading(page)).toHaveText('Location');
}

/**
 * Fills steps 1-3 with valid answers through the UI and arrives on step 4, at the first free start on the journey's own
 * day (`dayOffset` days after today; a later one on a retry: `retryStart` in availability.helpers.ts). Returns that
 * start.
 */
export async function fillToReview(page: Page, games: string[], dayOffset: number): Promise<Slot> {
  const slot = await retryStart(page.request, games.length, dayOffset);
  await fillToLocation(page, games, slot);
  await fillLocation(page);
  await nextButton(page).click();
  await expect(stepHeading(page)).toHaveText('Review');
  return slot;
}

/** A promo code made through the admin API (as an admin would), in its own signed-in request context. */
export async function createPromo(
  playwright: { request: { newContext: (o: { baseURL?: string }) => Promise<APIRequestContext> } },
  baseURL: string | undefined,
  body: { code: string; discountType: 'fixed' | 'percentage'; discountValue: number },
) {
  const admin = await playwright.request.newContext({ baseURL });
  try {
    const login = await admin.post('/api/login', { data: ADMIN });
    expect(login.status()).toBe(200);
    const { today } = (await (await admin.get('/api/site')).json()) as { today: string };
    const res = await admin.post('/api/admin/promo-codes', {
      data: {
        ...body,
        description: 'e2e',
        usageLimit: 100,
        userUsageLimit: 5,
        startDate: today,
        expiresAt: null,
        isActive: true,
      },
    });
    expect(res.status()).toBe(201);
  } finally {
    await admin.dispose();
  }
}

// The test database is prepared with the documented local defaults (libs/base/config DEV_ADMIN_*).
const ADMIN = { username: 'admin', password: 'admin-password-change-me' };
export const uniqueCode = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

/** The toast is shown on top of everything (an open dialog included), not only present in the page. */
export async function expectToastOnTop(page: Page, title: string) {
  const toast = toastWith(page, title);
  await expect(toast).toBeVisible();
  // Polled: the toast slides in, and its centre is only over it once the animation has settled.
  await expect
    .poll(() =>
      toast.evaluate((el: HTMLElement) => {
        // Hit-testing skips pointer-events: none (a modal dialog sets it around itself): test the painting order alone.
        const before = el.style.pointerEvents;
        el.style.pointerEvents = 'auto';
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        el.style.pointerEvents = before;
        return el.contains(hit);
      }),
    )
    .toBe(true);
}
