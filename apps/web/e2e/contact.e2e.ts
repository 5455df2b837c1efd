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

test('contact form: the browser shows the same message the API gives for the same input (one DTO, both sides)', async ({
  page,
}) => {
  await page.goto('/contact?subject=games');
  const f = form(page);
  const input = { name: 'J', email: 'jamie@example', subject: 'games', message: 'Hi there!' };
  await f.getByLabel('Name').fill(input.name);
  await f.getByLabel('Email').fill(input.email);
  await f.getByLabel('Message').fill(input.message);
  await f.getByRole('button', { name: 'Send Message' }).click();

  const api = await page.request.post('/api/contact-messages', { data: input });
  expect(api.status()).toBe(400);
  const { fields } = (await api.json()) as { fields: Record<string, string> };
  expect(Object.keys(fields).sort()).toEqual(['email', 'message', 'name']);
  for (const field of ['name', 'email', 'message']) {
    await expect(f.locator(`#contact-${field}-error`)).toHaveText(fields[field]);
  }
  await expect(f.locator('#contact-subject-error')).toHaveCount(0);
});

test('contact form: a retry after a dropped answer reuses the Idempotency-Key and the message is stored once', async ({
  page,
}) => {
  const keys: string[] = [];
  const answers: { id: string; replayed: boolean }[] = [];
  // The first answer is produced by the real API, then lost on the way back (as when a mobile connection drops).
  let dropNext = true;
  await page.route('**/api/contact-messages', async (route) => {
    keys.push(route.request().headers()['idempotency-key']);
    const response = await route.fetch();
    answers.push({ id: (await response.json()).id, replayed: response.headers()['idempotent-replayed'] === 'true' });
    if (dropNext) {
      dropNext = false;
      await route.abort('connectionreset');
    } else await route.fulfill({ response });
  });
  await page.goto('/contact?subject=other');
  const f = form(page);
  await f.getByLabel('Name').fill('Riley Retry');
  await f.getByLabel('Email').fill('riley@example.com');
  await f.getByLabel('Message').fill('Is there parking near the park pavilion?');
  await f.getByRole('button', { name: 'Send Message' }).click();
  await expect(toastWith(page, 'Error')).toContainText('Failed to send message. Please try again.');
  await expect(f.getByLabel('Name')).toHaveValue('Riley Retry');

  await f.getByRole('button', { name: 'Send Message' }).click();
  await expect(toastWith(page, 'Message Sent!')).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  // One stored message: the retry was answered from the key store with the first message's id.
  expect(answers).toEqual([
    { id: answers[0].id, replayed: false },
    { id: answers[0].id, replayed: true },
  ]);

  // A new message is a new intent: a new key.
  await f.getByLabel('Name').fill('Riley Retry');
  await f.getByLabel('Email').fill('riley@example.com');
  await f.getByRole('combobox', { name: 'Subject' }).click();
  await page.getByRole('option', { name: 'Other' }).click();
  await f.getByLabel('Message').fill('And is there shade for the kids?');
  await f.getByRole('button', { name: 'Send Message' }).click();
  await expect.poll(() => answers.length).toBe(3);
  expect(keys[2]).not.toBe(keys[0]);
  expect(answers[2].id).not.toBe(answers[0].id);
});

test('contact form: a double click sends one message', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/contact-messages') && r.method() === 'POST') posts.push(r.headers()['idempotency-key']);
  });
  await page.goto('/contact?subject=pricing');
  const f = form(page);
  await f.getByLabel('Name').fill('Dana Double');
  await f.getByLabel('Email').fill('dana@example.com');
  await f.getByLabel('Message').fill('What does a party for 25 kids cost?');
  await f.getByRole('button', { name: 'Send Message' }).dblclick();
  await expect(toastWith(page, 'Message Sent!')).toBeVisible();
  await expect(f.getByLabel('Name')).toHaveValue('');
  expect(posts).toHaveLength(1);
});
