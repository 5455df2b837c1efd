import { expect, test, type Page } from '@playwright/test';

const form = (page: Page) => page.getByRole('form', { name: 'Send us a Message' });
// The toast as shown (the Radix viewport region), not the one-second screen-reader announcement copy.
const toastWith = (page: Page, title: string) =>
  page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem').filter({ hasText: title });

test('contact form: errors on submit, live re-validation, then a real send with toast and reset', async ({ page }) => {
  await page.goto('/contact');
  const f = form(page);
  await f.getByRole('button', { name: 'Send Message' }).click();
  for (const message of [
    'Name must be at least 2 characters',
    'Please enter a valid email address',
    'Please select a subject',
    'Message must be at least 10 characters',
  ]) {
    await expect(f.getByText(message)).toBeVisible();
  }
  await expect(f.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

  // After the first attempt, each fix clears its message as the user types.
  await f.getByLabel('Name').fill('Jamie Parent');
  await expect(f.getByText('Name must be at least 2 characters')).toHaveCount(0);
  await f.getByLabel('Email').fill('jamie@');
  await expect(f.getByText('Please enter a valid email address')).toBeVisible();
  await f.getByLabel('Email').fill('jamie@example.com');
  await expect(f.getByText('Please enter a valid email address')).toHaveCount(0);
  await f.getByRole('combobox', { name: 'Subject' }).click();
  await page.getByRole('option', { name: 'Pricing Information' }).click();
  await expect(f.getByText('Please select a subject')).toHaveCount(0);
  await f.getByLabel('Message').fill('Short');
  await expect(f.getByText('Message must be at least 10 characters')).toBeVisible();
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
  await expect(f.getByText('Please select a subject')).toHaveCount(0);
});

test("contact form: 'Sending...' while in flight; a failed send keeps the text and shows the server's field messages", async ({
  page,
}) => {
  // The API is stubbed here only to hold the response and then refuse it, which the real server cannot be asked to do.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/contact-messages', async (route) => {
    await held;
    await route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        statusCode: 400,
        error: 'Bad Request',
        message: 'Please enter a valid email address',
        fields: { email: 'Please enter a valid email address' },
      }),
    });
  });
  await page.goto('/contact?subject=games');
  const f = form(page);
  await expect(f.getByRole('combobox', { name: 'Subject' })).toHaveText('Game Options');
  await f.getByLabel('Name').fill('Alex');
  await f.getByLabel('Email').fill('alex@example.org');
  await f.getByLabel('Message').fill('Which games suit six-year-olds?');
  await f.getByRole('button', { name: 'Send Message' }).click();
  await expect(f.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  release();

  const toast = toastWith(page, 'Error');
  await expect(toast).toContainText('Failed to send message. Please try again.');
  await expect(f.getByText('Please enter a valid email address')).toBeVisible();
  await expect(f.getByLabel('Name')).toHaveValue('Alex');
  await expect(f.getByLabel('Message')).toHaveValue('Which games suit six-year-olds?');
  await expect(f.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});

test('contact page: Email Us Now is a mailto link and the FAQ answers open', async ({ page, request }) => {
  const site = await (await request.get('/api/site')).json();
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: 'Email Us Now' })).toHaveAttribute('href', `mailto:${site.email}`);
  const question = page.getByText('How far in advance should I book?');
  await question.click();
  await expect(page.getByText(/2-4 weeks ahead, especially for weekends and holidays/)).toBeVisible();
});
