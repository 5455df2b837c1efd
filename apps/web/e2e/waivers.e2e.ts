import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import type { AdminWaiverSettings, HostParty, RosterInvitation } from '@app/contracts';
import { FIRST_LOAD, openOnlyBooking, signInAsAdmin, unique } from './admin.helpers';
import { bookAsParent, businessDay, freeSlot } from './availability.helpers';
import { axeOn, blockingViolations } from './axe.helpers';
import {
  adminAndHost,
  expectThumbSized,
  joinTheBookingsTeam,
  PHONE,
  signInAsHost,
  startedWithinTheHour,
} from './host.helpers';
import { expectDataLoaded } from './page-data.helpers';

// Waivers on for the whole business: playwright.config.ts runs this file after every other journey, alone, so none
// meets a waiver it does not expect. A booking, three browsers and a phone offline: minutes on a slow machine.
test.describe.configure({ timeout: 300_000 });

// The words the screens show (libs/shared/contracts' WAIVER_TEXTS and WAIVER_MESSAGES).
const AGREE = (version: number) => `I have read and agree to the waiver (version ${version}).`;
const GUARDIAN = 'I am the parent or guardian of this child';
const ALL_SENT = 'All changes sent';

/** The signing form's fields, filled as a parent does: the typed name, the e-mail when asked, the ticks, a drawing. */
async function sign(page: Page, form: Locator, version: number, signer: { name: string; email?: string }) {
  await form.getByRole('textbox', { name: 'Your full name' }).fill(signer.name);
  if (signer.email) await form.getByRole('textbox', { name: /Your e-mail/ }).fill(signer.email);
  await form.getByRole('checkbox', { name: AGREE(version) }).check();
  await form.getByRole('checkbox', { name: GUARDIAN }).check();
  // A stroke on the pad with the pointer, as a finger draws it.
  const pad = (await form.getByRole('img', { name: /Draw your signature/ }).boundingBox())!;
  await page.mouse.move(pad.x + 20, pad.y + pad.height / 2);
  await page.mouse.down();
  await page.mouse.move(pad.x + pad.width / 2, pad.y + 20, { steps: 5 });
  await page.mouse.move(pad.x + pad.width - 20, pad.y + pad.height - 20, { steps: 5 });
  await page.mouse.up();
}

/** Nothing axe calls serious in the signing form as it stands. */
async function expectFormAccessible(page: Page, selector: string) {
  expect(await blockingViolations(axeOn(page).include(selector))).toEqual([]);
}

