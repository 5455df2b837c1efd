import { expect, test } from '@playwright/test';
import type { AdminHost, AdminTeam } from '@app/contracts';
import { FIRST_LOAD, signInAsAdmin, unique } from './admin.helpers';
import { expectNoSeriousA11yViolations } from './axe.helpers';
import { withTeamHostsLock } from './host.helpers';

// On a phone, as the admin works away from a desk (docs/product/hosts.md#the-admins-hosts-section). Books nothing.
test.use({ viewport: { width: 375, height: 812 } });

test('on a phone the admin invites a host, sees them listed and adds them to a team', async ({ page }) => {
  test.slow();
  await signInAsAdmin(page);
  const name = `Host ${unique('E2e')}`;
  const email = `${unique('host')}@example.com`;

  await page.goto('/admin/hosts');
  await page.getByRole('button', { name: 'Invite a host' }).click(FIRST_LOAD);
  const dialog = page.getByRole('dialog', { name: 'Invite a host' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('E-mail address').fill(email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toContainText(email);
  await expect(card).toContainText('Not joined yet');
  await expect(card).toContainText('Teams: No team');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);

  const [team] = (await (await page.request.get('/api/admin/teams')).json()) as AdminTeam[];
  const teamCard = page.getByRole('article', { name: team.name });
  // The dialog saves the list it read: no host journey's may land in between.
  await withTeamHostsLock(async () => {
    await page.goto('/admin/calendar');
    await teamCard.getByRole('button', { name: `Choose hosts for ${team.name}` }).click(FIRST_LOAD);
    const choose = page.getByRole('dialog', { name: `${team.name}: hosts` });
    await choose.getByRole('checkbox', { name }).click();
    await choose.getByRole('button', { name: 'Save hosts' }).click();
    await expect(choose).toBeHidden();
  });
  await expect(teamCard.getByRole('list', { name: `${team.name} hosts` })).toContainText(name);

  await page.goto('/admin/hosts');
  await expect(card).toContainText(`Teams: ${team.name}`, FIRST_LOAD);

  // Deactivated, the host runs none of the team's parties: the journeys that book on it see no host of this one.
  const host = ((await (await page.request.get('/api/admin/hosts')).json()) as AdminHost[]).find(
    (h) => h.email === email,
  )!;
  // Under the lock too: a journey saving the team's list it read with this host still active would be refused.
  await withTeamHostsLock(async () => {
    expect((await page.request.patch(`/api/admin/hosts/${host.id}`, { data: { active: false } })).status()).toBe(200);
  });
});
