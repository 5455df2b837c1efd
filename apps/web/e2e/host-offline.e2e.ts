import { expect, test, type Page } from '@playwright/test';
import type { HostParty } from '@app/contracts';
import { FIRST_LOAD, openOnlyBooking, signInAsAdmin, unique } from './admin.helpers';
import { expectNoSeriousA11yViolations } from './axe.helpers';
import {
  adminAndHost,
  confirmedParty,
  expectThumbSized,
  joinTheBookingsTeam,
  signInAsHost,
  startedWithinTheHour,
} from './host.helpers';
import { expectDataLoaded } from './page-data.helpers';

test.describe.configure({ timeout: 300_000 });

// The banner's words (features/host/outbox/outbox-words.ts).
const waiting = (count: number) => `${count} changes waiting to be sent`;
const ALL_SENT = 'All changes sent';
const CHILDREN = ['Ava', 'Ben', 'Cleo', 'Dan', 'Eve', 'Finn', 'Gia', 'Hal'];

/** The bar at the foot of the party's screens (docs/product/party-day.md#the-hosts-screens). */
async function openScreen(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Party screens' }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(FIRST_LOAD);
}

/** Each screen at 375 px, offline too: every control a thumb's size, nothing axe calls serious. */
async function expectPhoneReady(page: Page) {
  await expectThumbSized(page);
  await expectNoSeriousA11yViolations(page);
}

/** The text of each page of a PDF, as a reader's text layer has it. */
async function pdfPageTexts(pdf: Buffer): Promise<string[]> {
  const { PDFParse } = await import('pdf-parse');
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).pages.map((page) => page.text.replace(/\s+/g, ' '));
  } finally {
    await parser.destroy();
  }
}

