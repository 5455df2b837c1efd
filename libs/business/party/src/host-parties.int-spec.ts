import request from 'supertest';
import { shiftDay } from '@app/availability';
import { ARRIVAL_MINUTES_EARLY, eventStart, type HostParty } from '@app/contracts';
import {
  allocateToTeam,
  daysFromToday,
  loginAsAdmin,
  registerUser,
  restoreSeedTeams,
  RosterParties,
  rosterChild as child,
  startTestApp,
  twoHostTeams,
  type Agent,
  type TestApp,
} from '@app/testing';
import { PartyDayModule } from './party.module';

/**
 * A host reads the parties of their teams, and only those (docs/product/hosts.md#the-hosts-parties): hosts only,
 * another host's party is the 404 of a party that does not exist.
 */
describe("the host's parties", () => {
  let t: TestApp;
  let admin: Agent;
  let parties: RosterParties;
  let teamA: number;
  let teamB: number;
  let hostA: Agent;
  let hostB: Agent;

  beforeAll(async () => {
    t = await startTestApp({ imports: [PartyDayModule] });
    admin = await loginAsAdmin(t.server);
    parties = await RosterParties.of(t);
    ({ teamA, teamB, hostA, hostB } = await twoHostTeams(t, admin, ['Host A', 'Host B']));
  });
  afterAll(async () => {
    await restoreSeedTeams(t.dataSource);
    await t.close();
  });

  /** A booked party with its roster, run by `teamId` (the booking's allocation moved there if it was not). */
  let days = 0;
  const party = async (teamId: number, overrides: Record<string, unknown> = {}) => {
    // A day of its own for each party: the move to the team never meets another party of this suite.
    const { id, link } = await parties.book(12, {
      eventDate: daysFromToday(60 + days++),
      eventTime: '14:00',
      ...overrides,
    });
    await allocateToTeam(t, id, teamId);
    await request(t.server)
      .put(`/api/bookings/${id}/roster?${link}`)
      .send({
        version: 0,
        children: [
          child('Ava', { age: 7, photoConsent: false }),
          child('Leo', { age: 8, notes: 'Peanut allergy', shirtSize: 'YL' }),
          child('Mia', { attending: false, photoConsent: false }),
          child('Kai', { photoConsent: false }),
        ],
      })
      .expect(200);
    const [{ day }] = await t.dataSource.query(`SELECT event_date::text AS day FROM bookings WHERE id = $1`, [id]);
    return { id, day: day as string };
  };
  const list = (agent: Agent, from: string, to = from) => agent.get('/api/host/parties').query({ from, to });

  it('lists the parties of the host’s teams with what the day needs', async () => {
    const { id, day } = await party(teamA, {
      eventTheme: 'Pirates',
      specialRequests: 'Cake at 3',
      addOns: { photography: true, videography: false, customShirts: true, customAwards: false },
    });
    const other = await party(teamB);

    const mine = (await list(hostA, day).expect(200)).body as HostParty[];
    expect(mine.map((p) => p.bookingId)).toContain(id);
    expect(mine.map((p) => p.bookingId)).not.toContain(other.id);
    const read = mine.find((p) => p.bookingId === id)!;
    const [booking] = await t.dataSource.query(
      `SELECT event_date::text AS event_date, event_time, parent_phone FROM bookings WHERE id = $1`,
      [id],
    );
    const start = eventStart(booking.event_date, booking.event_time, t.config.business.timeZone);
    expect(read).toMatchObject({
      eventDate: day,
      eventTime: booking.event_time,
      startsAt: start.toISOString(),
      arrivesAt: new Date(start.getTime() - ARRIVAL_MINUTES_EARLY * 60_000).toISOString(),
      packageLabel: 'Birthday Party',
      theme: 'Pirates',
      specialRequests: 'Cake at 3',
      childName: 'Maya Lopez',
      guestCount: 12,
      parent: { name: 'Jamie Rivera', phone: booking.parent_phone },
      address: {
        line: '12 Oak Street, Austin, TX 78701',
        spaceDetails: 'Big back yard with grass',
        mapUrl: 'https://www.google.com/maps/search/?api=1&query=12%20Oak%20Street%2C%20Austin%2C%20TX%2078701',
      },
      addOns: [
        { label: 'Professional Photography', quantity: 1 },
        { label: 'Custom T-Shirts', quantity: 12 },
      ],
    });
    expect(read.games).toHaveLength(3);
    expect(read.games.every((g) => g.name && g.minutes > 0)).toBe(true);
    // Coming only, the one with a note (an allergy) first.
    expect(read.children.map((c) => [c.firstName, c.age, c.notes])).toEqual([
      ['Leo', 8, 'Peanut allergy'],
      ['Ava', 7, null],
      ['Kai', null, null],
    ]);
    expect(read.children[0]).toMatchObject({ shirtSize: 'YL', photoConsent: true });
    // Named before any photo is chosen (docs/product/albums.md#uploading): coming without consent, in the list's order.
    expect(read.withoutConsent).toEqual(['Ava', 'Kai']);

    expect((await hostA.get(`/api/host/parties/${id}`).expect(200)).body).toEqual(read);
    for (const near of [shiftDay(day, -1), shiftDay(day, 1)]) {
      const listed = (await list(hostA, near).expect(200)).body as HostParty[];
      expect(listed.map((p) => p.bookingId)).not.toContain(id);
    }
  });

  it("answers another host's party as one that does not exist", async () => {
    const { id } = await party(teamA);
    const theirs = await hostB.get(`/api/host/parties/${id}`).expect(404);
    const none = await hostB.get('/api/host/parties/00000000-0000-4000-8000-000000000000').expect(404);
    expect(theirs.body.code).toBe('BOOKING_NOT_FOUND');
    expect(theirs.body).toEqual(none.body);
    await hostB.get('/api/host/parties/not-an-id').expect(404);
  });

  it('is for hosts only: a parent 403, an admin 403, nobody signed in 401', async () => {
    const { id, day } = await party(teamA);
    const { agent: parent } = await registerUser(t.server);
    await request(t.server).get('/api/host/parties').query({ from: day, to: day }).expect(401);
    await request(t.server).get(`/api/host/parties/${id}`).expect(401);
    const refused = await list(parent, day).expect(403);
    expect(refused.body.code).toBe('HOST_REQUIRED');
    await parent.get(`/api/host/parties/${id}`).expect(403);
    await list(admin, day).expect(403);
  });

  it('checks the range as the calendar does', async () => {
    await list(hostA, 'nope').expect(400);
    await list(hostA, '2030-01-02', '2030-01-01').expect(400);
  });
});
