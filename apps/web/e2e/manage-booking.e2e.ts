import { Inbox } from '@app/inbox';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { readFile } from 'node:fs/promises';
import { bookAsParent, businessDay, freeSlot, freeTimes, timeLabel, type Slot } from './availability.helpers';
import { expectNoSeriousA11yViolations } from './axe.helpers';
import { payWithPayPal, showDay, toastWith, uniqueCode } from './booking-wizard.helpers';
import { openOnMailDev } from './maildev.helpers';

// The test database is prepared with the documented local defaults (libs/base/config DEV_ADMIN_*).
const ADMIN = { username: 'admin', password: 'admin-password-change-me' };

// Whole journeys (an e-mail, PayPal's window, two calendar files, three dialogs): several minutes on a slow machine.
test.describe.configure({ timeout: 240_000 });

/**
 * A booking made through the public API with an address of its own, and the signed link its e-mail carried, as the
 * e-mail reads on MailDev's page (the run's inbox, which the worker sent it to).
 */
async function bookAndReadLink(request: APIRequestContext, browser: Browser, slot: Pick<Slot, 'date' | 'time'>) {
  const family = uniqueCode('Manage');
  const email = `${family.toLowerCase()}@example.com`;
  const res = await bookAsParent(request, slot, { parentName: `Pat ${family}`, parentEmail: email });
  expect(res.status()).toBe(201);
  const inbox = Inbox.ofTestRun();
  const [mail] = await inbox.waitForMails({ to: email, subject: /^We received your booking/ });
  const reader = await browser.newContext();
  try {
    const html = await openOnMailDev(await reader.newPage(), inbox, mail);
    // MailDev shows the HTML part: the link is its "View your booking" button's.
    const button = html.getByRole('link', { name: 'View your booking' });
    const link = new URL((await button.getAttribute('href'))!);
    return { family, link: `${link.pathname}${link.search}`, id: ((await res.json()) as { id: string }).id };
  } finally {
    await reader.close();
  }
}

/** The e-mail's link opened in a browser that has never seen the site: no session, no owner cookie. */
async function openInFreshBrowser(browser: Browser, link: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: /’s party/ })).toBeVisible({ timeout: 30_000 });
  return page;
}

/** The page's .ics, downloaded as the parent does, parsed with ical.js: start and SEQUENCE. */
async function downloadInvite(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /Download calendar file/ }).click();
  const ics = await readFile((await (await download).path())!, 'utf8');
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);
  return { uid: event.uid, start: event.startDate.toJSDate(), sequence: event.sequence };
}

/** yyyy-MM-dd HH:mm on the business's clock as an instant. */
function zonedInstant(date: string, time: string, timeZone: string): number {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  const shown = new Date(asUtc).toLocaleString('sv-SE', { timeZone }).replace(' ', 'T');
  return asUtc - (Date.parse(`${shown}Z`) - asUtc);
}

