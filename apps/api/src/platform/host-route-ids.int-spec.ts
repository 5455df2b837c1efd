import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { ErrorCode, HostParty } from '@app/contracts';
import { AppModule } from '@api/app.module';
import {
  allocateToTeam,
  confirmAsAdmin,
  daysFromToday,
  nestRoutes,
  rosterChild,
  useHostPartyBed,
  type NestRoute,
} from '@app/testing';

/**
 * Each id of the host's routes, as a route parameter is named, and the 404 a value that cannot be one answers
 * (docs/product/hosts.md#access): the not-found of the domain the id belongs to. A new host route with an id of a new
 * name adds it here.
 */
const NOT_FOUND: Record<string, ErrorCode> = {
  id: 'BOOKING_NOT_FOUND',
  childId: 'ROSTER_CHILD_NOT_FOUND',
  gameId: 'PARTY_GAME_NOT_FOUND',
  photoId: 'ALBUM_PHOTO_NOT_FOUND',
};

/** The route parameters that are no id, each with a value it takes (a photo's file size). */
const NOT_IDS: Record<string, string> = { size: 'thumb' };

/** Values that are no id of ours: text, SQL, a UUID a digit short or long, numbers past a column, odd characters. */
const JUNK = [
  'not-a-uuid',
  "1' OR '1'='1",
  '0b5e3a52-7c1d-4e8f-9a2b-3c4d5e6f7a8',
  '0b5e3a52-7c1d-4e8f-9a2b-3c4d5e6f7a812',
  '0',
  '-1',
  '99999999999',
  'custom-0',
  'custom-x',
  '\u202e12',
  'x'.repeat(90),
];

/** A body each write takes, so only the id decides the answer (the body's rules come after it either way). */
const BODIES: Record<string, Record<string, unknown>> = {
  'checkins/:childId': { arrived: true },
  'walk-ins': { firstName: 'Zoe', age: 6 },
  payments: { amount: '1.00' },
  teams: { teams: [] },
  'scorers/:gameId': { deviceId: 'phone-a' },
  'results/:gameId': { deviceId: 'phone-a', winnerTeamId: 'team-red' },
  awards: { special: [] },
};

const bodyOf = (route: NestRoute) =>
  Object.entries(BODIES).find(([tail]) => route.pattern.endsWith(`/${tail}`))?.[1] ?? {};

/** docs/product/hosts.md#access: every id of every host route goes through one rule; a junk id is never a 500. */
describe("the host routes' ids", () => {
  const bed = useHostPartyBed([AppModule]);
  let keys = 0;

  it('answer a value that cannot be an id with the 404 of its domain, on every host route that takes one', async () => {
    const routes = nestRoutes(bed.t.app, ['get', 'post', 'put', 'patch', 'delete']).filter(
      (r) => r.pattern.startsWith('/api/host/') && r.pattern.includes(':'),
    );
    expect(routes.map((r) => `${r.method} ${r.pattern}`)).toEqual(
      expect.arrayContaining([
        'get /api/host/parties/:id',
        'put /api/host/parties/:id/checkins/:childId',
        'put /api/host/parties/:id/scorers/:gameId',
        'put /api/host/parties/:id/results/:gameId',
        'get /api/host/parties/:id/certificates',
        'delete /api/host/parties/:id/photos/:photoId',
      ]),
    );

    // A real party of the host's, with a child and games: every id but the junk one is good.
    const { id, link } = await bed.parties.book(4, { eventDate: daysFromToday(200), eventTime: '14:00' });
    await allocateToTeam(bed.t, id, bed.teamA);
    await request(bed.t.server)
      .put(`/api/bookings/${id}/roster?${link}`)
      .send({ version: 0, children: [rosterChild('Ava', { age: 7 })] })
      .expect(200);
    await confirmAsAdmin(bed.t, id);
    const party = (await bed.hostA.get(`/api/host/parties/${id}`).expect(200)).body as HostParty;
    const good: Record<string, string> = { id, childId: party.children[0].id, gameId: party.games[0].id };

    const answers: { call: string; status: number; code: string; message: string }[] = [];
    const expected: typeof answers = [];
    for (const route of routes) {
      const params = [...route.pattern.matchAll(/:(\w+)/g)].map((m) => m[1]).filter((name) => !(name in NOT_IDS));
      for (const param of params) {
        expect([param, NOT_FOUND[param]]).toEqual([param, expect.any(String)]);
        for (const junk of JUNK) {
          const url = route.pattern.replace(/:(\w+)/g, (_, name: string) =>
            encodeURIComponent(name === param ? junk : (good[name] ?? NOT_IDS[name] ?? randomUUID())),
          );
          const call = `${route.method} ${route.pattern} ${param}=${JSON.stringify(junk)}`;
          const res = await bed.hostA[route.method](url)
            .set('Idempotency-Key', `junk-id-${keys++}`)
            .send(bodyOf(route));
          answers.push({ call, status: res.status, code: res.body.code, message: res.body.message });
          expected.push({ call, status: 404, code: NOT_FOUND[param], message: expect.stringMatching(/\w/) });
        }
      }
    }
    expect(answers).toEqual(expected);
    // Nothing reached the party: the junk was refused before any write.
    expect((await bed.hostA.get(`/api/host/parties/${id}`).expect(200)).body).toEqual(party);
  });
});
