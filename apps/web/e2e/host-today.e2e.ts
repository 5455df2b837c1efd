import { expect, test } from '@playwright/test';
import { FIRST_LOAD } from './admin.helpers';
import { bookAsParent, freeSlot } from './availability.helpers';
import { expectNoSeriousA11yViolations } from './axe.helpers';
import { adminAndHost, expectThumbSized, joinTheBookingsTeam, signInAsHost } from './host.helpers';

test.describe.configure({ timeout: 180_000 });

test('a host signs in on a phone, finds their party of the day and opens it with its roster', async ({ browser }) => {
  const { admin, host, email, phone, close } = await adminAndHost(browser, 'Riley Host');
  try {
    // A party of the journey's own day (availability.helpers.ts), with two children, one with an allergy.
    const slot = await freeSlot(admin, 3, 346);
    const booked = await bookAsParent(admin, slot, {
      parentName: 'Dana Parent',
      parentPhone: '(555) 234-5678',
      childName: 'Mia Host',
      guestCount: 10,
    });
    expect(booked.status()).toBe(201);
    const { id } = (await booked.json()) as { id: string };
    const roster = await admin.put(`/api/bookings/${id}/roster`, {
      data: {
        version: 0,
        children: [
          { firstName: 'Ava', age: 7, shirtSize: 'YM', notes: null, photoConsent: true },
          { firstName: 'Leo', age: 6, shirtSize: 'YS', notes: 'Peanut allergy', photoConsent: true },
        ],
      },
    });
    expect(roster.status()).toBe(200);
    await joinTheBookingsTeam(admin, host, id, slot.date);

    // The host signs in as anyone does, and lands on their day.
    const page = await phone.newPage();
    await signInAsHost(page, email);
    await expect(page.getByRole('heading', { level: 1, name: 'My parties' })).toBeVisible(FIRST_LOAD);

    await page.goto(`/host?day=${slot.date}`);
    const party = page.getByRole('list', { name: 'My parties' }).getByRole('listitem');
    await expect(party).toHaveCount(1, FIRST_LOAD);
    await expect(party.getByRole('link', { name: `${slot.label} · Mia Host` })).toBeVisible();
    await expect(party.getByRole('link', { name: 'Call the parent' })).toHaveAttribute('href', 'tel:5552345678');
    await expect(party.getByRole('link', { name: 'Directions' })).toHaveAttribute('href', /google\.com\/maps/);
    await expectThumbSized(page);
    await expectNoSeriousA11yViolations(page);

    await party.getByRole('link', { name: `${slot.label} · Mia Host` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mia Host’s party' })).toBeVisible(FIRST_LOAD);
    const children = page.getByRole('list', { name: 'Children coming' }).getByRole('listitem');
    await expect(children).toHaveCount(2);
    // The child with a note comes first, marked.
    await expect(children.first()).toContainText('Leo');
    await expect(children.first()).toContainText('Peanut allergy');
    await expect(children.first().getByText('Note', { exact: true })).toBeVisible();
    await expect(children.last()).toContainText('Age 7 · Shirt Youth M');
    await expectThumbSized(page);
    await expectNoSeriousA11yViolations(page);
  } finally {
    await close();
  }
});
