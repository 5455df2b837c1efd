import { buttonsIn, Inbox } from '@app/inbox';
import { expect, test, type Browser, type TestInfo } from '@playwright/test';
import { bookAsParent, businessDay, freeSlot } from './availability.helpers';
import { expectNoSeriousA11yViolations } from './axe.helpers';
import { uniqueCode } from './booking-wizard.helpers';

// The test database is prepared with the documented local defaults (libs/base/config DEV_ADMIN_*).
const ADMIN = { username: 'admin', password: 'admin-password-change-me' };
const PHONE = { width: 375, height: 812 };

// One booking's whole road (four e-mails, each opened twice): a few minutes on a slow machine.
test.describe.configure({ timeout: 240_000 });

/**
 * One e-mail's HTML part as MailDev serves it, opened on a 375 × 812 phone: nothing scrolls sideways, the "View your
 * booking" button shows without scrolling, and it opens the booking's own page. Axe reads the e-mail, and the booking's
 * page if `axePage`.
 */
async function readOnAPhone(browser: Browser, testInfo: TestInfo, html: string, name: string, axePage: boolean) {
  const context = await browser.newContext({ viewport: PHONE });
  try {
    const page = await context.newPage();
    await page.setContent(html);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${name}: no sideways scroll`,
    ).toBeLessThanOrEqual(PHONE.width);
    const button = page.getByRole('link', { name: 'View your booking' });
    await expect(button).toBeVisible();
    const box = (await button.boundingBox())!;
    expect(box.y + box.height, `${name}: the button on the first screen`).toBeLessThanOrEqual(PHONE.height);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });

    await page.goto((await button.getAttribute('href'))!);
    await expect(page.getByRole('heading', { level: 1, name: /’s party/ })).toBeVisible({ timeout: 30_000 });
    if (axePage) await expectNoSeriousA11yViolations(page);
  } finally {
    await context.close();
  }
}

test("each e-mail of a booking's road reads on a phone, its button opening the booking's page", async ({
  browser,
  request,
}, testInfo) => {
  const inbox = Inbox.ofTestRun();
  const family = uniqueCode('Phone');
  const email = `${family.toLowerCase()}@example.com`;
  const read = async (subject: RegExp, name: string) => {
    const [mail] = await inbox.waitForMails({ to: email, subject });
    return { html: await inbox.html(mail), name };
  };

  // Booked, then a deposit taken in cash by the business: received, then the confirmation carrying the receipt.
  const res = await bookAsParent(request, await freeSlot(request, 3, 121), {
    parentName: `Pat ${family}`,
    parentEmail: email,
    childName: 'Maximiliana-Alexandrina',
  });
  expect(res.status()).toBe(201);
  const booking = (await res.json()) as { id: string; finalPrice: string };
  const received = await read(/^We received your booking/, 'received');
  const link = new URL(buttonsIn(received.html)['View your booking']);

  const admin = (await browser.newContext()).request;
  expect((await admin.post('/api/login', { data: ADMIN })).status()).toBe(200);
  const deposit = (Number(booking.finalPrice) / 2).toFixed(2);
  const paid = await admin.post(`/api/admin/bookings/${booking.id}/payments`, {
    data: { method: 'cash', amount: deposit, receivedOn: await businessDay(request, 0) },
  });
  expect(paid.status()).toBe(201);
  const confirmation = await read(/is confirmed$/, 'confirmation');

  // "Pay the balance" lands on the booking's page with its payment dialog already open.
  const phone = await browser.newContext({ viewport: PHONE });
  const payPage = await phone.newPage();
  await payPage.goto(buttonsIn(confirmation.html)['Pay the balance']);
  await expect(payPage.getByRole('dialog', { name: 'Pay balance' })).toBeVisible({ timeout: 30_000 });
  await phone.close();

  // The parent moves the party, then cancels it, through the e-mail's signed link.
  const target = await freeSlot(request, 3, 122);
  const api = `/api/bookings/${booking.id}`;
  const moved = await request.post(`${api}/reschedule${link.search}`, {
    data: { eventDate: target.date, eventTime: target.time },
  });
  expect(moved.status()).toBe(200);
  const rescheduled = await read(/has a new date and time$/, 'rescheduled');
  expect((await request.post(`${api}/cancel${link.search}`, { data: { reason: 'Plans changed' } })).status()).toBe(200);
  const cancelled = await read(/has been cancelled$/, 'cancelled');

  // Every button opens the same booking's page, cancelled by now whichever e-mail it came from: axe reads it once.
  for (const [i, mail] of [received, confirmation, rescheduled, cancelled].entries()) {
    await readOnAPhone(browser, testInfo, mail.html, mail.name, i === 0);
  }
  // While the deposit leaves a balance, the e-mails offer to pay it; a cancelled booking's does not.
  expect(Object.keys(buttonsIn(confirmation.html))).toEqual(['View your booking', 'Pay the balance']);
  expect(Object.keys(buttonsIn(cancelled.html))).toEqual(['View your booking']);
});