/** The text of a downloaded PDF, as a reader's text layer has it. */
async function pdfText(file: string): Promise<string> {
  const { PDFParse } = await import('pdf-parse');
  const parser = new PDFParse({ data: new Uint8Array(await readFile(file)) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

test('a family signs in its invitation reply, the host takes a walk-in’s signature offline, the office downloads all three', async ({
  browser,
}) => {
  const { admin, host, email, phone, close } = await adminAndHost(browser, 'Wren Host');
  const original = (await (await admin.get('/api/admin/waivers')).json()) as AdminWaiverSettings;
  const family = unique('Waiver');
  const parentContext = await browser.newContext({ viewport: PHONE });
  const familyContext = await browser.newContext({ viewport: PHONE });
  try {
    const saved = await admin.put('/api/admin/waivers', {
      data: {
        waiversEnabled: true,
        arriveWithoutWaiver: false,
        text: `# ${family}\n\nRaces, tug of war and sack races are at your own risk.`,
      },
    });
    expect(saved.status()).toBe(200);
    const { version } = ((await saved.json()) as AdminWaiverSettings).current!;

    // The booking parent books on a phone (its owner cookie), the office takes the deposit and lists Kai, unsigned.
    const slot = await freeSlot(admin, 3, 415);
    const booked = await bookAsParent(parentContext.request, slot, {
      parentName: `Pat ${family}`,
      childName: `Robin ${family}`,
      childAge: 8,
      guestCount: 8,
    });
    expect(booked.status()).toBe(201);
    const { id, finalPrice } = (await booked.json()) as { id: string; finalPrice: string };
    const deposit = await admin.post(`/api/admin/bookings/${id}/payments`, {
      data: { method: 'cash', amount: (Number(finalPrice) / 2).toFixed(2), receivedOn: await businessDay(admin, 0) },
    });
    expect(deposit.status()).toBe(201);
    const roster = await admin.put(`/api/bookings/${id}/roster`, {
      data: {
        version: 0,
        children: [{ firstName: 'Kai', age: 7, shirtSize: 'YM', notes: null, photoConsent: true }],
      },
    });
    expect(roster.status()).toBe(200);

    await test.step('the booking parent signs for their own child on the booking’s page', async () => {
      const page = await parentContext.newPage();
      await page.goto(`/bookings/${id}`);
      const form = page.getByRole('form', { name: 'Sign the waiver' });
      await expect(form.getByRole('region', { name: `Waiver text, version ${version}` })).toContainText(
        `# ${family}`,
        FIRST_LOAD,
      );
      await sign(page, form, version, { name: `Pat ${family}` });
      await form.getByRole('button', { name: 'Sign the waiver' }).click();
      await expect(page.getByText(new RegExp(`Signed by Pat ${family} \\(version ${version}\\)`))).toBeVisible();
    });

    await test.step('an invited family signs for Mia in its reply', async () => {
      const invitation = await parentContext.request.post(`/api/bookings/${id}/invitation`, {
        data: { shareAddress: false },
      });
      expect(invitation.status()).toBe(201);
      const path = new URL(((await invitation.json()) as RosterInvitation).url).pathname;
      const page = await familyContext.newPage();
      await page.goto(path);
      const form = page.getByRole('form', { name: 'Your child' });
      await expect(form.getByRole('region', { name: `Waiver text, version ${version}` })).toBeVisible(FIRST_LOAD);
      await form.getByRole('textbox', { name: 'First name' }).fill('Mia');
      await form.getByRole('textbox', { name: 'Age', exact: true }).fill('6');
      await form.getByRole('textbox', { name: 'Emergency contact phone' }).fill('(512) 555-0177');
      await form.getByRole('textbox', { name: /Medical note/ }).fill('Asthma: inhaler in the bag');
      await sign(page, form, version, { name: 'Lee Park', email: `lee.${family.toLowerCase()}@example.com` });
      await expectFormAccessible(page, 'form[aria-labelledby="invited-heading"]');
      // Nothing wider than the phone: no sideways scrolling.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await form.getByRole('button', { name: 'Add my child' }).click();
      await expect(page.getByText('Thank you! Mia is on the list.')).toBeVisible(FIRST_LOAD);
    });

    // The party starts within the hour, run by the host's team.
    await joinTheBookingsTeam(admin, host, id, await startedWithinTheHour(admin, id));

    await test.step('the host, offline, sees Kai unsigned and takes the walk-in Noah’s signature on the phone', async () => {
      const page = await phone.newPage();
      await signInAsHost(page, email);
      await page.goto('/host');
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), FIRST_LOAD).toBe(true);
      await page.getByRole('link', { name: new RegExp(family) }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Robin ${family}’s party` })).toBeVisible(FIRST_LOAD);
      await page.getByRole('navigation', { name: 'Party screens' }).getByRole('link', { name: 'Check-in' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible(FIRST_LOAD);
      await expectDataLoaded(page);
      const banner = page.getByRole('status').filter({ hasText: /changes? waiting|All changes sent|Sending/ });
      await expect(banner).toHaveText(ALL_SENT);

      // No signal from here on.
      await phone.setOffline(true);
      const children = page.getByRole('list', { name: 'Children' });
      const kai = children.getByRole('button', { name: /^Kai\b/ });
      await expect(children.getByRole('button', { name: /^Mia\b/ })).toContainText('Waiver signed');
      await expect(kai).toContainText('No waiver');
      await expect(page.getByText(`Robin ${family} (the birthday child): waiver signed`)).toBeVisible();
      await kai.click();
      await expect(page.getByRole('alert')).toContainText('Kai has no signed waiver');
      await expect(kai).toHaveAttribute('aria-pressed', 'false');

      await page.getByRole('button', { name: 'Add a child' }).click();
      const walkIn = page.getByRole('form', { name: 'Add a child' });
      await walkIn.getByRole('textbox', { name: 'First name' }).fill('Noah');
      await walkIn.getByRole('spinbutton', { name: 'Age' }).fill('6');
      await sign(page, walkIn, version, { name: 'Jo Rivera', email: `jo.${family.toLowerCase()}@example.com` });
      await expectFormAccessible(page, 'form[aria-label="Add a child"]');
      await expectThumbSized(page);
      await walkIn.getByRole('button', { name: 'Add', exact: true }).click();
      const noah = children.getByRole('button', { name: /^Noah\b/ });
      await expect(noah).toHaveAttribute('aria-pressed', 'true');
      await expect(noah).toContainText('Waiver signed');
      await expect(banner).toHaveText('1 change waiting to be sent');

      // Back online: the outbox sends the walk-in with its signature.
      await phone.setOffline(false);
      await expect(banner).toHaveText(ALL_SENT, { timeout: 60_000 });
      const party = (await (await page.request.get(`/api/host/parties/${id}`)).json()) as HostParty;
      expect(party.children.map((c) => [c.firstName, c.waiver])).toEqual(
        expect.arrayContaining([
          ['Kai', 'missing'],
          ['Mia', 'signed'],
          ['Noah', 'signed'],
        ]),
      );
    });

    await test.step('the office sees the signatures and Kai missing, and the PDF names all three', async () => {
      const office = await browser.newPage({ viewport: PHONE });
      try {
        await signInAsAdmin(office);
        const detail = await openOnlyBooking(office, family);
        const waivers = detail.getByRole('region', { name: 'Waivers' });
        const signed = waivers.getByRole('list', { name: 'Signed' });
        await expect(signed.getByRole('listitem')).toHaveCount(3, FIRST_LOAD);
        await expect(signed).toContainText(`Lee Park for Mia, version ${version}`);
        await expect(waivers.getByRole('list', { name: 'Missing' })).toHaveText('Kai');
        const [download] = await Promise.all([
          office.waitForEvent('download', { timeout: 60_000 }),
          waivers.getByRole('button', { name: 'Download waivers (PDF)' }).click(),
        ]);
        const text = await pdfText((await download.path())!);
        for (const name of [`Pat ${family}`, `Robin ${family}`, 'Lee Park', 'Mia', 'Jo Rivera', 'Noah']) {
          expect(text, name).toContain(name);
        }
      } finally {
        await office.close();
      }
    });
  } finally {
    await parentContext.close();
    await familyContext.close();
    // The business's waivers as they were: other journeys expect none.
    await admin.put('/api/admin/waivers', {
      data: {
        waiversEnabled: original.waiversEnabled,
        arriveWithoutWaiver: original.arriveWithoutWaiver,
        text: original.current?.text ?? '',
      },
    });
    await close();
  }
});
