import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { Inbox } from '@app/inbox';
import type { AdminHost, CalendarResponse } from '@app/contracts';
import { FIRST_LOAD, signInAsAdmin, unique } from './admin.helpers';

/** What the host's journeys share: a host made and put in a party's team, the phone, the thumb-sized check. */
export const PHONE = { width: 375, height: 812 };
export const PASSWORD = 'correct horse battery staple';

/** The admin invites a host, and the host sets their password from the e-mail's link (docs/product/hosts.md#the-invitation). */
export async function makeHost(admin: APIRequestContext, name: string, email: string): Promise<AdminHost> {
  const invited = await admin.post('/api/admin/hosts', { data: { name, email } });
  expect(invited.status()).toBe(201);
  const [mail] = await Inbox.ofTestRun().waitForMails({ to: email });
  const link = /Set your password: (\S+)/.exec(mail.text)![1];
  const token = new URL(link).searchParams.get('token');
  const accepted = await admin.post('/api/host-invitations/accept', { data: { token, password: PASSWORD } });
  expect(accepted.status()).toBe(200);
  return (await invited.json()) as AdminHost;
}

/**
 * Adds the host to the team that runs the booking, keeping the team's other active hosts (a team takes only active
 * ones, and another journey deactivates the host it invited).
 */
export async function joinTheBookingsTeam(admin: APIRequestContext, host: AdminHost, bookingId: string, day: string) {
  const calendar = (await (await admin.get(`/api/admin/calendar?from=${day}&to=${day}`)).json()) as CalendarResponse;
  const teamId = calendar.allocations.find((allocation) => allocation.bookingId === bookingId)!.teamId;
  const hosts = (await (await admin.get('/api/admin/hosts')).json()) as AdminHost[];
  const members = hosts.filter((h) => h.active && h.teams.some((team) => team.id === teamId)).map((h) => h.id);
  const put = await admin.put(`/api/admin/teams/${teamId}/hosts`, { data: { hostIds: [...members, host.id] } });
  expect(put.status()).toBe(200);
}

/** Every link and button of the page's content is at least 44 px high: a thumb outdoors hits it. */
export async function expectThumbSized(page: Page) {
  const main = page.getByRole('main');
  for (const control of [...(await main.getByRole('link').all()), ...(await main.getByRole('button').all())]) {
    expect((await control.boundingBox())!.height, (await control.textContent()) ?? '').toBeGreaterThanOrEqual(44);
  }
}

/** The host signs in as anyone does, and lands on their day (docs/product/hosts.md#the-hosts-phone-app). */
export async function signInAsHost(page: Page, email: string) {
  await page.goto('/auth');
  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel('Username').fill(email);
  await login.getByLabel('Password').fill(PASSWORD);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/host$/, FIRST_LOAD);
}

/**
 * A host journey's world: the admin signed in on a desktop, a host they invited (an address of the journey's own) and
 * the phone the host will use; `close` ends both browsers.
 */
export async function adminAndHost(browser: Browser, hostName: string) {
  const adminContext = await browser.newContext();
  const phone = await browser.newContext({ viewport: PHONE });
  const close = async () => {
    await adminContext.close();
    await phone.close();
  };
  try {
    const adminPage = await adminContext.newPage();
    await signInAsAdmin(adminPage);
    const admin = adminPage.request;
    const email = `${unique('host')}@example.com`;
    const host = await makeHost(admin, hostName, email);
    return { admin, phone, host, email, close };
  } catch (error) {
    await close();
    throw error;
  }
}
