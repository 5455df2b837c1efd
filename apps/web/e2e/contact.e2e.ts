import { expect, test, type Page } from '@playwright/test';

const form = (page: Page) => page.getByRole('form', { name: 'Send us a Message' });
// The toast as shown (the Radix viewport region), not the one-second screen-reader announcement copy.
const toastWith = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem').filter({ hasText: title });

// The form's rules (docs/product/validation.md#validation messages, the server's field messages, one send per double
// click, a retry's Idempotency-Key) are unit tests beside it (apps/web/src/features/contact); the API's answers are
// integration tests.
test('contact form: a parent sends a message, is thanked and finds the form empty', async ({ page }) => {
  await page.goto('/contact');
  const f = form(page);
  await f.getByLabel('Name').fill('Jamie Parent');
  await f.getByLabel('Email').fill('jamie@example.com');
  await f.getByRole('combobox', { name: 'Subject' }).click();
  await page.getByRole('option', { name: 'Pricing Information' }).click();
  await f.getByLabel('Message').fill('Do you travel to the north side of town for a Saturday party?');

  const sent = page.waitForRequest((r) => r.url().endsWith('/api/contact-messages') && r.method() === 'POST');
  await f.getByRole('button', { name: 'Send Message' }).click();
  const request = await sent;
  expect(request.postDataJSON()).toEqual({
    name: 'Jamie Parent',
    email: 'jamie@example.com',
    subject: 'pricing',
    message: 'Do you travel to the north side of town for a Saturday party?',
  });
  expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  expect((await request.response())?.status()).toBe(201);

  const toast = toastWith(page, 'Message Sent!');
  await expect(toast).toContainText("Thank you for contacting us. We'll get back to you within 24 hours.");
  await expect(f.getByLabel('Name')).toHaveValue('');
  await expect(f.getByLabel('Email')).toHaveValue('');
  await expect(f.getByLabel('Message')).toHaveValue('');
  await expect(f.getByRole('combobox', { name: 'Subject' })).toHaveText('Select a subject');
});

test('contact page: Email Us Now is a mailto link and the FAQ answers open', async ({ page, request }) => {
  const site = await (await request.get('/api/site')).json();
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: 'Email Us Now' })).toHaveAttribute('href', `mailto:${site.email}`);
  const question = page.getByText('How far in advance should I book?');
  await question.click();
  await expect(page.getByText(/2-4 weeks ahead, especially for weekends and holidays/)).toBeVisible();
});
