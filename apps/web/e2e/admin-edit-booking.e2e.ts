import { expect, test } from '@playwright/test';
import { bookAsParent, freeSlot } from './availability.helpers';
import { FIRST_LOAD, openOnlyBooking, signInAsAdmin, unique } from './admin.helpers';
import { expectNoSeriousA11yViolations } from './axe.helpers';

// A booking, the admin's table and dialog, a saved change, then the parent's page: a while on a loaded 2-core machine.
test.describe.configure({ timeout: 180_000 });

/** Days 103-109 after today are this journey's (availability.helpers.ts): 103 at 1280 px, 106 at 375 px. */
for (const [width, day] of [
  [1280, 103],
  [375, 106],
] as const) {
  test(`at ${width} px an admin adds children to a booking and the parent's page shows the new price`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    // The parent books in a browser of their own: its owner cookie opens the booking's page there.
    const parentContext = await browser.newContext({ viewport: { width, height: 900 } });
    const parent = await parentContext.newPage();
    const family = unique('Edit');
    const booked = await bookAsParent(parent.request, await freeSlot(parent.request, 3, day), {
      parentName: `Pat ${family}`,
      guestCount: 10,
    });
    expect(booked.status()).toBe(201);
    const { id } = (await booked.json()) as { id: string };

    await signInAsAdmin(page);
    const dialog = await openOnlyBooking(page, family);
    await dialog.getByRole('button', { name: 'Edit booking…' }).click();
    const form = dialog.getByRole('form', { name: 'Edit booking' });
    const children = form.getByLabel('Number of children');
    await expect(children).toHaveValue('10');
    await children.fill('18');
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Save changes' }).click();

    // 15 children are in the package: 3 extra at $15.00 on its $400.00.
    const price = dialog.getByRole('status', { name: 'The new price' });
    await expect(price).toContainText('Extra children (3 × $15.00)$45.00', FIRST_LOAD);
    await expect(price).toContainText('Total$445.00');
    // What is due is the booking's as read again, in the detail's Price section: the change's answer says only what
    // changed, so a payment recorded later never leaves an old balance beside the new one.
    await expect(dialog.getByRole('region', { name: 'Price', exact: true })).toContainText('Balance due$445.00');
    await expect(dialog.getByText('Guests', { exact: true }).locator('..')).toContainText('18');
    await expectNoSeriousA11yViolations(page);

    await parent.goto(`/bookings/${id}`);
    const parentPrice = parent.getByRole('region', { name: 'Price and payment' });
    await expect(parentPrice).toContainText('Total$445.00', { timeout: 30_000 });
    await expect(parentPrice).toContainText('Extra children (3 × $15.00)$45.00');
    await expectNoSeriousA11yViolations(parent);
    await parentContext.close();
  });
}
