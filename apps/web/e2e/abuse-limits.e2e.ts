import { expect, test, type Page } from '@playwright/test';
import Redis from 'ioredis';

// The api's real limits answer these requests. npm test raises the limits for the whole e2e run, so a test uses up
// its own client address's allowance by setting that counter in Redis (the app trusts loopback as a proxy, so the
// X-Forwarded-For header below is the client address the api counts).
const clientAddress = () => `198.19.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;

async function asClientOverItsLimit(page: Page, limit: 'contact' | 'register'): Promise<void> {
  const address = clientAddress();
  if (!process.env.REDIS_URL) throw new Error('REDIS_URL is not set: run the browser tests with `npm test`.');
  const redis = new Redis(process.env.REDIS_URL);
  try {
    await redis.set(`rl:${limit}:address:${address}`, 1_000_000, 'EX', 3600);
  } finally {
    redis.disconnect();
  }
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': address });
}

test('contact form: a sender over the limit is told how long to wait, and keeps the text', async ({ page }) => {
  await asClientOverItsLimit(page, 'contact');
  await page.goto('/contact?subject=games');
  const form = page.getByRole('form', { name: 'Send us a Message' });
  await form.getByLabel('Name').fill('Jamie Parent');
  await form.getByLabel('Email').fill('jamie@example.com');
  await form.getByLabel('Message').fill('Could you run the relay race indoors?');
  await form.getByRole('button', { name: 'Send Message' }).click();

  const toast = page
    .getByRole('region', { name: 'Notifications (F8)' })
    .getByRole('listitem')
    .filter({ hasText: 'Error' });
  await expect(toast).toContainText(/Too many messages sent from your connection\. Please try again in \d+ minutes/);
  await expect(form.getByLabel('Message')).toHaveValue('Could you run the relay race indoors?');
});

test('register form: a common password is refused at the password field; a throttled client sees the wait', async ({
  page,
}) => {
  const username = `e2eweak${Date.now().toString(36)}`;
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Email').fill(`${username}@example.com`);
  await form.getByLabel('Password').fill('password123');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form.getByText('This password is too common. Please choose one that is harder to guess')).toBeVisible();

  await asClientOverItsLimit(page, 'register');
  await form.getByLabel('Password').fill('a much better passphrase');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form.getByRole('alert')).toContainText(
    /Too many new accounts from your connection\. Please try again in \d+ minutes\./,
  );
  await expect(page).toHaveURL(/\/auth$/);
});
