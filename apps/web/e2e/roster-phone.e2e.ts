import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { unique } from './admin.helpers';
import { bookAsParent, freeSlot } from './availability.helpers';
import { expectNoSeriousA11yViolations } from './axe.helpers';

test.describe.configure({ timeout: 180_000 });

const PHONE = { width: 375, height: 812 };
const NAMES = 'Ava Ben Cal Dee Eli Fay Gus Hal Ida Jon Kit Lou Max Ned Oli Pia Quin Rex Sam Tia Uma Vic'.split(' ');
const SIZES = ['YS', 'YM', 'YL', 'YM'] as const;

test('a class-sized list on a phone: 22 rows in a few screens, sizes counted, saved as the host types, shared through the share sheet', async ({
  browser,
  request,
}) => {
  const slot = await freeSlot(request, 3, 112);
  const host = await browser.newContext({ viewport: PHONE });
  try {
    // The phone's share sheet, stood in for: each share's data kept where the test reads it.
    await host.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { sharedData: shared });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
    });
    const booked = await bookAsParent(host.request, slot, {
      parentName: `Pat ${unique('Phone')}`,
      childName: 'Robin Host',
      guestCount: 22,
      addOns: { photography: false, videography: false, customShirts: true, customAwards: true },
    });
    expect(booked.status()).toBe(201);
    const { id } = (await booked.json()) as { id: string };
    // 21 children already on the list, as a host who has been at it a while.
    const put = await host.request.put(`/api/bookings/${id}/roster`, {
      data: {
        version: 0,
        children: NAMES.slice(0, 21).map((firstName, i) => ({
          firstName,
          shirtSize: SIZES[i % SIZES.length],
          notes: i === 0 ? 'Nut allergy' : null,
          photoConsent: true,
        })),
      },
    });
    expect(put.status()).toBe(200);

    const page = await host.newPage();
    await page.goto(`/bookings/${id}`);
    const roster = page.getByRole('region', { name: 'Who’s coming' });
    await expect(roster.getByText('21 of 22 children listed.')).toBeVisible({ timeout: 30_000 });
    await expect(roster.getByText('Shirts: YS 6 · YM 10 · YL 5')).toBeVisible();

    // The 22nd, typed: saved a moment after the host stops, with nothing pressed.
    await roster.getByRole('button', { name: 'Add a child' }).click();
    await roster.getByRole('group', { name: 'Child 22' }).getByRole('textbox', { name: 'First name' }).fill('Vic');
    // The row is named by the first name typed.
    // Its age sits beside the name, in the same line, at 375 px.
    await roster.getByRole('group', { name: 'Vic' }).getByRole('textbox', { name: 'Age' }).fill('7');
    await roster.getByRole('group', { name: 'Vic' }).getByRole('combobox', { name: 'Shirt size' }).click();
    await page.getByRole('option', { name: 'Youth L', exact: true }).click();
    await expect(roster.locator('[aria-live="polite"]')).toHaveText('Saved');
    await expect(roster.getByText('Shirts: YS 6 · YM 10 · YL 6')).toBeVisible();

    // A list of 22 reads in a few screens, not a form of thousands of pixels, and never wider than the phone.
    const rows = roster.getByRole('group');
    await expect(rows).toHaveCount(22);
    const first = (await rows.first().boundingBox())!;
    const end = (await rows.last().boundingBox())!;
    expect(end.y + end.height - first.y).toBeLessThan(2_500);
    const vic = roster.getByRole('group', { name: 'Vic' });
    const name = (await vic.getByRole('textbox', { name: 'First name' }).boundingBox())!;
    const age = (await vic.getByRole('textbox', { name: 'Age' }).boundingBox())!;
    expect(age.y).toBe(name.y);
    expect(age.x).toBeGreaterThanOrEqual(name.x + name.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // The notes stay folded until asked for.
    const ava = roster.getByRole('group', { name: 'Ava' });
    await expect(ava.getByRole('textbox', { name: 'Allergies or notes' })).toBeHidden();
    await ava.getByRole('button', { name: 'Show allergies or notes for Ava' }).click();
    await expect(ava.getByRole('textbox', { name: 'Allergies or notes' })).toHaveValue('Nut allergy');

    // Read back from the server: the typed child is stored.
    await page.reload();
    await expect(roster.getByText('22 of 22 children listed.')).toBeVisible({ timeout: 30_000 });
    await expect(roster.getByRole('group', { name: 'Vic' })).toBeVisible();

    await roster.getByRole('button', { name: 'Create an invitation link' }).click();
    const link = roster.getByRole('textbox', { name: 'Invitation link' });
    await expect(link).toHaveValue(/\/invitations\/[^/]+$/);
    await roster.getByRole('button', { name: 'Share…' }).click();
    expect(await page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData)).toEqual([
      {
        title: 'Party invitation',
        text: "Please add your child to Robin's party guest list:",
        url: await link.inputValue(),
      },
    ]);
    await expectNoSeriousA11yViolations(page);
  } finally {
    await host.close();
  }
});

