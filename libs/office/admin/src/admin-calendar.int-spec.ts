import request from 'supertest';
import { AvailabilityService } from '@app/availability';
import {
  AVAILABILITY_MESSAGES,
  CALENDAR_MESSAGES as M,
  MANAGE_BOOKING_MESSAGES,
  shortBookingId,
  type AdminTeam,
  type CalendarResponse,
  type NextBookingResponse,
} from '@app/contracts';
import { durationMinutes } from '@app/pricing';
import {
  Agent,
  bookOnTeam,
  catalogueGameIds,
  daysFromToday,
  everyDayWindows,
  loginAsAdmin,
  registerUser,
  restoreSeedTeams,
  startTestApp,
  TestApp,
  unique,
  useOnlyTeams,
} from '@app/testing';
import { AdminModule } from './admin.module';

/** The admin's Calendar: teams, hours, time off, blackout days, allocations, moving a booking. */
describe('admin calendar', () => {
  let t: TestApp;
  let admin: Agent;
  let games: number[];
  let teamA: number;
  let teamB: number;
  const day = daysFromToday(70);

  const book = (teamId: number, kind: 'hold' | 'firm', time = '14:00', date = day) =>
    bookOnTeam(t, games, { teamId, kind, date, time });
  const calendar = async (from = day, to = day) =>
    (await admin.get('/api/admin/calendar').query({ from, to }).expect(200)).body as CalendarResponse;
  const allocationOf = async (bookingId: string) =>
    (await calendar()).allocations.find((a) => a.bookingId === bookingId);
  const teamOf = async (id: number) =>
    ((await admin.get('/api/admin/teams').expect(200)).body as AdminTeam[]).find((team) => team.id === id);

  beforeAll(async () => {
    t = await startTestApp({ imports: [AdminModule] });
    admin = await loginAsAdmin(t.server);
    games = await catalogueGameIds(t.server);
    [teamA, teamB] = await useOnlyTeams(t.dataSource, [everyDayWindows(), everyDayWindows()]);
  });
  afterAll(async () => {
    await restoreSeedTeams(t.dataSource);
    await t.close();
  });

  const routes: [string, string][] = [
    ['get', '/api/admin/teams'],
    ['post', '/api/admin/teams'],
    ['patch', '/api/admin/teams/1'],
    ['put', '/api/admin/teams/1/windows'],
    ['post', '/api/admin/teams/1/time-off'],
    ['delete', '/api/admin/teams/1/time-off/1'],
    ['get', '/api/admin/blackout-days'],
    ['post', '/api/admin/blackout-days'],
    ['delete', '/api/admin/blackout-days/1'],
    ['get', `/api/admin/calendar?from=${day}&to=${day}`],
    ['get', `/api/admin/calendar/next-booking?after=${day}`],
    ['post', '/api/admin/bookings/00000000-0000-4000-8000-000000000000/move'],
  ];

  it.each(routes)('%s %s: 401 signed out, 403 for a parent', async (method, path) => {
    const anonymous = request(t.server) as unknown as Record<string, (p: string) => request.Test>;
    await anonymous[method](path).expect(401);
    const { agent } = await registerUser(t.server);
    await (agent as unknown as Record<string, (p: string) => request.Test>)[method](path).expect(403);
  });

  it('refuses bad input with a message that says what to fix', async () => {
    const message = async (res: request.Test, status = 400) => (await res.expect(status)).body.message;
    expect(await message(admin.post('/api/admin/teams').send({ name: '  ' }))).toBe(M.teamName);
    expect(await message(admin.post('/api/admin/teams').send({ name: 'x'.repeat(61) }))).toBe(M.teamName);
    expect(await message(admin.patch(`/api/admin/teams/${teamA}`).send({ active: 'no' }))).toBe(M.active);
    // A body that is not an object was taken for "no change" (200).
    const notObject = await admin.patch(`/api/admin/teams/${teamA}`).type('json').send('[]').expect(400);
    expect(notObject.body.code).toBe('BODY_NOT_OBJECT');
    expect(
      await message(
        admin
          .put(`/api/admin/teams/${teamA}/windows`)
          .send({ windows: [{ weekday: 7, startMinute: 0, endMinute: 60 }] }),
      ),
    ).toBe(M.windows);
    expect(
      await message(
        admin
          .put(`/api/admin/teams/${teamA}/windows`)
          .send({ windows: [{ weekday: 1, startMinute: 600, endMinute: 540 }] }),
      ),
    ).toBe(M.windows);
    const range = { firstDay: day, lastDay: daysFromToday(69), reason: 'Holiday' };
    expect(await message(admin.post(`/api/admin/teams/${teamA}/time-off`).send(range))).toBe(M.lastDay);
    expect(await message(admin.post('/api/admin/blackout-days').send({ ...range, lastDay: day, reason: '' }))).toBe(
      M.reason,
    );
    expect(await message(admin.post('/api/admin/blackout-days').send({ ...range, firstDay: '2026-02-30' }))).toBe(
      M.firstDay,
    );
    expect(await message(admin.get('/api/admin/calendar').query({ from: day, to: daysFromToday(40) }))).toBe(M.to);
    expect(await message(admin.get('/api/admin/calendar').query({ from: day, to: daysFromToday(101) }))).toBe(M.to);
    const id = await book(teamA, 'hold', '10:00', daysFromToday(66));
    expect(await message(admin.post(`/api/admin/bookings/${id}/move`).send({}))).toBe(M.moveNothing);
    expect(await message(admin.post(`/api/admin/bookings/${id}/move`).send({ eventTime: '10am' }))).toBe(M.eventTime);
    expect(await message(admin.post(`/api/admin/bookings/${id}/move`).send({ teamId: 999_999 }), 404)).toBe(
      M.teamNotFound,
    );
    expect(await message(admin.patch('/api/admin/teams/999999').send({ name: 'Nobody' }), 404)).toBe(M.teamNotFound);
  });

  it('creates a team working the default hours, renames it, refuses a taken name, replaces its week', async () => {
    const name = unique('Team');
    const created = (
      await admin
        .post('/api/admin/teams')
        .send({ name: ` ${name} ` })
        .expect(201)
    ).body as AdminTeam;
    expect(created).toMatchObject({ name, active: true, timeOff: [] });
    expect(created.windows).toHaveLength(7);
    expect(created.windows[0]).toEqual({ weekday: 0, startMinute: 540, endMinute: 1200 });
    const taken = await admin.post('/api/admin/teams').send({ name }).expect(409);
    expect(taken.body).toMatchObject({ code: 'TEAM_NAME_TAKEN', message: M.teamNameTaken });

    const renamed = await admin
      .patch(`/api/admin/teams/${created.id}`)
      .send({ name: `${name} B` })
      .expect(200);
    expect(renamed.body.name).toBe(`${name} B`);
    const windows = [
      { weekday: 6, startMinute: 600, endMinute: 960 },
      { weekday: 6, startMinute: 1020, endMinute: 1200 },
    ];
    const week = await admin.put(`/api/admin/teams/${created.id}/windows`).send({ windows }).expect(200);
    expect(week.body.windows).toEqual(windows);
    await admin.patch(`/api/admin/teams/${created.id}`).send({ active: false }).expect(200);
    expect((await teamOf(created.id))?.active).toBe(false);
  });

  it('adds and removes a team time off and blackout days, each with its reason', async () => {
    const range = { firstDay: daysFromToday(80), lastDay: daysFromToday(82), reason: 'Training week' };
    const team = (await admin.post(`/api/admin/teams/${teamB}/time-off`).send(range).expect(201)).body as AdminTeam;
    expect(team.timeOff).toEqual([{ id: expect.any(Number), ...range }]);
    // Away means no start for that team on those days (the other team still works).
    const free = await request(t.server)
      .get('/api/availability')
      .query({ from: range.firstDay, to: range.firstDay, games: 3 })
      .expect(200);
    expect(free.body.days[0].times).toContain('14:00');
    await admin.delete(`/api/admin/teams/${teamB}/time-off/${team.timeOff[0].id}`).expect(200);
    expect((await teamOf(teamB))?.timeOff).toEqual([]);
    await admin.delete(`/api/admin/teams/${teamB}/time-off/${team.timeOff[0].id}`).expect(404);

    const blackout = { firstDay: daysFromToday(90), lastDay: daysFromToday(90), reason: 'Public holiday' };
    const added = (await admin.post('/api/admin/blackout-days').send(blackout).expect(201)).body;
    expect(added).toEqual({ id: expect.any(Number), ...blackout });
    expect((await admin.get('/api/admin/blackout-days').expect(200)).body).toContainEqual(added);
    const closed = await request(t.server)
      .get('/api/availability')
      .query({ from: blackout.firstDay, to: blackout.firstDay, games: 3 })
      .expect(200);
    expect(closed.body.days[0].times).toEqual([]);
    expect((await calendar(blackout.firstDay, blackout.firstDay)).blackoutDays).toEqual([added]);
    await admin.delete(`/api/admin/blackout-days/${added.id}`).expect(204);
    expect((await admin.get('/api/admin/blackout-days').expect(200)).body).not.toContainEqual(added);
    await admin.delete(`/api/admin/blackout-days/${added.id}`).expect(404);
  });

  it('shows each allocation with its team, short id, child, status and hold expiry', async () => {
    const id = await book(teamA, 'hold', '11:00');
    const { body: booking } = await admin.get(`/api/admin/bookings/${id}`).expect(200);
    const allocation = await allocationOf(id);
    expect(allocation).toMatchObject({
      teamId: teamA,
      shortId: shortBookingId(id),
      childName: booking.childName,
      bookingStatus: 'pending',
      kind: 'hold',
      eventDate: day,
      eventTime: '11:00',
      gameCount: 3,
      holdExpiresAt: expect.any(String),
    });
    expect((await calendar(daysFromToday(71), daysFromToday(77))).allocations.map((a) => a.bookingId)).not.toContain(
      id,
    );
    expect((await calendar(daysFromToday(64), day)).allocations.map((a) => a.bookingId)).toContain(id);
  });

  it('moves a booking to the other team, and to another time, with an entry in its history', async () => {
    const id = await book(teamA, 'firm', '15:00');
    const holdBefore = await allocationOf(id);
    await admin.post(`/api/admin/bookings/${id}/move`).send({ teamId: teamB }).expect(204);
    expect(await allocationOf(id)).toMatchObject({ teamId: teamB, kind: 'firm', eventTime: '15:00' });
    expect((await allocationOf(id))?.startsAt).toBe(holdBefore?.startsAt);

    await admin.post(`/api/admin/bookings/${id}/move`).send({ eventTime: '09:00' }).expect(204);
    const { body: booking } = await admin.get(`/api/admin/bookings/${id}`).expect(200);
    expect(booking).toMatchObject({ eventDate: day, eventTime: '09:00' });
    expect(await allocationOf(id)).toMatchObject({ teamId: teamB, eventTime: '09:00' });

    const { body: activity } = await admin.get(`/api/admin/bookings/${id}/activity`).expect(200);
    const moves = activity.history.filter((e: { action: string }) => e.action === 'moved');
    expect(moves).toHaveLength(2);
    const [nameA, nameB] = [(await teamOf(teamA))?.name, (await teamOf(teamB))?.name];
    expect(moves[0]).toMatchObject({
      actor: { name: 'admin' },
      before: { team: nameA, date: day, time: '15:00' },
      after: { team: nameB, date: day, time: '15:00' },
    });
    expect(moves[1]).toMatchObject({ before: { time: '15:00' }, after: { team: nameB, time: '09:00' } });
  });

  it('refuses a move to a team that is taken then with 409 SLOT_TAKEN and free times, changing nothing', async () => {
    const mine = await book(teamA, 'hold', '17:00');
    await book(teamB, 'hold', '17:00');
    const res = await admin.post(`/api/admin/bookings/${mine}/move`).send({ teamId: teamB }).expect(409);
    expect(res.body).toMatchObject({ code: 'SLOT_TAKEN', message: AVAILABILITY_MESSAGES.slotTaken });
    expect(res.body.details.alternatives.length).toBeGreaterThan(0);
    expect(await allocationOf(mine)).toMatchObject({ teamId: teamA, eventTime: '17:00', kind: 'hold' });
    const { body: activity } = await admin.get(`/api/admin/bookings/${mine}/activity`).expect(200);
    expect(activity.history.map((e: { action: string }) => e.action)).not.toContain('moved');
  });

  it('gives a confirmed booking that holds no team (its hold lapsed) a firm one', async () => {
    const id = await book(teamA, 'hold', '13:00', daysFromToday(68));
    await admin.post(`/api/admin/bookings/${id}/confirm`).expect(204);
    await t.dataSource.transaction((manager) => t.app.get(AvailabilityService).release(manager, id));
    await admin.post(`/api/admin/bookings/${id}/move`).send({ teamId: teamB }).expect(204);
    const [allocation] = (await calendar(daysFromToday(68), daysFromToday(68))).allocations.filter(
      (a) => a.bookingId === id,
    );
    expect(allocation).toMatchObject({ teamId: teamB, kind: 'firm', holdExpiresAt: null, bookingStatus: 'confirmed' });
  });

  it('answers the next day with a booking after a given day, skipping a cancelled one', async () => {
    // Days 73-76 are this case's alone: the first booking after day 73 can only be the one it makes on day 74.
    const [before, bookedDay] = [daysFromToday(73), daysFromToday(74)];
    const next = async (after: string) =>
      (await admin.get('/api/admin/calendar/next-booking').query({ after }).expect(200)).body as NextBookingResponse;
    const id = await book(teamA, 'hold', '10:00', bookedDay);
    expect(await next(before)).toEqual({ day: bookedDay });
    expect((await next(bookedDay)).day ?? '9999').not.toBe(bookedDay);

    await admin.post(`/api/admin/bookings/${id}/cancel`).send({ reason: 'Plans changed' }).expect(200);
    expect((await next(before)).day ?? '9999').not.toBe(bookedDay);
    expect(
      (await admin.get('/api/admin/calendar/next-booking').query({ after: '20-1-1' }).expect(400)).body.message,
    ).toBe(M.after);
  });

  it('lists the days’ cancelled bookings apart from the allocations: they take no team', async () => {
    const cancelledDay = daysFromToday(84);
    const id = await book(teamA, 'firm', '15:00', cancelledDay);
    await admin.post(`/api/admin/bookings/${id}/cancel`).send({ reason: 'Plans changed' }).expect(200);
    const shown = await calendar(cancelledDay, cancelledDay);
    expect(shown.allocations.map((a) => a.bookingId)).not.toContain(id);
    expect(shown.cancelled.find((c) => c.bookingId === id)).toEqual({
      bookingId: id,
      shortId: shortBookingId(id),
      childName: expect.any(String),
      bookingStatus: 'cancelled',
      eventDate: cancelledDay,
      eventTime: '15:00',
      durationMinutes: durationMinutes(3),
    });
    // Its team is free again at that time: another booking takes it.
    const again = await book(teamA, 'firm', '15:00', cancelledDay);
    expect((await calendar(cancelledDay, cancelledDay)).allocations.find((a) => a.bookingId === again)).toMatchObject({
      teamId: teamA,
    });
    // Only the asked days.
    expect((await calendar(daysFromToday(85), daysFromToday(85))).cancelled.map((c) => c.bookingId)).not.toContain(id);
  });

  it('refuses to move a cancelled booking', async () => {
    const id = await book(teamA, 'hold', '12:00', daysFromToday(67));
    await admin.post(`/api/admin/bookings/${id}/cancel`).send({ reason: 'Family moved away' }).expect(200);
    const res = await admin.post(`/api/admin/bookings/${id}/move`).send({ teamId: teamB }).expect(409);
    expect(res.body.message).toBe(MANAGE_BOOKING_MESSAGES.notChangeable);
  });

  it('refuses to deactivate a team with paid or confirmed bookings to come, until they are moved', async () => {
    const [lonely, other] = await useOnlyTeams(t.dataSource, [everyDayWindows(), everyDayWindows()]);
    const firm = await book(lonely, 'firm', '16:00');
    await book(lonely, 'hold', '12:00');
    const res = await admin.patch(`/api/admin/teams/${lonely}`).send({ active: false }).expect(409);
    expect(res.body).toMatchObject({ code: 'TEAM_HAS_BOOKINGS', message: M.teamHasBookings(1) });
    expect((await teamOf(lonely))?.active).toBe(true);
    await admin.post(`/api/admin/bookings/${firm}/move`).send({ teamId: other }).expect(204);
    await admin.patch(`/api/admin/teams/${lonely}`).send({ active: false }).expect(200);
    expect((await teamOf(lonely))?.active).toBe(false);
    [teamA, teamB] = [other, lonely];
  });
});
