import { BookingMoneyModule } from '@app/booking-money';
import {
  BOOKING_MESSAGES,
  HOST_ACTION_MESSAGES,
  HOST_ACTION_RULES,
  PARTY_MESSAGES,
  partyClosedMessage,
  type HostParty,
  type PartyTeam,
} from '@app/contracts';
import {
  bookingHistory,
  cancelThroughLink,
  daysFromToday,
  avaAndLeoParty,
  startedAnHourAgo,
  useHostPartyBed,
  type HostWrite,
} from '@app/testing';
import { PartyDayModule } from './party.module';

/**
 * What refuses any host write besides its own rules (docs/product/party-day.md#what-a-party-takes): results that are
 * final, a booking that is not confirmed, and an action's time out of its bounds.
 */
describe('what a party takes from its host', () => {
  const bed = useHostPartyBed([PartyDayModule, BookingMoneyModule]);
  let keys = 0;
  let days = 0;

  const key = () => `party-writes-${keys++}`;
  const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
  const read = async (id: string) => (await bed.hostA.get(`/api/host/parties/${id}`).expect(200)).body as HostParty;
  const send = ([method, path, body]: HostWrite) =>
    (method === 'put' ? bed.hostA.put(path) : bed.hostA.post(path)).set('Idempotency-Key', key()).send(body);

  /** A party of team A (Ava and Leo coming), confirmed unless said otherwise. */
  const party = (options: { confirm?: boolean } = {}) =>
    avaAndLeoParty(bed, { ...options, eventDate: daysFromToday(150 + days++) });
  const started = (id: string) => startedAnHourAgo(bed, id);
  /** Ava and Leo checked in and split into two teams, Red winning the first game. */
  const underway = async (id: string) => {
    const before = await read(id);
    const [ava, leo] = before.children;
    for (const c of [ava, leo]) {
      await send(['put', `/api/host/parties/${id}/checkins/${c.id}`, { arrived: true }]).expect(200);
    }
    const teams: PartyTeam[] = [
      { id: 'team-red', name: 'Red Rockets', colour: 'red', childIds: [ava.id] },
      { id: 'team-blue', name: 'Blue Sharks', colour: 'blue', childIds: [leo.id] },
    ];
    await send(['put', `/api/host/parties/${id}/teams`, { teams }]).expect(200);
    const game = before.games[0].id;
    await send([
      'put',
      `/api/host/parties/${id}/results/${game}`,
      { deviceId: 'phone-a', winnerTeamId: 'team-red' },
    ]).expect(200);
    await send(['put', `/api/host/parties/${id}/awards`, { special: [], championTeamId: 'team-red' }]).expect(200);
    return { ava, leo, teams, game };
  };
  /** Every write of the results, each trying to move the champions to the other team. */
  const resultWrites = (id: string, { ava, leo, teams, game }: Awaited<ReturnType<typeof underway>>): HostWrite[] => {
    const base = `/api/host/parties/${id}`;
    const swapped = [
      { ...teams[0], childIds: [leo.id] },
      { ...teams[1], childIds: [ava.id] },
    ];
    return [
      ['put', `${base}/teams`, { teams: swapped }],
      [
        'put',
        `${base}/awards`,
        { special: [{ childId: leo.id, title: 'Best Team Spirit' }], championTeamId: 'team-blue' },
      ],
      ['put', `${base}/scorers/${game}`, { deviceId: 'phone-b', takeOver: true }],
      ['put', `${base}/results/${game}`, { deviceId: 'phone-a', winnerTeamId: 'team-blue' }],
    ];
  };
  const refusedAll = async (writes: HostWrite[], status: number, code: string, message: string) => {
    const answers = [];
    for (const write of writes) {
      const res = await send(write);
      answers.push({ path: write[1], status: res.status, code: res.body.code, message: res.body.message });
    }
    expect(answers).toEqual(writes.map(([, path]) => ({ path, status, code, message })));
  };

  it('refuses the teams, the awards, a scorer and a result once "Finish results" was pressed', async () => {
    const id = await party();
    const day = await underway(id);
    await send(['post', `/api/host/parties/${id}/finish-results`, {}]).expect(200);
    const final = await read(id);

    await refusedAll(resultWrites(id, day), 409, 'RESULTS_FINAL', PARTY_MESSAGES.resultsFinal);
    expect(await read(id)).toEqual(final);
    // A second press (another phone, a resend) changes nothing and is no error.
    await send(['post', `/api/host/parties/${id}/finish-results`, {}]).expect(200);
  });

  it('refuses them once the party is completed, while the office may still correct a result, in the history', async () => {
    const id = await party();
    const day = await underway(id);
    await started(id);
    await send(['post', `/api/host/parties/${id}/complete`, {}]).expect(200);
    const completed = await read(id);
    expect(completed).toMatchObject({ status: 'completed', resultsFinalAt: null });

    await refusedAll(resultWrites(id, day), 409, 'RESULTS_FINAL', PARTY_MESSAGES.resultsFinal);
    const finish = await send(['post', `/api/host/parties/${id}/finish-results`, {}]).expect(409);
    expect(finish.body).toMatchObject({ code: 'BOOKING_STATE_CONFLICT', message: partyClosedMessage('completed') });
    expect(await read(id)).toEqual(completed);

    const corrected = await bed.admin
      .put(`/api/admin/bookings/${id}/results/${day.game}`)
      .send({ winnerTeamId: 'team-blue' })
      .expect(200);
    expect((corrected.body as HostParty).results[0]).toMatchObject({
      winnerTeamIds: ['team-blue'],
      correctedByAdmin: true,
    });
    expect((await bookingHistory(bed.t, id)).map((h) => h.action)).toContain('result-corrected');
  });

  it("takes no party-day write on a booking that is not confirmed; a cancelled one is no longer the team's", async () => {
    const pending = await party({ confirm: false });
    const before = await read(pending);
    expect(before.status).toBe('pending');
    const base = `/api/host/parties/${pending}`;
    const game = before.games[0].id;
    const teams = [
      { id: 'team-red', name: 'Red Rockets', colour: 'red', childIds: [] },
      { id: 'team-blue', name: 'Blue Sharks', colour: 'blue', childIds: [] },
    ];
    const writes = (base: string, childId: string): HostWrite[] => [
      ['put', `${base}/checkins/${childId}`, { arrived: true }],
      ['post', `${base}/walk-ins`, { firstName: 'Zoe', age: 6 }],
      ['post', `${base}/payments`, { amount: '10.00' }],
      ['put', `${base}/teams`, { teams }],
      ['put', `${base}/scorers/${game}`, { deviceId: 'phone-a' }],
      ['put', `${base}/results/${game}`, { deviceId: 'phone-a', winnerTeamId: 'team-red' }],
      ['post', `${base}/finish-results`, {}],
      ['put', `${base}/awards`, { special: [] }],
    ];
    await refusedAll(writes(base, before.children[0].id), 409, 'BOOKING_STATE_CONFLICT', partyClosedMessage('pending'));
    const complete = await send(['post', `${base}/complete`, {}]).expect(409);
    expect(complete.body.message).toBe(HOST_ACTION_MESSAGES.notConfirmed);
    expect(await read(pending)).toEqual(before);
    const [{ payments }] = await bed.t.dataSource.query(
      `SELECT count(*)::int AS payments FROM payments WHERE booking_id = $1`,
      [pending],
    );
    expect(payments).toBe(0);

    // Cancelled, the party leaves its team: its host reads and writes it as one that does not exist.
    const cancelled = await party();
    const [ava] = (await read(cancelled)).children;
    await cancelThroughLink(bed.t, cancelled, { reason: 'We moved the party' }).expect(200);
    await bed.hostA.get(`/api/host/parties/${cancelled}`).expect(404);
    await refusedAll(
      writes(`/api/host/parties/${cancelled}`, ava.id),
      404,
      'BOOKING_NOT_FOUND',
      BOOKING_MESSAGES.notFound,
    );
  });

  it("bounds an action's time: not before the party was booked, not minutes ahead of the server's clock", async () => {
    const id = await party();
    const { children, games } = await read(id);
    const [{ created_at: bookedAt }] = await bed.t.dataSource.query(`SELECT created_at FROM bookings WHERE id = $1`, [
      id,
    ]);
    const base = `/api/host/parties/${id}`;
    const writes = (at: string): HostWrite[] => [
      ['put', `${base}/checkins/${children[0].id}`, { arrived: true, at }],
      ['post', `${base}/walk-ins`, { firstName: 'Zoe', age: 6, at }],
      ['post', `${base}/payments`, { amount: '10.00', at }],
      ['put', `${base}/scorers/${games[0].id}`, { deviceId: 'phone-a', at }],
      ['post', `${base}/finish-results`, { at }],
      ['post', `${base}/complete`, { at }],
    ];
    const refused = async (at: string, message: string) => {
      const answers = [];
      for (const write of writes(at)) {
        const res = await send(write);
        answers.push({ path: write[1], status: res.status, code: res.body.code, fields: res.body.fields });
      }
      expect(answers).toEqual(
        writes(at).map(([, path]) => ({ path, status: 400, code: 'VALIDATION_FAILED', fields: { at: message } })),
      );
    };

    await refused(new Date(new Date(bookedAt).getTime() - 1).toISOString(), HOST_ACTION_MESSAGES.atBeforeBooking);
    await refused(minutesFromNow(HOST_ACTION_RULES.clockAheadMinutes + 1), HOST_ACTION_MESSAGES.atAhead);
    const malformed = await send(writes('yesterday')[0]).expect(400);
    expect(malformed.body.fields).toEqual({ at: HOST_ACTION_MESSAGES.at });
    const untouched = await read(id);
    expect(untouched).toMatchObject({ arrivedCount: 0, resultsFinalAt: null, scorers: [] });

    // A phone a little ahead of the server is still "now"; the record keeps the phone's time.
    const ahead = minutesFromNow(HOST_ACTION_RULES.clockAheadMinutes - 1);
    await send(writes(ahead)[0]).expect(200);
    const [row] = await bed.t.dataSource.query(`SELECT arrived_at FROM roster_children WHERE id = $1`, [
      children[0].id,
    ]);
    expect(new Date(row.arrived_at).toISOString()).toBe(ahead);
  });
});
