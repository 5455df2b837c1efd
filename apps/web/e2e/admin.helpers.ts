import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { bookAsParent, freeSlot } from './availability.helpers';

// The test database is prepared with the documented local defaults (libs/base/config DEV_ADMIN_*).
const ADMIN = { username: 'admin', password: 'admin-password-change-me' };
/** The first sight of /admin loads its lazy chunk and three API reads: on a loaded 2-core machine that takes a while. */
export const FIRST_LOAD = { timeout: 30_000 };
export const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Opens an admin section by its link in the section bar; on a phone the bar is a menu, opened first. */
export async function openSection(page: Page, name: string | RegExp) {
  const bar = page.getByRole('navigation', { name: 'Admin sections' });
  const menu = bar.getByRole('button', { name: /^Sections: / });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) === 'false') await menu.click();
  await bar.getByRole('link', { name }).click();
}

/** "Saturday, February 20": how the Calendar's month view names a day to a screen reader and on a phone. */
export const longDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

export async function signInAsAdmin(page: Page) {
  expect((await page.request.post('/api/login', { data: ADMIN })).status()).toBe(200);
}

/**
 * `count` bookings whose parent is "Pat <family>", through the public API (as parents make them), each at the first
 * free start of its own day from `firstDay` days after today on (availability.helpers.ts); their ids and finals.
 * `overrides` replace fields of every booking's body (e.g. a real family's long names and e-mail).
 */
export async function makeBookings(
  request: APIRequestContext,
  family: string,
  count: number,
  firstDay: number,
  overrides: Record<string, unknown> = {},
) {
  const made: { id: string; finalPrice: string }[] = [];
  for (let i = 0; i < count; i++) {
    const res = await bookAsParent(request, await freeSlot(request, 3, firstDay + i), {
      parentName: `Pat ${family}`,
      // The family's own address: a retry books the same start again, which the same e-mail may not (ALREADY_BOOKED).
      parentEmail: `pat${i}.${family.toLowerCase().replace(/[^a-z0-9]/g, '')}@example.com`,
      childName: `Kid${i}`,
      guestCount: 16 + i,
      intensity: 'high',
      addOns: { photography: i === 0, videography: false, customShirts: false, customAwards: false },
      ...overrides,
    });
    expect(res.status()).toBe(201);
    made.push(await res.json());
  }
  return made;
}

/** Pays a booking in full through PayPal's API as the SPA does, approving at the local sandbox as the buyer would. */
export async function payInFull(request: APIRequestContext, booking: { id: string; finalPrice: string }) {
  const { sdkBaseUrl } = await (await request.get('/paypal/setup')).json();
  const order = await request.post('/paypal/order', {
    data: { amount: booking.finalPrice, currency: 'USD', intent: 'CAPTURE', bookingId: booking.id, plan: 'full' },
  });
  expect(order.status()).toBe(201);
  const { id } = await order.json();
  await request.post(`${new URL(sdkBaseUrl).origin}/sandbox/orders/${id}/approve`, { data: { outcome: 'approve' } });
  expect((await request.post(`/paypal/order/${id}/capture`)).status()).toBe(200);
}

export const bodyRows = (page: Page) => page.getByRole('region', { name: 'Bookings' }).locator('tbody tr');

/** The admin table searched for one family's only booking, and its detail dialog opened. */
export async function openOnlyBooking(page: Page, family: string) {
  await page.goto(`/admin/bookings?q=${family}`);
  await expect(page.getByText('Page 1 of 1 · 1 booking', { exact: true })).toBeVisible(FIRST_LOAD);
  // A table row's button on a wide screen, a card's on a phone.
  await page
    .getByRole('region', { name: 'Bookings' })
    .getByRole('button', { name: /^View booking/ })
    .first()
    .click();
  return page.getByRole('dialog', { name: /^Booking #/ });
}
