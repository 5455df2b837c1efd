import { expect, test } from '@playwright/test';
import { bookAsParent, freeSlot } from './availability.helpers';
import { FIRST_LOAD, openOnlyBooking, payInFull, signInAsAdmin, unique } from './admin.helpers';
import { expectNoSeriousA11yViolations } from './axe.helpers';

// A booking paid through the sandbox, the admin's table and dialog, a saved change and a refund: a while on a loaded
// 2-core machine.
test.describe.configure({ timeout: 180_000 });

const PHOTOGRAPHY = { photography: true, videography: false, customShirts: false, customAwards: false };

/** Days 68-69 after today are this journey's (availability.helpers.ts): 68 at 1280 px, 69 at 375 px. */
for (const [width, day] of [
  [1280, 68],
  [375, 69],
] as const) {
  test(`at ${width} px an admin drops a paid add-on and refunds part of what was paid above the new total`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const family = unique('Refund');
    const booked = await bookAsParent(page.request, await freeSlot(page.request, 3, day), {
      parentName: `Pat ${family}`,
      guestCount: 10,
      addOns: PHOTOGRAPHY,
    });
    expect(booked.status()).toBe(201);
    await payInFull(page.request, await booked.json());

    await signInAsAdmin(page);
    const dialog = await openOnlyBooking(page, family);
    await dialog.getByRole('button', { name: 'Edit booking…' }).click();
    const form = dialog.getByRole('form', { name: 'Edit booking' });
    await form.getByRole('checkbox', { name: /^Professional Photography/ }).click();
    await form.getByRole('button', { name: 'Save changes' }).click();

    // $599.00 paid, $400.00 now: the whole $199.00 offered, the admin gives back $99.00 of it.
    const price = dialog.getByRole('status', { name: 'The new price' });
    const amount = price.getByRole('textbox', { name: 'Refund through PayPal, in dollars (up to $199.00)' });
    await expect(amount).toHaveValue('199.00', FIRST_LOAD);
    await expectNoSeriousA11yViolations(page);
    await amount.fill('199.50');
    await price.getByRole('button', { name: 'Refund $199.50' }).click();
    await expect(price.getByText("At most $199.00 was paid above the booking's total.")).toBeVisible();
    await amount.fill('99');
    await price.getByRole('button', { name: 'Refund $99.00' }).press('Enter');
    await expect(price.getByText('$99.00 refunded through PayPal. The parent gets an e-mail.')).toBeVisible({
      timeout: 30_000,
    });
    await expectNoSeriousA11yViolations(page);
  });
}
