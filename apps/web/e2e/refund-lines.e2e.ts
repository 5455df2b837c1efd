import { bookingLinkIn, Inbox } from '@app/inbox';
import { expect, test } from '@playwright/test';
import { bookAsParent, freeSlot } from './availability.helpers';
import { expectNoSeriousA11yViolations } from './axe.helpers';
import { uniqueCode } from './booking-wizard.helpers';

// A booking, PayPal's window, a cancel and the refund's answer: minutes on a slow machine.
test.describe.configure({ timeout: 240_000 });

/**
 * Money words, on a phone and a desktop: the cancel dialog states the deadline with the business's zone, the fee and
 * the amount; once cancelled, the booking's page lists the refund and what was paid net of it.
 */
for (const [width, height, dayOffset] of [
  [375, 812, 38],
  [1280, 800, 39],
] as const) {
  test(`at ${width} px: the cancel dialog states deadline, fee and amount; the cancelled page lists the refund`, async ({
    browser,
    request,
  }) => {
    const slot = await freeSlot(request, 3, dayOffset);
    const family = uniqueCode('Refund');
    const email = `${family.toLowerCase()}@example.com`;
    expect((await bookAsParent(request, slot, { parentName: `Pat ${family}`, parentEmail: email })).status()).toBe(201);
    const [mail] = await Inbox.ofTestRun().waitForMails({ to: email, subject: /^We received your booking/ });

    const page = await (await browser.newContext({ viewport: { width, height } })).newPage();
    await page.goto(bookingLinkIn(mail));
    await expect(page.getByRole('heading', { level: 1, name: /’s party/ })).toBeVisible({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Pay now' }).click();
    const pay = page.getByRole('dialog', { name: 'Pay now' });
    await pay.getByRole('radio', { name: /Pay in full/ }).click();
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'PayPal' }).click();
    await (await popup).getByRole('button', { name: 'Pay Now' }).click();
    const paid = page.getByRole('dialog', { name: 'Payment Successful' });
    await expect(paid).toContainText('$400.00 paid');
    await paid.getByRole('button', { name: 'Close' }).click();

    // The deadline on the business's clock with its zone named (the test stack runs America/Chicago), fee, amount.
    const offer =
      /^Cancel by \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M Central to get \$388\.00 back: what you paid less the 3% processing fee\./;
    await expect(page.getByText(offer)).toBeVisible();
    await page.getByRole('button', { name: 'Cancel booking' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel your booking' });
    await expect(cancel.getByText(offer)).toBeVisible();
    await cancel.getByRole('button', { name: 'Cancel my booking' }).click();
    await expect(cancel.getByRole('status')).toContainText('$388.00 is on its way back to your PayPal account');
    await cancel.getByRole('button', { name: 'Close' }).click();

    const price = page.getByRole('region', { name: 'Price and payment' });
    const refunds = price.getByRole('list', { name: 'Refunds' });
    await expect(refunds.getByRole('listitem')).toHaveText([/Central: \$388\.00 refund, sent$/]);
    await expect(price.getByText('Paid $400.00 · Refunded $388.00 · Kept $12.00')).toBeVisible();
    // Nothing of the refund lines lies past the page's right edge on a phone.
    const box = (await refunds.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await expectNoSeriousA11yViolations(page);
  });
}