test('a family on a phone replies, keeps its answer’s link, changes the answer and withdraws it', async ({
  browser,
  request,
}) => {
  const slot = await freeSlot(request, 3, 116);
  const host = await browser.newContext();
  const family = await browser.newContext({ viewport: PHONE });
  try {
    const booked = await bookAsParent(host.request, slot, {
      parentName: `Pat ${unique('Reply')}`,
      childName: 'Robin Host',
      guestCount: 8,
    });
    expect(booked.status()).toBe(201);
    const { id } = (await booked.json()) as { id: string };
    const invited = await host.request.post(`/api/bookings/${id}/invitation`, { data: { shareAddress: false } });
    expect(invited.status()).toBe(201);
    const { url } = (await invited.json()) as { url: string };

    const page = await family.newPage();
    await page.goto(new URL(url).pathname);
    const form = page.getByRole('form', { name: 'Your child' });
    await form.getByRole('textbox', { name: 'First name' }).fill('Noah', { timeout: 30_000 });
    await form.getByRole('textbox', { name: 'Age' }).fill('6');
    await form.getByRole('combobox', { name: /Shirt size/ }).click();
    await page.getByRole('option', { name: 'Youth M', exact: true }).click();
    await form.getByRole('button', { name: 'Add my child' }).click();
    await expect(page.getByText('Thank you! Noah is on the list.')).toBeVisible();
    const link = page.getByRole('link', { name: /\/invitation-replies\// });
    await expect(link).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoSeriousA11yViolations(page);

    await page.goto(new URL((await link.getAttribute('href'))!).pathname);
    await expect(page.getByRole('heading', { level: 1, name: 'Your answer to Robin’s Birthday Party' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Noah');
    await expect(page.getByRole('textbox', { name: 'Age' })).toHaveValue('6');
    // The party in the family's calendar, with the city only: the host did not share the address.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Add the party to your calendar (.ics)' }).click(),
    ]);
    const ics = await readFile((await download.path())!, 'utf8');
    expect(ics).toContain("SUMMARY:Robin's Birthday Party");
    expect(ics).toContain('LOCATION:Austin\\, TX');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'We can’t come' }).click();
    await expect(page.getByText('Noah can’t come.')).toBeVisible();
    const roster = async () =>
      (await (await host.request.get(`/api/bookings/${id}/roster`)).json()) as {
        children: { firstName: string; attending: boolean }[];
      };
    expect((await roster()).children).toMatchObject([{ firstName: 'Noah', attending: false }]);

    await page.getByRole('button', { name: 'Withdraw our answer' }).click();
    await expect(page.getByText('Your answer is withdrawn: your child is off the list.')).toBeVisible();
    expect((await roster()).children).toEqual([]);
  } finally {
    await family.close();
    await host.close();
  }
});
