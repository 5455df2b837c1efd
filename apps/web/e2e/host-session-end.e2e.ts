import { expect, test, type Page } from '@playwright/test';
import type { HostParty } from '@app/contracts';
import { FIRST_LOAD } from './admin.helpers';
import { adminAndHost, confirmedParty, joinTheBookingsTeam, signInAsHost, withTeamHostsLock } from './host.helpers';
import { expectDataLoaded } from './page-data.helpers';

test.describe.configure({ timeout: 240_000 });

/** Every address the phone's caches hold (the service worker's), as paths. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });

/** The host's actions kept in the phone's outbox (features/host/outbox): whose each is, and what. */
const keptActions = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ hostId: string; kind: string }[]>((resolve, reject) => {
        const open = indexedDB.open('host-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('actions').objectStore('actions').getAll();
          all.onsuccess = () => {
            resolve(
              all.result.map((kept: { hostId: string; action: { kind: string } }) => ({
                hostId: kept.hostId,
                kind: kept.action.kind,
              })),
            );
            open.result.close();
          };
        };
      }),
  );

test('a host whose session ends without signing out: the phone forgets the party, keeps their work for them', async ({
  browser,
}) => {
  const { admin, host, email, phone, close } = await adminAndHost(browser, 'Jo Host');
  try {
    const { id, day } = await confirmedParty(admin, 359, { childName: 'Lou Session', guestCount: 8 }, [
      { firstName: 'Ava', age: 7, shirtSize: 'YM', notes: 'Peanut allergy', photoConsent: true },
      { firstName: 'Ben', age: 8, shirtSize: 'YM', notes: null, photoConsent: true },
    ]);
    await joinTheBookingsTeam(admin, host, id, day);

    // The morning's first open: the phone keeps the day's reads, never the session.
    const page = await phone.newPage();
    await signInAsHost(page, email);
    await page.goto('/host');
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), FIRST_LOAD).toBe(true);
    await page.goto(`/host/parties/${id}/check-in`);
    await expect(page.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible(FIRST_LOAD);
    await expectDataLoaded(page);
    await expect.poll(() => cachedPaths(page), FIRST_LOAD).toContain(`/api/host/parties/${id}`);
    expect(await cachedPaths(page)).not.toContain('/api/session');

    // In the park, Ava is checked in without a signal: the outbox keeps it, as Jo's.
    await phone.setOffline(true);
    const banner = page.getByRole('status').filter({ hasText: /waiting|sent|Sending|signed out/ });
    await page
      .getByRole('list', { name: 'Children' })
      .getByRole('button', { name: /^Ava\b/ })
      .click();
    await expect(banner).toHaveText('1 change waiting to be sent');
    expect(await keptActions(page)).toEqual([{ hostId: host.id, kind: 'checkin' }]);

    // Meanwhile the office deactivates Jo: the session ends, with no sign-out on the phone.
    // Under the teams' lock: a journey saving a team's list it read with this host still active would be refused.
    await withTeamHostsLock(async () => {
      expect((await admin.patch(`/api/admin/hosts/${host.id}`, { data: { active: false } })).status()).toBe(200);
    });

    await test.step('back online, the 401 makes the phone forget the party; the check-in waits for Jo', async () => {
      await phone.setOffline(false);
      await expect(banner).toHaveText('You are signed out. Sign in again to send the changes kept on this phone.', {
        timeout: 60_000,
      });
      await expect.poll(() => cachedPaths(page)).not.toContain(`/api/host/parties/${id}`);
      expect(await page.evaluate(() => localStorage.getItem('host-reads-owner'))).toBeNull();
      expect(await keptActions(page)).toEqual([{ hostId: host.id, kind: 'checkin' }]);
    });

    await test.step('reopened, the phone shows the sign-in page and none of the party', async () => {
      await page.reload();
      await expect(page).toHaveURL(/\/auth$/, FIRST_LOAD);
      await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
      const kept = await cachedPaths(page);
      expect(kept.filter((path) => path.startsWith('/api/host/') || path === '/api/session')).toEqual([]);
      // Without a signal it opens none of it either: nobody is let in, and the party is no longer on the phone.
      await phone.setOffline(true);
      await page.goto(`/host/parties/${id}`);
      await expect(page).toHaveURL(/\/auth$/, FIRST_LOAD);
      await expect(page.getByText('Peanut allergy')).toHaveCount(0);
      await expect(page.getByText(/Lou Session/)).toHaveCount(0);
      await phone.setOffline(false);
    });

    await test.step('Jo, reactivated, signs in again on the phone: their check-in is sent, once', async () => {
      expect((await admin.patch(`/api/admin/hosts/${host.id}`, { data: { active: true } })).status()).toBe(200);
      // The team is shared with the journeys running beside this one: one that set its hosts while Jo was inactive
      // left Jo out (a team takes active hosts only), as an office editing the team meanwhile would.
      await joinTheBookingsTeam(admin, host, id, day);
      await signInAsHost(page, email);
      await expect
        .poll(async () => {
          // Polled until the party reads with Ava arrived; a failure shows the last refusal's status.
          const answer = await page.request.get(`/api/host/parties/${id}`);
          if (!answer.ok()) return `${answer.status()} ${await answer.text()}`;
          const party = (await answer.json()) as HostParty;
          return party.children.filter((child) => child.arrived).map((child) => child.firstName);
        }, FIRST_LOAD)
        .toEqual(['Ava']);
      await expect.poll(() => keptActions(page)).toEqual([]);
    });
  } finally {
    await close();
  }
});
