import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { openOnlyBooking, signInAsAdmin, unique } from './admin.helpers';
import { bookAsParent, freeSlot } from './availability.helpers';
import { expectNoSeriousA11yViolations } from './axe.helpers';

// A booking, two pages, three more browsers: minutes on a slow machine.
test.describe.configure({ timeout: 240_000 });

const PHONE = { width: 375, height: 740 };

/** One child's fields as a person fills them: a first name and a size from the list. */
async function fillChild(page: Page, scope: Locator, firstName: string, size: string) {
  await scope.getByRole('textbox', { name: 'First name' }).fill(firstName);
  await scope.getByRole('combobox', { name: /Shirt size/ }).click();
  await page.getByRole('option', { name: size, exact: true }).click();
}

/** The text of each page of a downloaded PDF, as a reader's text layer has it. */
async function pdfPageTexts(file: string): Promise<string[]> {
  const { PDFParse } = await import('pdf-parse');
  const parser = new PDFParse({ data: new Uint8Array(await readFile(file)) });
  try {
    return (await parser.getText()).pages.map((page) => page.text);
  } finally {
    await parser.destroy();
  }
}

/**
 * The admin's side: the period's shirt order shows the party's sizes and downloads as a CSV, and the booking's
 * certificates download as one PDF page per child, each name in its text.
 */
async function adminGetsShirtsAndCertificates(browser: Browser, family: string, day: string, children: string[]) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signInAsAdmin(page);
    await page.goto(`/admin/shirts?shirtsFrom=${day}&shirtsTo=${day}`);
    const row = page.getByRole('row').filter({ hasText: 'Robin' }).filter({ hasText: 'Youth XS' });
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expect(row).toContainText('Youth M');
    await expectNoSeriousA11yViolations(page);
    // Marking every party shown asks first; Cancel leaves the order as it was.
    await page.getByRole('button', { name: 'Mark all ordered' }).click();
    const ask = page.getByRole('alertdialog', { name: /^Mark the shirts of \d+ part(y|ies) ordered\?$/ });
    await expect(ask).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toContainText('Not ordered');
    const [csvFile] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    const csv = (await readFile((await csvFile.path())!, 'utf8')).replace(/^\uFEFF/, '');
    for (const size of ['Youth XS', 'Youth S', 'Youth M', 'Youth L', 'Adult S']) expect(csv).toContain(size);

    const detail = await openOnlyBooking(page, family);
    const [pdfFile] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      detail.getByRole('button', { name: 'Certificates (PDF)' }).click(),
    ]);
    const pages = await pdfPageTexts((await pdfFile.path())!);
    expect(pages).toHaveLength(children.length);
    for (const [i, name] of children.entries()) expect(pages[i]).toContain(name);
  } finally {
    await context.close();
  }
}

/**
 * An invited family in a browser of its own, on a phone: opens the link and adds its child; the page is also checked
 * with axe and on the narrowest phones.
 */
async function familyAdds(browser: Browser, path: string, firstName: string, size: string) {
  const context = await browser.newContext({ viewport: PHONE });
  try {
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: /You’re invited to Robin’s/ })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // Nothing wider than the phone: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.setViewportSize(PHONE);
    const form = page.getByRole('form', { name: 'Your child' });
    await fillChild(page, form, firstName, size);
    await form.getByRole('checkbox', { name: /Photos of this child/ }).check();
    await form.getByRole('button', { name: 'Add my child' }).click();
    await expect(page.getByText(`Thank you! ${firstName} is on the list.`)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Who’s coming' })).toContainText(firstName);
  } finally {
    await context.close();
  }
}

test('a host parent lists two children and shares the invitation link; a family adds theirs on a phone, two more theirs; the host sees five; the admin downloads the shirt order and the certificates', async ({
  browser,
  request,
  playwright,
  baseURL,
}) => {
  const slot = await freeSlot(request, 3, 53);
  // The host's browser books through the API, so it holds the booking's owner cookie as after the wizard.
  const host = await browser.newContext();
  const family = unique('Roster');
  const booked = await bookAsParent(host.request, slot, {
    parentName: `Pat ${family}`,
    childName: 'Robin Host',
    guestCount: 8,
    addOns: { photography: false, videography: false, customShirts: true, customAwards: true },
  });
  expect(booked.status()).toBe(201);
  const { id } = (await booked.json()) as { id: string };

  const page = await host.newPage();
  await page.goto(`/bookings/${id}`);
  const roster = page.getByRole('region', { name: 'Who’s coming' });
  await expect(roster.getByText('0 of 8 children listed.')).toBeVisible({ timeout: 30_000 });
  for (const [name, size] of [
    ['Robin', 'Youth M'],
    ['Kai', 'Youth L'],
  ]) {
    await roster.getByRole('button', { name: 'Add a child' }).click();
    await fillChild(page, roster.getByRole('group').last(), name, size);
  }
  // Saved as the host types: nothing to press.
  await expect(roster.locator('[aria-live="polite"]')).toHaveText('Saved');

  await roster.getByRole('checkbox', { name: /Show the party’s address/ }).check();
  await roster.getByRole('textbox', { name: /short message/ }).fill('Bring a water bottle!');
  await roster.getByRole('button', { name: 'Create an invitation link' }).click();
  const link = roster.getByRole('textbox', { name: 'Invitation link' });
  await expect(link).toHaveValue(/\/invitations\/[^/]+$/);
  // The link names the site's public address; this run's browser goes to the same path on its own.
  const path = new URL(await link.inputValue()).pathname;
  await expectNoSeriousA11yViolations(page);

  await familyAdds(browser, path, 'Mia', 'Youth S');
  // Two more families answer as the page sends it (their page is the first's, and
  // invitation-page.component.test.tsx's): each through the api, in a client of its own.
  for (const [firstName, shirtSize] of [
    ['Noah', 'AS'],
    ['Zoe', 'YXS'],
  ]) {
    const answerer = await playwright.request.newContext({ baseURL });
    try {
      const reply = await answerer.post(`/api${path}/children`, {
        data: { firstName, shirtSize, notes: null, photoConsent: true, attending: true },
      });
      expect(reply.status()).toBe(201);
    } finally {
      await answerer.dispose();
    }
  }

  await page.reload();
  await expect(roster.getByText('5 of 8 children listed.')).toBeVisible({ timeout: 30_000 });
  const names = roster.getByRole('group').locator('legend');
  await expect(names).toHaveText(['Robin', 'Kai', 'Mia', 'Noah', 'Zoe']);
  await expect(roster.getByText('added by their family')).toHaveCount(3);
  await host.close();

  await adminGetsShirtsAndCertificates(browser, family, slot.date, ['Robin', 'Kai', 'Mia', 'Noah', 'Zoe']);
});
