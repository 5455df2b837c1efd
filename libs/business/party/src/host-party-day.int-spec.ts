import request from 'supertest';
import { historySentence, type HostParty, type PartyTeam, type User } from '@app/contracts';
import {
  allocateToTeam,
  bookedADayAgo,
  bookingHistory,
  confirmAsAdmin,
  daysFromToday,
  expectOnlyItsHosts,
  registerUser,
  rosterChild as child,
  useHostPartyBed,
  type HostWrite,
} from '@app/testing';
import { PartyDayModule } from './party.module';

/**
 * The party day from the host's phone (docs/product/party-day.md): teams, one scorer per game, results and their
 * lock, awards, the later change winning, and the office's read and correction.
 */
describe('the party day', () => {
  const bed = useHostPartyBed([PartyDayModule]);
  let keys = 0;
  let days = 0;

  const key = () => `party-day-${keys++}`;
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  const read = async (id: string) => (await bed.hostA.get(`/api/host/parties/${id}`).expect(200)).body as HostParty;
  const put = (path: string, body: Record<string, unknown>, idempotencyKey = key()) =>
    bed.hostA.put(path).set('Idempotency-Key', idempotencyKey).send(body);
  const history = (id: string) => bookingHistory(bed.t, id);

  /** A confirmed party of team A, four children coming and all but Mia checked in. */
  const party = async () => {
    const { id, link } = await bed.parties.book(6, { eventDate: daysFromToday(120 + days++), eventTime: '14:00' });
    await allocateToTeam(bed.t, id, bed.teamA);
    await bookedADayAgo(bed.t, id);
    const names = ['Ava', 'Leo', 'Zoe', 'Mia'];
    await request(bed.t.server)
      .put(`/api/bookings/${id}/roster?${link}`)
      .send({ version: 0, children: names.map((n, i) => child(n, { age: 6 + i })) })
      .expect(200);
    await confirmAsAdmin(bed.t, id);
    const children = (await read(id)).children;
    const byName = Object.fromEntries(children.map((c) => [c.firstName, c.id]));
    for (const name of ['Ava', 'Leo', 'Zoe']) {
      await put(`/api/host/parties/${id}/checkins/${byName[name]}`, { arrived: true }).expect(200);
    }
    const games = (await read(id)).games.map((g) => g.id);
    return { id, byName, games, base: `/api/host/parties/${id}` };
  };
  const twoTeams = (byName: Record<string, string>): PartyTeam[] => [
    { id: 'team-red', name: 'Red Rockets', colour: 'red', childIds: [byName.Ava, byName.Zoe] },
    { id: 'team-blue', name: 'Blue Sharks', colour: 'blue', childIds: [byName.Leo] },
  ];

  it('splits only arrived children into 2 to 4 teams, each child once', async () => {
    const { base, byName } = await party();
    const teams = twoTeams(byName);
    const notArrived = await put(`${base}/teams`, {
      teams: [teams[0], { ...teams[1], childIds: [byName.Leo, byName.Mia] }],
    }).expect(422);
    expect(notArrived.body).toMatchObject({ code: 'PARTY_TEAMS_REFUSED' });
    const twice = await put(`${base}/teams`, {
      teams: [teams[0], { ...teams[1], childIds: [byName.Leo, byName.Ava] }],
    }).expect(422);
    expect(twice.body.message).toBe('Put only children who arrived at this party in the teams, each in one team');
    const one = await put(`${base}/teams`, { teams: [teams[0]] }).expect(400);
    expect(one.body.fields).toMatchObject({ teams: 'Split the children into 2 to 4 teams' });

    const split = await put(`${base}/teams`, { teams }).expect(200);
    expect((split.body as HostParty).teams).toEqual(teams);
  });

  it("records results once the teams are split, for the party's own games only", async () => {
    const { base, byName, games } = await party();
    const phone = { deviceId: 'phone-a' };
    const early = await put(`${base}/results/${games[0]}`, { ...phone, winnerTeamId: 'team-red' }).expect(409);
    expect(early.body).toMatchObject({ code: 'PARTY_NO_TEAMS', message: expect.stringContaining('teams') });
    await put(`${base}/teams`, { teams: twoTeams(byName) }).expect(200);

    const unknown = await put(`${base}/results/999999`, { ...phone, winnerTeamId: 'team-red' }).expect(404);
    expect(unknown.body.code).toBe('PARTY_GAME_NOT_FOUND');
    const stranger = await put(`${base}/results/${games[0]}`, { ...phone, winnerTeamId: 'team-green' }).expect(422);
    expect(stranger.body.code).toBe('PARTY_RESULT_REFUSED');
    const both = await put(`${base}/results/${games[0]}`, {
      ...phone,
      winnerTeamId: 'team-red',
      points: [{ teamId: 'team-red', points: 1 }],
    }).expect(400);
    expect(both.body.fields).toMatchObject({ winnerTeamId: 'Record the winning team or the points of every team' });

    await put(`${base}/results/${games[0]}`, { ...phone, winnerTeamId: 'team-red' }).expect(200);
    const tie = await put(`${base}/results/${games[1]}`, {
      ...phone,
      points: [
        { teamId: 'team-red', points: 4 },
        { teamId: 'team-blue', points: 4 },
      ],
    }).expect(200);
    const results = (tie.body as HostParty).results;
    expect(results.find((r) => r.gameId === games[0])).toMatchObject({ winnerTeamIds: ['team-red'], points: null });
    expect(results.find((r) => r.gameId === games[1])?.winnerTeamIds.sort()).toEqual(['team-blue', 'team-red']);
    expect((tie.body as HostParty).scorers).toEqual(
      expect.arrayContaining([{ gameId: games[0], deviceId: 'phone-a', hostId: expect.any(String), hostName: 'Sam' }]),
    );
  });

  it('lets one phone score a game; another host’s phone takes over only deliberately', async () => {
    const { base, byName, games } = await party();
    // Another host of the party's team, on a phone of their own.
    const [samId, otherId] = await Promise.all(
      [bed.hostA, bed.hostB].map(async (host) => ((await host.get('/api/user').expect(200)).body as User).id),
    );
    await bed.admin
      .put(`/api/admin/teams/${bed.teamA}/hosts`)
      .send({ hostIds: [samId, otherId] })
      .expect(200);
    const putAsOther = (path: string, body: object) => bed.hostB.put(path).set('Idempotency-Key', key()).send(body);
    try {
      await put(`${base}/teams`, { teams: twoTeams(byName) }).expect(200);
      await put(`${base}/scorers/${games[0]}`, { deviceId: 'phone-a' }).expect(200);
      const second = await putAsOther(`${base}/scorers/${games[0]}`, { deviceId: 'phone-b' }).expect(409);
      expect(second.body).toMatchObject({
        code: 'GAME_SCORED_ELSEWHERE',
        message: 'Sam is scoring this game on another phone.',
      });
      const result = await putAsOther(`${base}/results/${games[0]}`, { deviceId: 'phone-b', winnerTeamId: 'team-red' });
      expect(result.status).toBe(409);

      const taken = await putAsOther(`${base}/scorers/${games[0]}`, { deviceId: 'phone-b', takeOver: true });
      expect(taken.status).toBe(200);
      expect((taken.body as HostParty).scorers).toEqual([
        { gameId: games[0], deviceId: 'phone-b', hostId: otherId, hostName: 'Other' },
      ]);
      const old = await put(`${base}/results/${games[0]}`, { deviceId: 'phone-a', winnerTeamId: 'team-blue' });
      expect(old.status).toBe(409);
      await putAsOther(`${base}/results/${games[0]}`, { deviceId: 'phone-b', winnerTeamId: 'team-blue' }).expect(200);
    } finally {
      await bed.admin
        .put(`/api/admin/teams/${bed.teamA}/hosts`)
        .send({ hostIds: [samId] })
        .expect(200);
    }
  });

  it('never refuses a host for their own earlier session: the game moves to the phone they use now', async () => {
    const { base, byName, games } = await party();
    await put(`${base}/teams`, { teams: twoTeams(byName) }).expect(200);
    await put(`${base}/scorers/${games[0]}`, { deviceId: 'phone-a' }).expect(200);
    // Sam signed in again, or in the installed app beside the browser: a new phone id, the same host.
    const again = await put(`${base}/results/${games[0]}`, { deviceId: 'phone-a2', winnerTeamId: 'team-red' });
    expect(again.status).toBe(200);
    expect((again.body as HostParty).scorers).toEqual([
      { gameId: games[0], deviceId: 'phone-a2', hostId: expect.any(String), hostName: 'Sam' },
    ]);
    await put(`${base}/scorers/${games[0]}`, { deviceId: 'phone-a' }).expect(200);
  });

  it('keeps the later change: a write made earlier on a phone than the stored one is not applied', async () => {
    const { base, byName, games } = await party();
    const teams = twoTeams(byName);
    await put(`${base}/teams`, { teams, at: minutesAgo(5) }).expect(200);
    const renamed = [{ ...teams[0], name: 'Old Name' }, teams[1]];
    const stale = await put(`${base}/teams`, { teams: renamed, at: minutesAgo(10) }).expect(200);
    expect((stale.body as HostParty).teams[0].name).toBe('Red Rockets');

    const phone = { deviceId: 'phone-a' };
    await put(`${base}/results/${games[0]}`, { ...phone, winnerTeamId: 'team-blue', at: minutesAgo(2) }).expect(200);
    const older = await put(`${base}/results/${games[0]}`, { ...phone, winnerTeamId: 'team-red', at: minutesAgo(3) });
    expect(older.status).toBe(200);
    expect((older.body as HostParty).results[0]).toMatchObject({ winnerTeamIds: ['team-blue'] });

    const awards = { special: [{ childId: byName.Leo, title: 'Best Team Spirit' }] };
    await put(`${base}/awards`, { ...awards, at: minutesAgo(1) }).expect(200);
    const lateAwards = await put(`${base}/awards`, { special: [], at: minutesAgo(4) }).expect(200);
    expect((lateAwards.body as HostParty).awards.special).toEqual(awards.special);
  });

  it('gives special awards to arrived children only, once each, and champions from the teams', async () => {
    const { base, byName } = await party();
    await put(`${base}/teams`, { teams: twoTeams(byName) }).expect(200);
    const absent = await put(`${base}/awards`, { special: [{ childId: byName.Mia, title: 'Fastest' }] }).expect(422);
    expect(absent.body).toMatchObject({
      code: 'PARTY_AWARDS_REFUSED',
      message: 'Each award goes to a child who arrived at this party',
    });
    const badChampions = await put(`${base}/awards`, { special: [], championTeamId: 'team-green' }).expect(422);
    expect(badChampions.body.message).toBe('The champions must be one of the teams');
    const set = await put(`${base}/awards`, {
      special: [{ childId: byName.Ava, title: 'Best Team Spirit' }],
      championTeamId: 'team-blue',
    }).expect(200);
    expect((set.body as HostParty).awards).toEqual({
      championTeamId: 'team-blue',
      special: [{ childId: byName.Ava, title: 'Best Team Spirit' }],
    });
  });

  it("locks the results on finish-results; the office's correction is recorded in the history", async () => {
    const { id, base, byName, games } = await party();
    await put(`${base}/teams`, { teams: twoTeams(byName) }).expect(200);
    await put(`${base}/results/${games[0]}`, { deviceId: 'phone-a', winnerTeamId: 'team-red' }).expect(200);
    const at = minutesAgo(1);
    const final = await bed.hostA.post(`${base}/finish-results`).set('Idempotency-Key', key()).send({ at }).expect(200);
    expect((final.body as HostParty).resultsFinalAt).toBe(at);

    const refused = await put(`${base}/results/${games[0]}`, { deviceId: 'phone-a', winnerTeamId: 'team-blue' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'RESULTS_FINAL', message: expect.stringContaining('office') });

    const corrected = await bed.admin
      .put(`/api/admin/bookings/${id}/results/${games[0]}`)
      .send({ winnerTeamId: 'team-blue' })
      .expect(200);
    expect((corrected.body as HostParty).results[0]).toMatchObject({
      winnerTeamIds: ['team-blue'],
      correctedByAdmin: true,
    });
    const seen = (await bed.admin.get(`/api/admin/bookings/${id}/party`).expect(200)).body as HostParty;
    expect(seen).toMatchObject({ bookingId: id, teamName: expect.any(String), resultsFinalAt: at });
    expect(seen.results[0].correctedByAdmin).toBe(true);
    const game = seen.games.find((g) => g.id === games[0])!.name;
    const entry = (await history(id)).find((h) => h.action === 'result-corrected')!;
    expect(historySentence(entry)).toBe(`Result corrected by admin: ${game}, Red Rockets won → Blue Sharks won`);
    // The host's phone now reads the office's result.
    expect((await read(id)).results[0].winnerTeamIds).toEqual(['team-blue']);
  });

  it('does each write once per Idempotency-Key', async () => {
    const { base, byName, games } = await party();
    const writes: HostWrite[] = [
      ['put', `${base}/teams`, { teams: twoTeams(byName) }],
      ['put', `${base}/scorers/${games[1]}`, { deviceId: 'phone-a' }],
      ['put', `${base}/results/${games[1]}`, { deviceId: 'phone-a', winnerTeamId: 'team-red' }],
      ['put', `${base}/awards`, { special: [{ childId: byName.Zoe, title: 'Fastest Runner' }] }],
      ['post', `${base}/finish-results`, {}],
    ];
    for (const [method, path, body] of writes) {
      const once = key();
      const send = () =>
        (method === 'put' ? bed.hostA.put(path) : bed.hostA.post(path)).set('Idempotency-Key', once).send(body);
      const first = await send().expect(200);
      const again = await send().expect(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toEqual(first.body);
    }
    const bare = await bed.hostA
      .put(`${base}/teams`)
      .send({ teams: twoTeams(byName) })
      .expect(400);
    expect(bare.body.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  it('answers another host with the 404 of a missing party, a parent with 403, and the office only to admins', async () => {
    const { id, base, byName, games } = await party();
    const { agent: parent } = await registerUser(bed.t.server);
    const writes: HostWrite[] = [
      ['put', `${base}/teams`, { teams: twoTeams(byName) }],
      ['put', `${base}/scorers/${games[0]}`, { deviceId: 'phone-b' }],
      ['put', `${base}/results/${games[0]}`, { deviceId: 'phone-b', winnerTeamId: 'team-red' }],
      ['post', `${base}/finish-results`, {}],
      ['put', `${base}/awards`, { special: [] }],
    ];
    await expectOnlyItsHosts(writes, { otherHost: bed.hostB, parent }, key);
    await bed.hostA.get(`/api/admin/bookings/${id}/party`).expect(403);
    await bed.hostA.put(`/api/admin/bookings/${id}/results/${games[0]}`).send({ winnerTeamId: 'team-red' }).expect(403);
    const unchanged = await read(id);
    expect(unchanged).toMatchObject({ teams: [], scorers: [], resultsFinalAt: null });
  });
});
