import { Inbox } from '@app/inbox';
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { bookAsParent, businessDay, freeSlot } from './availability.helpers';
import { payInFull } from './admin.helpers';
import { uniqueCode } from './booking-wizard.helpers';
import { readEmailOnAPhone, sentHtml } from './email-reading.helpers';

// The test database is prepared with the documented local defaults (libs/base/config DEV_ADMIN_*).
const ADMIN = { username: 'admin', password: 'admin-password-change-me' };

// A booking, its e-mails and each one opened in two schemes: a few minutes on a slow machine.
test.describe.configure({ timeout: 240_000 });

/** How every e-mail to the family's parent, "Pat {family}", opens: by the first name. */
const GREETING = 'Hi Pat,';

/** A family's unpaid booking on `day` (days after today), and its parent's e-mail address. */
async function bookFor(request: APIRequestContext, day: number) {
  const family = uniqueCode('Scheme');
  const email = `${family.toLowerCase()}@example.com`;
  const res = await bookAsParent(request, await freeSlot(request, 3, day), {
    parentName: `Pat ${family}`,
    parentEmail: email,
  });
  expect(res.status()).toBe(201);
  return { booking: (await res.json()) as { id: string; finalPrice: string }, email };
}

/** A request context signed in as the admin. */
async function adminRequest(browser: Browser) {
  const admin = (await browser.newContext()).request;
  expect((await admin.post('/api/login', { data: ADMIN })).status()).toBe(200);
  return admin;
}

test('an e-mail declares its charset and viewport, and its buttons read and fit a finger in light and dark', async ({
  browser,
  request,
}) => {
  const inbox = Inbox.ofTestRun();
  const { email } = await bookFor(request, 363);
  const [mail] = await inbox.waitForMails({ to: email, subject: /^We received your booking/ });
  await readEmailOnAPhone(browser, await sentHtml(inbox, mail), async (page) => {
    await expect(page.getByText(GREETING, { exact: true })).toBeVisible();
    await expect(page.getByRole('link')).toHaveText(['View your booking', 'Pay the balance']);
    // The deposit plan's money line, its "·" read as UTF-8 from the document's own charset.
    await expect(page.getByText(/^Due today \$\d+\.\d\d · \$\d+\.\d\d on /)).toBeVisible();
    await expect(page.getByText('Â')).toHaveCount(0);
  });
});

test('a booking paid within minutes gets one e-mail: confirmed, with the receipt, and no "received" beside it', async ({
  browser,
  request,
}) => {
  const inbox = Inbox.ofTestRun();
  const { booking, email } = await bookFor(request, 369);
  // Paid at once, within the wait of "We received your booking" (RECEIVED_EMAIL_WAIT_SECONDS: 5 in this stack).
  await payInFull(request, booking);
  const [confirmed] = await inbox.waitForMails({ to: email, subject: /is confirmed$/ });
  const total = `$${Number(booking.finalPrice).toFixed(2)}`;
  expect(confirmed.text).toContain(`Thank you for your payment of ${total}.`);
  expect(confirmed.text).toContain(
    [
      'Price and payment',
      '  Package (3 games): $400.00',
      `  Total: ${total}`,
      `  Paid: ${total}`,
      '  Balance due: $0.00',
    ].join('\n'),
  );
  expect(confirmed.text).toContain('Your confirmation and your receipt are attached as PDFs');
  // Past the wait, and a moment for a stray e-mail to arrive: this one is all the parent got.
  await new Promise((resolve) => setTimeout(resolve, 8_000));
  expect((await inbox.mails({ to: email })).map((m) => m.subject)).toEqual([confirmed.subject]);
  await readEmailOnAPhone(browser, await sentHtml(inbox, confirmed), async (page) => {
    await expect(page.getByText(GREETING, { exact: true })).toBeVisible();
    await expect(page.getByText('Balance due: $0.00')).toBeVisible();
    await expect(page.getByRole('link')).toHaveText(['View your booking']);
  });
});

test('a later payment’s receipt e-mail lists the lines, what is paid and what is due, and names its button', async ({
  browser,
  request,
}) => {
  const inbox = Inbox.ofTestRun();
  const { booking, email } = await bookFor(request, 365);
  await inbox.waitForMails({ to: email, subject: /^We received your booking/ });
  const admin = await adminRequest(browser);
  const cash = async (amount: string) => {
    const paid = await admin.post(`/api/admin/bookings/${booking.id}/payments`, {
      data: { method: 'cash', amount, receivedOn: await businessDay(request, 0) },
    });
    expect(paid.status()).toBe(201);
  };
  // The deposit confirms the booking (its e-mail carries that receipt); the next payment has a receipt e-mail of its own.
  await cash('200.00');
  await inbox.waitForMails({ to: email, subject: /is confirmed$/ });
  await cash('50.00');
  const [receipt] = await inbox.waitForMails({ to: email, subject: /^Your receipt for booking/ });
  expect(receipt.text).toContain(
    [
      'Price and payment',
      '  Package (3 games): $400.00',
      '  Total: $400.00',
      '  Paid: $250.00',
      '  Balance due: $150.00',
    ].join('\n'),
  );
  expect(receipt.text).toContain('you can pay it any time before with "Pay the balance".');
  expect(receipt.text).not.toContain('the link above');
  await readEmailOnAPhone(browser, await sentHtml(inbox, receipt), async (page) => {
    await expect(page.getByText(GREETING, { exact: true })).toBeVisible();
    await expect(page.getByText('Balance due: $150.00')).toBeVisible();
    await expect(page.getByRole('link')).toHaveText(['View your booking', 'Pay the balance']);
  });
});

test('the office cancels a paid booking with a refund: its e-mail says what comes back, how and when', async ({
  browser,
  request,
}) => {
  const inbox = Inbox.ofTestRun();
  const { booking, email } = await bookFor(request, 367);
  await inbox.waitForMails({ to: email, subject: /^We received your booking/ });
  await payInFull(request, booking);
  const admin = await adminRequest(browser);
  const cancel = await admin.post(`/api/admin/bookings/${booking.id}/cancel`, {
    data: { reason: 'The venue flooded', refund: '388.00' },
  });
  expect(cancel.status()).toBe(200);

  const [cancelled] = await inbox.waitForMails({ to: email, subject: /has been cancelled$/ });
  const refund =
    'Your refund: $388.00 back to your PayPal. The money goes back to the PayPal account or card you paid with; ' +
    'PayPal usually shows it within a few days.';
  expect(cancelled.text.replace(/\s+/g, ' ')).toContain(refund);
  await readEmailOnAPhone(browser, await sentHtml(inbox, cancelled), async (page) => {
    await expect(page.getByText(GREETING, { exact: true })).toBeVisible();
    await expect(page.getByText(refund)).toBeVisible();
    await expect(page.getByRole('link')).toHaveText(['View your booking']);
  });
});
