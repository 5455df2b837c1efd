import type { INestApplicationContext } from '@nestjs/common';
import type { CalendarResponse } from '@app/contracts';
import {
  bookOnTeam,
  catalogueGameIds,
  daysFromToday,
  everyDayWindows,
  Inbox,
  inviteHost,
  loginAsAdmin,
  restoreSeedTeams,
  startTestApp,
  startTestWorker,
  useOnlyTeams,
  type Agent,
  type TestApp,
} from '@app/testing';
import { PartyDayModule } from '@app/party';
import { AdminModule, AdminWorkerModule } from './admin.module';

/**
 * The hosts on the admin's Calendar, and a party moved to another team told to both teams' hosts
 * (docs/product/hosts.md#moving-a-party-to-another-team).
 */
describe('hosts on the calendar and a party moved to another team', () => {
  const inbox = Inbox.ofTestRun();
  let t: TestApp;
  let worker: INestApplicationContext;
  let admin: Agent;
  let games: number[];
  let teamA: number;
  let teamB: number;
  const day = daysFromToday(83);

  beforeAll(async () => {
    t = await startTestApp({ imports: [AdminModule, PartyDayModule] });
    worker = await startTestWorker({ imports: [AdminWorkerModule], overrides: { SMTP_URL: inbox.smtpUrl } });
    admin = await loginAsAdmin(t.server);
    games = await catalogueGameIds(t.server);
    [teamA, teamB] = await useOnlyTeams(t.dataSource, [everyDayWindows(), everyDayWindows()]);
  });
  afterAll(async () => {
    await restoreSeedTeams(t.dataSource);
    await worker.close();
    await t.close();
  });

  /** A paid-for party on `day` at 14:00 held firm by `teamId`. */
  const book = (teamId: number) => bookOnTeam(t, games, { teamId, kind: 'firm', date: day, time: '14:00' });
  const setHosts = (teamId: number, hostIds: string[]) =>
    admin.put(`/api/admin/teams/${teamId}/hosts`).send({ hostIds }).expect(200);

  it("names each party's active hosts, and e-mails both teams' hosts when it moves", async () => {
    const [ana, bo, cy, dee] = [
      await inviteHost(admin, 'Ana Old'),
      await inviteHost(admin, 'Bo New'),
      await inviteHost(admin, 'Cy Both'),
      await inviteHost(admin, 'Dee Gone'),
    ];
    await setHosts(teamA, [ana.id, cy.id, dee.id]);
    await setHosts(teamB, [bo.id, cy.id]);
    await admin.patch(`/api/admin/hosts/${dee.id}`).send({ active: false }).expect(200);
    const id = await book(teamA);

    const calendar = async () =>
      (
        (await admin.get('/api/admin/calendar').query({ from: day, to: day }).expect(200)).body as CalendarResponse
      ).allocations.find((a) => a.bookingId === id)!;
    // A deactivated host runs no party.
    expect((await calendar()).hostNames.sort()).toEqual(['Ana Old', 'Cy Both']);

    await admin.post(`/api/admin/bookings/${id}/move`).send({ teamId: teamB }).expect(204);
    expect((await calendar()).hostNames.sort()).toEqual(['Bo New', 'Cy Both']);

    const [gone] = await inbox.waitForMails({ to: ana.email, subject: /^A party is no longer your team's: / });
    const [added] = await inbox.waitForMails({ to: bo.email, subject: /^A party for your team: / });
    for (const mail of [gone, added]) {
      expect(mail.text).toMatch(/\b2:00 PM\b/);
      expect(mail.text).toContain('12 Oak Street, Austin');
      expect(mail.subject).toContain(new Date(`${day}T00:00:00Z`).getUTCFullYear().toString());
    }
    expect(gone.text).toContain('Hi Ana Old,');
    expect(gone.text).toContain('your team no longer runs it');
    expect(added.text).toContain('Hi Bo New,');
    expect(added.text).toContain("is now your team's to run");
    // Both letters go out in one job, so by now the host of both teams (who keeps the party) and the deactivated host
    // would have theirs.
    const party = /^A party /;
    expect(await inbox.mails({ to: cy.email, subject: party })).toEqual([]);
    expect(await inbox.mails({ to: dee.email, subject: party })).toEqual([]);
  });

  it('tells no host when the party keeps its team', async () => {
    const host = await inviteHost(admin, 'Eve Stays');
    await setHosts(teamA, [host.id]);
    const id = await book(teamA);
    await admin.post(`/api/admin/bookings/${id}/move`).send({ eventTime: '09:00' }).expect(204);
    await admin.post(`/api/admin/bookings/${id}/move`).send({ teamId: teamB }).expect(204);
    // The move to B is told; the change of time before it was not (one e-mail only).
    const mails = await inbox.waitForMails({ to: host.email, subject: /^A party / });
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toMatch(/\b9:00 AM\b/);
  });
});
