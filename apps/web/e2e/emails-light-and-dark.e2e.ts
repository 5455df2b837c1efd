import { Inbox } from '@app/inbox';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { bookAsParent, freeSlot } from './availability.helpers';
import { uniqueCode } from './booking-wizard.helpers';
import { readEmailOnAPhone } from './email-reading.helpers';

// A booking, its e-mails and each one opened in two schemes: a few minutes on a slow machine.
test.describe.configure({ timeout: 240_000 });

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

test('an e-mail declares its charset and viewport, and its buttons read and fit a finger in light and dark', async ({
  browser,
  request,
}) => {
  const inbox = Inbox.ofTestRun();
  const { email } = await bookFor(request, 363);
  const [mail] = await inbox.waitForMails({ to: email, subject: /^We received your booking/ });
  await readEmailOnAPhone(browser, await inbox.html(mail), async (page) => {
    await expect(page.getByRole('link')).toHaveText(['View your booking', 'Pay the balance']);
    // The deposit plan's money line, its "·" read as UTF-8 from the document's own charset.
    await expect(page.getByText(/^Due today \$\d+\.\d\d · \$\d+\.\d\d on /)).toBeVisible();
    await expect(page.getByText('Â')).toHaveCount(0);
  });
});
