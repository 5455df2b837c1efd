import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { Inbox } from '@app/inbox';
import type { AdminHost, AdminTeam, HostParty } from '@app/contracts';
import { FIRST_LOAD, signInAsAdmin, unique } from './admin.helpers';
import { expectAccessibleInBothSchemes } from './axe-checks.helpers';
import {
  adminAndHost,
  confirmedParty,
  expectThumbSized,
  joinTheBookingsTeam,
  moveParty,
  PASSWORD,
  PHONE,
  signInAsHost,
  startedWithinTheHour,
  withTeamHostsLock,
} from './host.helpers';
import { expectTextReadsInBothSchemes } from './contrast.helpers';
import { expectSkipLinkFirst } from './layout.helpers';
import { expectDataLoaded } from './page-data.helpers';

/**
 * The host's phone as hosts meet it at 375 x 812 (docs/product/hosts.md, docs/product/party-day.md): one clock, counts
 * that add up, no money line for what costs nothing, the game on now first, a finish that says how it went, the photo
 * screen. Days in use: 381-390 (and a party moved to three days ago, `startedWithinTheHour(…, 3)`).
 */
test.describe.configure({ timeout: 240_000 });

const child = (firstName: string, age: number) => ({
  firstName,
  age,
  shirtSize: 'YM',
  notes: null,
  photoConsent: true,
});

/** A host's screen: every control a thumb's size, and nothing axe calls serious in light and in dark mode. */
async function expectPhoneReady(page: Page) {
  await expectThumbSized(page);
  await expectAccessibleInBothSchemes(page);
}

/** The bar at the foot of the party's screens. */
async function openScreen(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Party screens' }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(FIRST_LOAD);
  await expectDataLoaded(page);
}

