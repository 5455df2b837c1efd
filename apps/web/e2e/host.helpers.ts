import { expect, request, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { Inbox } from '@app/inbox';
import { anHourAgo, movePartyTo } from '@app/party-clock';
import type { AdminHost, CalendarResponse } from '@app/contracts';
import { FIRST_LOAD, signInAsAdmin, unique } from './admin.helpers';
import { bookAsParent, businessDay, freeSlot } from './availability.helpers';

/** What the host's journeys share: a host made and put in a party's team, the phone, the thumb-sized check. */
export const PHONE = { width: 375, height: 812 };
export const PASSWORD = 'correct horse battery staple';

/**
 * The admin invites a host, and the host sets their password from the e-mail's link (docs/product/hosts.md#the-invitation)
 * in a browser of their own: setting it signs them in there, which must not sign the admin out.
 */
export async function makeHost(admin: APIRequestContext, name: string, email: string): Promise<AdminHost> {
  const invited = await admin.post('/api/admin/hosts', { data: { name, email } });
  expect(invited.status()).toBe(201);
  const [mail] = await Inbox.ofTestRun().waitForMails({ to: email });
  const link = new URL(/Set your password: (\S+)/.exec(mail.text)![1]);
  // The site as the admin reaches it (the link names the public address, which the stack may not answer at).
  const hostBrowser = await request.newContext({ baseURL: new URL(invited.url()).origin });
  try {
    const token = link.searchParams.get('token');
    const accepted = await hostBrowser.post('/api/host-invitations/accept', { data: { token, password: PASSWORD } });
    expect(accepted.status()).toBe(200);
  } finally {
    await hostBrowser.dispose();
  }
  return (await invited.json()) as AdminHost;
}

/**
 * Runs `change` holding a lock, on the stack's database, on every team's list of hosts. Saving a team's hosts sets the
 * whole list, and journeys side by side add hosts to the same teams: a list read before another journey's save and
 * saved after it drops the host that journey just added, whose party then is "not yours or no longer exists"; and a
 * host deactivated between another journey's read and its save makes that save a 400 (a team takes only active hosts).
 */
export async function withTeamHostsLock<T>(change: () => Promise<T>): Promise<T> {
  const db = new Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  try {
    await db.query(`SELECT pg_advisory_lock(hashtextextended('e2e: the teams'' hosts', 0))`);
    return await change();
  } finally {
    // Ending the session releases the lock.
    await db.end();
  }
}

/**
 * Adds the host to the team that runs the booking, keeping the team's other active hosts (a team takes only active
 * ones, and another journey deactivates the host it invited).
 */
export async function joinTheBookingsTeam(admin: APIRequestContext, host: AdminHost, bookingId: string, day: string) {
  const calendar = (await (await admin.get(`/api/admin/calendar?from=${day}&to=${day}`)).json()) as CalendarResponse;
  const teamId = calendar.allocations.find((allocation) => allocation.bookingId === bookingId)!.teamId;
  await withTeamHostsLock(async () => {
    const hosts = (await (await admin.get('/api/admin/hosts')).json()) as AdminHost[];
    const members = hosts.filter((h) => h.active && h.teams.some((team) => team.id === teamId)).map((h) => h.id);
    const put = await admin.put(`/api/admin/teams/${teamId}/hosts`, { data: { hostIds: [...members, host.id] } });
    expect(put.status()).toBe(200);
  });
}

/** A link or a button, as the accessibility tree names them. */
const CONTROLS = 'a[href], button, input[type="button"], input[type="submit"], [role="button"], [role="link"]';

/**
 * Every link and button of the page's content is at least 44 px high: a thumb outdoors hits it. Measured at one
 * instant: the outbox's banner and its button come and go as actions are sent, so controls counted first and
 * measured one by one after may no longer be there.
 */
export async function expectThumbSized(page: Page) {
  const heights = await page
    .getByRole('main')
    .evaluate(
      (main, controls) =>
        [...main.querySelectorAll<HTMLElement>(controls)]
          .filter(
            (control) =>
              control.checkVisibility({ visibilityProperty: true }) && !control.closest('[aria-hidden="true"]'),
          )
          .map((control) => ({ control: control.textContent ?? '', height: control.getBoundingClientRect().height })),
      CONTROLS,
    );
  expect(heights.length, 'controls measured').toBeGreaterThan(0);
  expect(heights.filter(({ height }) => height < 44)).toEqual([]);
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

/**
 * The party started within the last hour, on the business's today or `daysBack` days before: its day and time, and its
 * team's time, moved back on the stack's database (@app/party-clock says why). Journeys that use it take `daysBack` of
 * their own; a retried journey's party takes the other team. Answers the party's new day, for joinTheBookingsTeam.
 */
export async function startedWithinTheHour(
  request: APIRequestContext,
  bookingId: string,
  daysBack = 0,
): Promise<string> {
  const { timeZone } = (await (await request.get('/api/site')).json()) as { timeZone: string };
  const start = anHourAgo(timeZone, daysBack);
  await moveParty(bookingId, start.date, start.time);
  return start.date;
}

/** Moves the party, and its team's time, to `date` at `time` ("HH:mm") on the stack's database. */
export async function moveParty(bookingId: string, date: string, time: string): Promise<void> {
  await movePartyTo(process.env.DATABASE_URL!, bookingId, { date, time });
}

/** The party's host marks it done from their phone, as the Finish screen sends it (docs/product/hosts.md#finishing). */
export async function hostCompletes(browser: Browser, email: string, bookingId: string): Promise<void> {
  const context = await browser.newContext();
  try {
    const { request } = context;
    expect((await request.post('/api/login', { data: { username: email, password: PASSWORD } })).status()).toBe(200);
    const done = await request.post(`/api/host/parties/${bookingId}/complete`, {
      data: {},
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(done.status()).toBe(200);
  } finally {
    await context.close();
  }
}

type RosterChild = { firstName: string; age: number; shirtSize: string; notes: string | null; photoConsent: boolean };

/**
 * A confirmed party on a journey's own day (availability.helpers.ts): booked, its deposit taken in cash (the rest due at
 * the door), with `children` on its roster. Answers the booking's id and its day.
 */
export async function confirmedParty(
  admin: APIRequestContext,
  dayOffset: number,
  booking: { parentName?: string; childName: string; guestCount: number },
  children: RosterChild[],
): Promise<{ id: string; day: string }> {
  const slot = await freeSlot(admin, 3, dayOffset);
  const booked = await bookAsParent(admin, slot, booking);
  expect(booked.status()).toBe(201);
  const { id, finalPrice } = (await booked.json()) as { id: string; finalPrice: string };
  const deposit = await admin.post(`/api/admin/bookings/${id}/payments`, {
    data: { method: 'cash', amount: (Number(finalPrice) / 2).toFixed(2), receivedOn: await businessDay(admin, 0) },
  });
  expect(deposit.status()).toBe(201);
  const roster = await admin.put(`/api/bookings/${id}/roster`, { data: { version: 0, children } });
  expect(roster.status()).toBe(200);
  return { id, day: slot.date };
}