test("a parent opens the e-mail's link, pays, reschedules, adds the party to a calendar and cancels with the refund shown", async ({
  browser,
  request,
}) => {
  const slot = await freeSlot(request, 3, 32);
  const { link } = await bookAndReadLink(request, browser, slot);
  const page = await openInFreshBrowser(browser, link);
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();
  await expect(
    page.getByText(/^Cancel by .+ at no cost: nothing has been paid yet\. After that, ask us\.$/),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Pay what is due: the same payment area as the wizard and /profile.
  await page.getByRole('button', { name: 'Pay now' }).click();
  const pay = page.getByRole('dialog', { name: 'Pay now' });
  await pay.getByRole('radio', { name: /Pay in full/ }).click();
  await expect(pay.getByTestId('payment-plan')).toHaveText(/^Due today \$400\.00 · cancel by /);
  await payWithPayPal(page);
  // The same ending as the wizard's: what was paid, nothing left, the receipt through the link.
  const paid = page.getByRole('dialog', { name: 'Payment Successful' });
  await expect(paid).toContainText('$400.00 paid');
  const receipt = page.waitForEvent('download');
  await paid.getByRole('button', { name: 'Download Receipt' }).click();
  expect((await receipt).suggestedFilename()).toMatch(/^receipt-[0-9A-F]{8}\.pdf$/);
  await paid.getByRole('button', { name: 'Close' }).click();
  const price = page.getByRole('region', { name: 'Price and payment' });
  await expect(price).toContainText('Paid$400.00');
  await expect(price).toContainText('Balance due$0.00');
  await expect(
    page.getByText(/^Cancel by .+ to get \$388\.00 back: what you paid less the 3% processing fee\./),
  ).toBeVisible();

  const before = await downloadInvite(page);

  // Another free day and time, through the wizard's calendar.
  const target = await freeSlot(request, 3, 33);
  await page.getByRole('button', { name: 'Reschedule' }).click();
  const move = page.getByRole('dialog', { name: 'Move your party' });
  await (await showDay(page, target.date)).click();
  await move.getByRole('combobox', { name: 'New start time' }).click();
  await page.getByRole('option', { name: target.label, exact: true }).click();
  // On a phone the confirm button, which names the whole new slot, stays inside the dialog.
  await page.setViewportSize({ width: 375, height: 812 });
  const confirmMove = move.getByRole('button', { name: /^Move to / });
  const [dialogBox, buttonBox] = [(await move.boundingBox())!, (await confirmMove.boundingBox())!];
  expect(buttonBox.x).toBeGreaterThanOrEqual(dialogBox.x);
  expect(buttonBox.x + buttonBox.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);
  await page.setViewportSize({ width: 1280, height: 800 });
  await confirmMove.click();
  await expect(toastWith(page, 'Booking moved')).toBeVisible();
  await expect(move).toBeHidden();
  const { timeZone } = (await (await request.get('/api/site')).json()) as { timeZone: string };

  const after = await downloadInvite(page);
  expect(after.uid).toBe(before.uid);
  expect(after.start.getTime()).toBe(zonedInstant(target.date, target.time, timeZone));
  expect(after.sequence).toBeGreaterThan(before.sequence);

  // On time: the refund, what was paid less the 3% fee, is shown before confirming.
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel your booking' });
  await expect(cancel).toContainText(/to get \$388\.00 back: what you paid less the 3% processing fee\./);
  await cancel.getByRole('button', { name: 'Cancel my booking' }).click();
  await expect(cancel.getByRole('status')).toContainText('$388.00 is on its way back to your PayPal account');
  await cancel.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
});

test('a parent asks to cancel within 48 hours and an admin approves the request', async ({ browser, request }) => {
  const { timeZone } = (await (await request.get('/api/site')).json()) as { timeZone: string };
  // Between the 24 hours' notice a booking needs and the 48 a change needs: a late booking.
  let late: Slot | undefined;
  for (const offset of [1, 2]) {
    const date = await businessDay(request, offset);
    for (const time of await freeTimes(request, date, 3)) {
      const hours = (zonedInstant(date, time, timeZone) - Date.now()) / 3_600_000;
      if (!late && hours > 25 && hours < 47) late = { date, time, label: timeLabel(time) };
    }
  }
  expect(late, 'a free start 25 to 47 hours ahead').toBeDefined();
  const { family, link } = await bookAndReadLink(request, browser, late!);
  const parent = await openInFreshBrowser(browser, link);
  await expect(parent.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);
  await parent.getByRole('button', { name: 'Ask us to cancel' }).click();
  const ask = parent.getByRole('dialog', { name: 'Ask us to cancel' });
  await ask.getByLabel('Why do you need to cancel?').fill('Our child has the flu.');
  await ask.getByRole('button', { name: 'Send request' }).click();
  await expect(ask.getByRole('status')).toContainText('Your cancellation request is already with us.');

  const admin = await (await browser.newContext()).newPage();
  expect((await admin.request.post('/api/login', { data: ADMIN })).status()).toBe(200);
  await admin.goto(`/admin/bookings?q=${family}`);
  await admin
    .getByRole('region', { name: 'Bookings' })
    .locator('tbody tr')
    .first()
    .getByRole('button', { name: /^View booking/ })
    .click({ timeout: 30_000 });
  const panel = admin.getByRole('region', { name: 'Cancellation request' });
  await expect(panel).toContainText('Our child has the flu.');
  await expect(panel.getByLabel(/Refund through PayPal/)).toHaveValue('0.00');
  await panel.getByRole('button', { name: 'Approve and cancel' }).click();
  await expect(toastWith(admin, 'Request approved')).toBeVisible();

  await parent.reload();
  await expect(parent.getByText(/^We approved your cancellation request on /)).toBeVisible({ timeout: 30_000 });
  await expect(parent.getByText('Cancelled', { exact: true })).toBeVisible();
});