test('the party page keeps one clock, and check-in counts the booked children and the walk-ins apart', async ({
  browser,
}) => {
  const { admin, host, email, phone, close } = await adminAndHost(browser, 'Kai Host');
  try {
    const booked = ['Ava', 'Ben', 'Cleo', 'Dan', 'Eve', 'Finn'];
    const { id, day } = await confirmedParty(
      admin,
      381,
      { childName: 'Ivy Clock', guestCount: booked.length },
      booked.map((name, i) => child(name, 5 + i)),
    );
    // The office moved it off the quarter hours, in the evening: a start the start list does not hold.
    await moveParty(id, day, '19:05');
    await joinTheBookingsTeam(admin, host, id, day);
    const page = await phone.newPage();
    await signInAsHost(page, email);

    await test.step('the party page says the start and the arrival on the business’s 12-hour clock', async () => {
      await page.goto(`/host/parties/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Ivy Clock’s party' })).toBeVisible(FIRST_LOAD);
      await expect(page.getByText('Starts 7:05 PM · Arrive by 6:35 PM')).toBeVisible();
      await expectPhoneReady(page);
    });

    await test.step('five of six booked children and two walk-ins: counted apart, no price change inside the package', async () => {
      await openScreen(page, 'Check-in');
      const children = page.getByRole('list', { name: 'Children' });
      for (const name of booked.slice(0, 5)) {
        const button = children.getByRole('button', { name: new RegExp(`^${name}\\b`) });
        await button.click();
        await expect(button).toHaveAttribute('aria-pressed', 'true');
      }
      for (const [name, age] of [
        ['Noah', '6'],
        ['Mia', '7'],
      ] as const) {
        await page.getByRole('button', { name: 'Add a child' }).click();
        const walkIn = page.getByRole('form', { name: 'Add a child' });
        await walkIn.getByLabel('First name').fill(name);
        await walkIn.getByLabel('Age').fill(age);
        await walkIn.getByRole('button', { name: 'Add', exact: true }).click();
        await expect(children.getByRole('button', { name: new RegExp(`^${name}\\b`) })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
      }
      await expect(page.getByText('All changes sent')).toBeVisible(FIRST_LOAD);
      await expect(page.getByRole('status').filter({ hasText: 'booked here' })).toHaveText(
        '5 of 6 booked here · 2 walk-ins',
      );
      // Seven children in a package for more: nothing more to pay, so no "+$0.00" and nothing to collect.
      await expect(page.getByText(/more child/)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Record cash' })).toHaveCount(0);
      await expectPhoneReady(page);
    });
  } finally {
    await close();
  }
});

test('the game being played comes first on the Games screen, under its clock', async ({ browser }) => {
  const { admin, host, email, phone, close } = await adminAndHost(browser, 'Rio Host');
  try {
    const { id, day } = await confirmedParty(admin, 382, { childName: 'Ada Games', guestCount: 4 }, [
      child('Ava', 8),
      child('Ben', 7),
    ]);
    await joinTheBookingsTeam(admin, host, id, day);
    const page = await phone.newPage();
    await signInAsHost(page, email);
    const party = (await (await page.request.get(`/api/host/parties/${id}`)).json()) as HostParty;
    const [first, second] = party.games;
    // The phone's clock two minutes into the second game: the screen reads the time on the phone.
    await page.clock.setFixedTime(Date.parse(party.startsAt) + (first.minutes + 2) * 60_000);
    await page.goto(`/host/parties/${id}/games`);
    await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible(FIRST_LOAD);
    await expectDataLoaded(page);

    const games = page.getByRole('list', { name: 'Games' }).getByRole('listitem');
    await expect(games).toHaveCount(party.games.length);
    await expect(page.getByRole('timer')).toHaveText(`Now: ${second.name} (2 min in)`);
    await expect(games.first().getByRole('heading', { level: 2 })).toHaveText(`2. ${second.name}`);
    await expect(games.first().getByText('On now')).toBeVisible();
    await expect(games.nth(1).getByRole('heading', { level: 2 })).toHaveText(`1. ${first.name}`);
    // The clock and the game on now on the first screen, above the bar at the foot.
    const nav = (await page.getByRole('navigation', { name: 'Party screens' }).boundingBox())!;
    expect((await games.first().boundingBox())!.y).toBeLessThan(nav.y);
    await expectPhoneReady(page);
  } finally {
    await close();
  }
});

test('a finished party ends on how it went, with "Upload photos"', async ({ browser }) => {
  const { admin, host, email, phone, close } = await adminAndHost(browser, 'Lee Host');
  try {
    const { id } = await confirmedParty(admin, 383, { childName: 'Bo Finish', guestCount: 4 }, [
      child('Ava', 8),
      child('Ben', 7),
      child('Cal', 6),
    ]);
    // A party finishes only from its start: this one started within the hour, three days ago (a day of its own).
    await joinTheBookingsTeam(admin, host, id, await startedWithinTheHour(admin, id, 3));
    const page = await phone.newPage();
    await signInAsHost(page, email);
    await page.goto(`/host/parties/${id}/check-in`);
    await expect(page.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible(FIRST_LOAD);
    await expectDataLoaded(page);
    const children = page.getByRole('list', { name: 'Children' });
    for (const name of ['Ava', 'Ben']) await children.getByRole('button', { name: new RegExp(`^${name}\\b`) }).click();
    await page.getByRole('button', { name: 'Add a child' }).click();
    const walkIn = page.getByRole('form', { name: 'Add a child' });
    await walkIn.getByLabel('First name').fill('Noah');
    await walkIn.getByLabel('Age').fill('6');
    await walkIn.getByRole('button', { name: 'Add', exact: true }).click();

    await openScreen(page, 'Finish');
    const before = (await (await page.request.get(`/api/host/parties/${id}`)).json()) as HostParty;
    await page.getByRole('button', { name: 'Record cash' }).click();
    await page.getByRole('form', { name: 'Record cash' }).getByRole('button', { name: 'Record cash' }).click();
    await expect(page.getByText('Paid in full')).toBeVisible();
    await page.getByRole('button', { name: 'Finish the party' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Finish the party' }).click();
    await expect(page.getByText('This party is finished.')).toBeVisible(FIRST_LOAD);
    await expect(page.getByText('All changes sent')).toBeVisible(FIRST_LOAD);

    const summary = page.getByRole('region', { name: 'How it went' });
    await expect(summary).toContainText('Arrived2 of 4 booked children');
    await expect(summary).toContainText('Walk-ins1');
    const paid = Number(before.amountPaid) + Number(before.balanceDue);
    const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(paid);
    await expect(summary).toContainText(`Money collected${dollars} · Paid in full`);
    await expect(summary).toContainText('Champions');
    await expectPhoneReady(page);
    await page.getByRole('link', { name: 'Upload photos' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bo Finish’s party photos' })).toBeVisible(FIRST_LOAD);
  } finally {
    await close();
  }
});

test('the photos screen: a thumb-sized file input and a consent reminder that reads in light and dark', async ({
  browser,
}) => {
  const { admin, host, email, phone, close } = await adminAndHost(browser, 'Ash Host');
  try {
    const { id, day } = await confirmedParty(admin, 384, { childName: 'Cy Photos', guestCount: 4 }, [
      child('Ava', 8),
      { ...child('Oscar', 7), photoConsent: false },
    ]);
    await joinTheBookingsTeam(admin, host, id, day);
    const page = await phone.newPage();
    await signInAsHost(page, email);
    await page.goto(`/host/parties/${id}/photos`);
    await expect(page.getByRole('heading', { level: 1, name: 'Cy Photos’s party photos' })).toBeVisible(FIRST_LOAD);
    await expectDataLoaded(page);
    await expect(page.getByRole('note')).toContainText('Oscar');
    await expectTextReadsInBothSchemes(page, page.getByRole('main'));
    const input = page.getByLabel(/^Choose the party’s photos/);
    expect((await input.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expectPhoneReady(page);
  } finally {
    await close();
  }
});

test('the host app has its own frame, and offline one slim bar says what waits, with no "Send now"', async ({
  browser,
}) => {
  const { admin, host, email, phone, close } = await adminAndHost(browser, 'Sol Host');
  try {
    const { id, day } = await confirmedParty(admin, 385, { childName: 'Em Frame', guestCount: 4 }, [
      child('Ava', 8),
      child('Ben', 7),
    ]);
    await joinTheBookingsTeam(admin, host, id, day);
    const page = await phone.newPage();
    await signInAsHost(page, email);
    await page.goto(`/host/parties/${id}/check-in`);
    await expect(page.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible(FIRST_LOAD);
    await expectDataLoaded(page);

    await test.step('its own bar, none of the public site’s header, menu or footer', async () => {
      await expect(page.getByRole('banner').getByRole('link', { name: 'Champions Party Host' })).toHaveAttribute(
        'href',
        '/host',
      );
      const signOut = page.getByRole('banner').getByRole('button', { name: 'Sign out' });
      expect((await signOut.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Packages' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /menu/i })).toHaveCount(0);
      await expectSkipLinkFirst(page);
      await expectPhoneReady(page);
    });

    await test.step('offline: one slim bar with what waits, no "Send now", the party on the first screen', async () => {
      await phone.setOffline(true);
      const ava = page.getByRole('list', { name: 'Children' }).getByRole('button', { name: /^Ava\b/ });
      await ava.click();
      await expect(ava).toHaveAttribute('aria-pressed', 'true');
      const waiting = page.getByRole('status').filter({ hasText: '1 change waiting to be sent' });
      await expect(waiting).toBeVisible();
      await expect(page.getByText('Offline', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Send now' })).toHaveCount(0);
      // One bar, not the site's offline notice beside it.
      await expect(page.getByText(/^You are offline\./)).toHaveCount(0);
      // The frame above the screen's heading and the bar at the foot leave most of the 812 px to the party.
      const heading = (await page.getByRole('heading', { level: 1, name: 'Check-in' }).boundingBox())!;
      const nav = (await page.getByRole('navigation', { name: 'Party screens' }).boundingBox())!;
      expect(heading.y).toBeLessThan(190);
      expect(nav.y - heading.y).toBeGreaterThan(480);
      await expectPhoneReady(page);
      await phone.setOffline(false);
      await expect(page.getByRole('status').filter({ hasText: 'All changes sent' })).toBeVisible(FIRST_LOAD);
    });
  } finally {
    await close();
  }
});

test('the admin puts a host on a team from the host’s card; setting the password signs the host in', async ({
  browser,
}) => {
  const adminContext = await browser.newContext({ viewport: PHONE });
  const hostPhone = await browser.newContext({ viewport: PHONE });
  try {
    const page = await adminContext.newPage();
    await signInAsAdmin(page);
    const name = `Host ${unique('Card')}`;
    const email = `${unique('host')}@example.com`;
    const invited = await page.request.post('/api/admin/hosts', { data: { name, email } });
    expect(invited.status()).toBe(201);
    const host = (await invited.json()) as AdminHost;
    const [team] = (await (await page.request.get('/api/admin/teams')).json()) as AdminTeam[];

    await test.step('"Teams" on the host’s card puts them on a team', async () => {
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
      // The dialog saves each team's list as it read it: no host journey's may land in between.
      await withTeamHostsLock(async () => {
        await page.goto('/admin/hosts');
        await card.getByRole('button', { name: `Choose ${name}’s teams` }).click(FIRST_LOAD);
        const dialog = page.getByRole('dialog', { name: `${name}: teams` });
        await dialog.getByRole('checkbox', { name: team.name }).click();
        await expectAccessibleInBothSchemes(page);
        await dialog.getByRole('button', { name: 'Save teams' }).click();
        await expect(dialog).toBeHidden();
      });
      await expect(card).toContainText(`Teams: ${team.name}`, FIRST_LOAD);
      await expectAccessibleInBothSchemes(page);
    });

    await test.step('the invitation’s link: the password set, the host is in their app', async () => {
      const [mail] = await Inbox.ofTestRun().waitForMails({ to: email });
      const link = new URL(/Set your password: (\S+)/.exec(mail.text)![1]);
      const phonePage = await hostPhone.newPage();
      await phonePage.goto(`${link.pathname}${link.search}`);
      const form = phonePage.getByRole('form', { name: 'Set your password' });
      await expect(form).toBeVisible(FIRST_LOAD);
      await form.getByLabel('Password').fill(PASSWORD);
      await form.getByRole('button', { name: 'Set password' }).click();
      // No second sign-in: straight to their parties.
      await expect(phonePage).toHaveURL(/\/host$/, FIRST_LOAD);
      await expect(phonePage.getByRole('heading', { level: 1, name: 'My parties' })).toBeVisible(FIRST_LOAD);
      await expectDataLoaded(phonePage);
      await expectPhoneReady(phonePage);
    });

    // Deactivated, the host runs none of the team's parties: the journeys that book on it see no host of this one.
    // Under the teams' lock: a journey saving a team's list it read with this host still active would be refused.
    await withTeamHostsLock(async () => {
      expect((await page.request.patch(`/api/admin/hosts/${host.id}`, { data: { active: false } })).status()).toBe(200);
    });
  } finally {
    await adminContext.close();
    await hostPhone.close();
  }
});

test('a host’s own earlier session is not “another phone”', async ({ browser }) => {
  const { admin, host, email, phone, close } = await adminAndHost(browser, 'Sam Host');
  try {
    const { id, day } = await confirmedParty(admin, 386, { childName: 'Jo Score', guestCount: 4 }, [
      child('Ava', 8),
      child('Ben', 7),
    ]);
    await joinTheBookingsTeam(admin, host, id, day);
    const page = await phone.newPage();
    await signInAsHost(page, email);

    // Earlier, Sam scored the first game from a session this phone no longer knows (signed in again, or the installed
    // app beside the browser): another phone id, the same host.
    const write = (method: 'put', path: string, data: object) =>
      page.request[method](`/api/host/parties/${id}${path}`, { data, headers: { 'Idempotency-Key': randomUUID() } });
    const party = (await (await page.request.get(`/api/host/parties/${id}`)).json()) as HostParty;
    const [ava, ben] = party.children;
    for (const c of [ava, ben]) expect((await write('put', `/checkins/${c.id}`, { arrived: true })).status()).toBe(200);
    const teams = [
      { id: 'team-red', name: 'Red Rockets', colour: 'red', childIds: [ava.id] },
      { id: 'team-blue', name: 'Blue Sharks', colour: 'blue', childIds: [ben.id] },
    ];
    expect((await write('put', '/teams', { teams })).status()).toBe(200);
    const first = party.games[0];
    expect((await write('put', `/scorers/${first.id}`, { deviceId: 'earlier-session' })).status()).toBe(200);

    await page.goto(`/host/parties/${id}/games`);
    await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible(FIRST_LOAD);
    await expectDataLoaded(page);
    const game = page.getByRole('region', { name: first.name });
    await expect(game.getByText('You are scoring this game')).toBeVisible();
    await expect(page.getByText(/is scoring this game on another phone/)).toHaveCount(0);
    await expectPhoneReady(page);
    // And the server agrees: the result from this phone is taken, the game now this phone's.
    await game.getByRole('button', { name: 'Red Rockets' }).click();
    await expect(game.getByText('Won by Red Rockets')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'All changes sent' })).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('list', { name: 'Changes the server refused' })).toHaveCount(0);
  } finally {
    await close();
  }
});