test('a host runs the whole party offline, and back online everything is sent once and the office sees it', async ({
  browser,
}) => {
  const { admin, host, email, phone, close } = await adminAndHost(browser, 'Sky Host');
  try {
    // A party of eight children (docs/product/party-day.md), its deposit taken: the rest is due at the door.
    const family = unique('Offline');
    const { id } = await confirmedParty(
      admin,
      352,
      { parentName: family, childName: 'Noa Offline', guestCount: 8 },
      CHILDREN.map((firstName, i) => ({
        firstName,
        age: 5 + (i % 5),
        shirtSize: 'YM',
        notes: null,
        photoConsent: true,
      })),
    );
    await joinTheBookingsTeam(admin, host, id, await startedWithinTheHour(admin, id));

    // Every host action the phone sends, by its Idempotency-Key: each must reach the server once.
    const page = await phone.newPage();
    const sent: { key: string; status: number }[] = [];
    page.on('response', (response) => {
      const key = response.request().headers()['idempotency-key'];
      if (key && response.url().includes('/api/host/parties/')) sent.push({ key, status: response.status() });
    });

    // The morning's first open: /host installs its service worker, which keeps the app and the day's reads.
    await signInAsHost(page, email);
    await page.goto('/host');
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), FIRST_LOAD).toBe(true);
    const today = page.getByRole('list', { name: 'My parties' }).getByRole('listitem');
    await expect(today.getByRole('link', { name: /Noa Offline/ })).toBeVisible(FIRST_LOAD);
    await today.getByRole('link', { name: /Noa Offline/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Noa Offline’s party' })).toBeVisible(FIRST_LOAD);
    await expectDataLoaded(page);
    const banner = page.getByRole('status').filter({ hasText: /changes? waiting|All changes sent|Sending/ });
    await expect(banner).toHaveText(ALL_SENT);

    // In the park: no signal for the whole party.
    await phone.setOffline(true);

    await test.step('check-in: eight children and a walk-in, and the walk-in’s cash', async () => {
      await openScreen(page, 'Check-in');
      const children = page.getByRole('list', { name: 'Children' });
      for (const name of CHILDREN) {
        const child = children.getByRole('button', { name: new RegExp(`^${name}\\b`) });
        await child.click();
        await expect(child).toHaveAttribute('aria-pressed', 'true');
      }
      await page.getByRole('button', { name: 'Add a child' }).click();
      const walkIn = page.getByRole('form', { name: 'Add a child' });
      await walkIn.getByLabel('First name').fill('Noah');
      await walkIn.getByLabel('Age').fill('6');
      await walkIn.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(children.getByRole('button', { name: /^Noah\b/ })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByText('8 of 8 booked here · 1 walk-in')).toBeVisible();
      await expectPhoneReady(page);
      // The ninth child is still inside the package: no change in price to show, nothing to collect for it.
      await expect(page.getByText(/more child/)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Record cash' })).toHaveCount(0);
    });

    await test.step('finish: the rest of the price taken in cash at the door', async () => {
      await openScreen(page, 'Finish');
      // The field starts at the balance due.
      await page.getByRole('button', { name: 'Record cash' }).click();
      const cash = page.getByRole('form', { name: 'Record cash' });
      await expect(cash.getByRole('textbox')).toHaveValue(/^[1-9]\d*\.\d{2}$/);
      await cash.getByRole('button', { name: 'Record cash' }).click();
      await expect(page.getByText('Paid in full')).toBeVisible();
      await expect(banner).toHaveText(waiting(10));
    });

    // The phone restarts the app without a signal: the party and what waits are still there.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Finish' })).toBeVisible(FIRST_LOAD);
    await expect(banner).toHaveText(waiting(10));
    await expect(page.getByText('Paid in full')).toBeVisible();

    await test.step('teams: two, split by age', async () => {
      await openScreen(page, 'Teams');
      await page.getByRole('button', { name: 'Split by age' }).click();
      await expect(page.getByRole('region', { name: 'Red Rockets' }).getByRole('listitem')).toHaveCount(5);
      await expect(page.getByRole('region', { name: 'Blue Sharks' }).getByRole('listitem')).toHaveCount(4);
      await page.getByRole('button', { name: 'Save teams' }).click();
      await expectPhoneReady(page);
    });

    await test.step('games: three results, two to the Red Rockets', async () => {
      await openScreen(page, 'Games');
      const games = page.getByRole('list', { name: 'Games' }).getByRole('listitem');
      await expect(games).toHaveCount(3);
      for (const [i, team] of ['Red Rockets', 'Blue Sharks', 'Red Rockets'].entries()) {
        await games.nth(i).getByRole('button', { name: team }).click();
        await expect(games.nth(i).getByText(`Won by ${team}`)).toBeVisible();
      }
      await expectPhoneReady(page);
    });

    await test.step('awards: two of the host’s own', async () => {
      await openScreen(page, 'Awards');
      for (const [i, [title, child]] of [
        ['Best Team Spirit', 'Noah'],
        ['Fastest Runner', 'Ben'],
      ].entries()) {
        await page.getByRole('button', { name: 'Add an award' }).click();
        await page.getByLabel(`Award ${i + 1} title`).fill(title);
        await page.getByLabel(`Award ${i + 1} goes to`).selectOption({ label: child });
      }
      await page.getByRole('button', { name: 'Save awards' }).click();
      const titles = page.getByRole('list', { name: 'Certificates' });
      await expect(titles.getByRole('listitem').filter({ hasText: 'Noah' })).toHaveText('Noah: Best Team Spirit');
      await expect(titles.getByRole('listitem').filter({ hasText: 'Ben' })).toHaveText('Ben: Fastest Runner');
      await expectPhoneReady(page);

      // The certificates, made on the phone without a signal, to print or save as a PDF.
      await page.getByRole('link', { name: 'Print the certificates from this phone' }).click();
      const printed = page.getByRole('list', { name: 'Certificates' }).getByRole('listitem');
      await expect(printed).toHaveCount(9, FIRST_LOAD);
      await expect(printed.filter({ hasText: 'Noah' })).toContainText('Best Team Spirit');
      await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: 'Awards' })).toBeVisible(FIRST_LOAD);
    });

    // 9 check-ins, the cash, the teams, 3 results and the awards: nothing has left the phone.
    await expect(banner).toHaveText(waiting(15));
    // Without a network there is nothing to tap: the bar says so, and the round starts once the network is back.
    await expect(page.getByText('Offline', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send now' })).toHaveCount(0);
    expect(sent).toEqual([]);

    await test.step('back online: everything goes, once each, and the party is finished', async () => {
      // The browser's online event starts a round; no tap needed.
      await phone.setOffline(false);
      await expect(banner).toHaveText(ALL_SENT, { timeout: 60_000 });
      expect(sent).toHaveLength(15);
      expect(new Set(sent.map((s) => s.key)).size).toBe(15);
      expect(sent.every((s) => s.status < 300)).toBe(true);

      await openScreen(page, 'Finish');
      await page.getByRole('button', { name: 'Finish the party' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Finish the party' }).click();
      await expect(page.getByText('This party is finished.')).toBeVisible(FIRST_LOAD);
      await expect(banner).toHaveText(ALL_SENT, FIRST_LOAD);
      await expectPhoneReady(page);
    });

    // The server holds what the phone did, once.
    const party = (await (await page.request.get(`/api/host/parties/${id}`)).json()) as HostParty;
    expect(party.status).toBe('completed');
    expect(party.arrivedCount).toBe(9);
    expect(party.children.filter((c) => c.walkIn).map((c) => c.firstName)).toEqual(['Noah']);
    expect(party.results.map((r) => r.winnerTeamIds.length)).toEqual([1, 1, 1]);
    expect(party.awards.special).toHaveLength(2);

    await test.step('the office sees the check-ins, the walk-in’s cash, the results and a completed booking', async () => {
      const office = await browser.newPage();
      try {
        await signInAsAdmin(office);
        const detail = await openOnlyBooking(office, family);
        await expect(detail.getByText('Completed').first()).toBeVisible(FIRST_LOAD);
        await expect(detail.getByRole('heading', { name: 'At the party' })).toBeVisible(FIRST_LOAD);
        await expect(detail.getByText('9 of 8 arrived')).toBeVisible();
        await expect(detail.getByText('Walk-in', { exact: true })).toBeVisible();
        await expect(detail.getByText('Won by Red Rockets')).toHaveCount(2);
        await expect(detail.getByText('Won by Blue Sharks')).toHaveCount(1);
        await expect(
          detail.getByRole('region', { name: 'Payments' }).getByText('Taken at the door by the party host'),
        ).toBeVisible();
      } finally {
        await office.close();
      }
    });

    await test.step('the certificates name each child with their award', async () => {
      const url = `/api/host/parties/${id}/certificates?paper=letter`;
      let pdf = await page.request.get(url);
      // 202 while the PDF is being made (docs/product/emails-and-documents.md).
      await expect
        .poll(async () => (pdf = await page.request.get(url)).status(), { timeout: 60_000, intervals: [1_000] })
        .toBe(200);
      const pages = await pdfPageTexts(await pdf.body());
      expect(pages).toHaveLength(9);
      const pageOf = (name: string) => pages.find((text) => text.includes(name))!;
      expect(pageOf('Noah')).toContain('Best Team Spirit');
      expect(pageOf('Ben')).toContain('Fastest Runner');
      // The Red Rockets won two of three: their children are the champions, the others stars.
      const red = party.teams.find((t) => t.name === 'Red Rockets')!;
      for (const child of party.children.filter((c) => !['Noah', 'Ben'].includes(c.firstName))) {
        const title = red.childIds.includes(child.id) ? 'Champion Award' : 'Star Player Award';
        expect(pageOf(child.firstName), child.firstName).toContain(title);
      }
    });
  } finally {
    await close();
  }
});
