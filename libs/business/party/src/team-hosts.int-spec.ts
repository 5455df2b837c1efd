import { HOST_MESSAGES, type AdminHost } from '@app/contracts';
import {
  everyDayWindows,
  inviteHost,
  loginAsAdmin,
  registerUser,
  restoreSeedTeams,
  startTestApp,
  useOnlyTeams,
  type Agent,
  type TestApp,
} from '@app/testing';
import { PartyDayModule } from './party.module';

/** A team's hosts, set by the admin all at once (docs/product/hosts.md#teams-and-hosts). */
describe('team hosts', () => {
  let t: TestApp;
  let admin: Agent;
  let teamA: number;
  let teamB: number;

  beforeAll(async () => {
    t = await startTestApp({ imports: [PartyDayModule] });
    admin = await loginAsAdmin(t.server);
    [teamA, teamB] = await useOnlyTeams(t.dataSource, [everyDayWindows(), everyDayWindows()]);
  });
  afterAll(async () => {
    await restoreSeedTeams(t.dataSource);
    await t.close();
  });

  const put = (teamId: number | string, hostIds: string[]) =>
    admin.put(`/api/admin/teams/${teamId}/hosts`).send({ hostIds });
  const teamsOf = (hosts: AdminHost[], id: string) => hosts.find((h) => h.id === id)?.teams.map((team) => team.id);

  it('replaces the members and lists each host with their teams', async () => {
    const [sam, ana] = [await inviteHost(admin, 'Sam'), await inviteHost(admin, 'Ana')];
    await put(teamA, [sam.id, ana.id]).expect(200);
    const after = (await put(teamB, [sam.id, sam.id]).expect(200)).body as AdminHost[];
    expect(teamsOf(after, sam.id)?.sort()).toEqual([teamA, teamB].sort());
    expect(teamsOf(after, ana.id)).toEqual([teamA]);

    await put(teamA, [ana.id]).expect(200);
    const listed = (await admin.get('/api/admin/hosts').expect(200)).body as AdminHost[];
    expect(teamsOf(listed, sam.id)).toEqual([teamB]);
    expect(listed.find((h) => h.id === ana.id)?.teams[0]).toMatchObject({ id: teamA });

    await put(teamA, []).expect(200);
    expect(teamsOf((await admin.get('/api/admin/hosts').expect(200)).body, ana.id)).toEqual([]);
  });

  it('takes only active hosts, for a team that exists', async () => {
    const host = await inviteHost(admin);
    const { user: parent } = await registerUser(t.server);
    const refused = await put(teamA, [host.id, parent.id]).expect(400);
    expect(refused.body.fields).toEqual({ hostIds: HOST_MESSAGES.notAHost });

    await admin.patch(`/api/admin/hosts/${host.id}`).send({ active: false }).expect(200);
    await put(teamA, [host.id]).expect(400);

    await put(teamA, ['nope']).expect(400);
    expect((await put(2_000_000_000, []).expect(404)).body.code).toBe('TEAM_NOT_FOUND');
    await put('x', []).expect(404);
  });

  it("is the admins' alone", async () => {
    const { agent: parent } = await registerUser(t.server);
    await parent.put(`/api/admin/teams/${teamA}/hosts`).send({ hostIds: [] }).expect(403);
  });
});
