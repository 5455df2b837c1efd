import request from 'supertest';
import { TEXT_MESSAGES, type HostParty } from '@app/contracts';
import { allocateToTeam, confirmAsAdmin, daysFromToday, rosterChild as child, useHostPartyBed } from '@app/testing';
import { PartyDayModule } from './party.module';

/** Reads right to left behind its override: "exe.jpg live" on a certificate. */
const REVERSED = '\u202eevil\u202c gpj.exe';
const TEAM_NAME = TEXT_MESSAGES.name('The team name');
const AWARD_TITLE = TEXT_MESSAGES.name('The award title');

/**
 * Team names and award titles are printed on the children's certificates (docs/product/party-day.md): one line of
 * visible text, by the names' rule (docs/product/validation.md#text-rules).
 */
describe('team names and award titles hold one line of visible text', () => {
  const bed = useHostPartyBed([PartyDayModule]);
  let keys = 0;
  let base: string;
  let ava: string;
  let leo: string;

  const put = (path: string, body: Record<string, unknown>) =>
    bed.hostA.put(`${base}${path}`).set('Idempotency-Key', `party-day-text-${keys++}`).send(body);
  const teams = (red: string) => ({
    teams: [
      { id: 'team-red', name: red, colour: 'red', childIds: [ava] },
      { id: 'team-blue', name: 'Blue Sharks', colour: 'blue', childIds: [leo] },
    ],
  });

  /** A confirmed party of team A with Ava and Leo checked in. */
  beforeAll(async () => {
    const { id, link } = await bed.parties.book(4, { eventDate: daysFromToday(200), eventTime: '14:00' });
    await allocateToTeam(bed.t, id, bed.teamA);
    await request(bed.t.server)
      .put(`/api/bookings/${id}/roster?${link}`)
      .send({ version: 0, children: [child('Ava', { age: 7 }), child('Leo', { age: 8 })] })
      .expect(200);
    await confirmAsAdmin(bed.t, id);
    base = `/api/host/parties/${id}`;
    const party = (await bed.hostA.get(base).expect(200)).body as HostParty;
    [ava, leo] = ['Ava', 'Leo'].map((name) => party.children.find((c) => c.firstName === name)!.id);
    for (const childId of [ava, leo]) await put(`/checkins/${childId}`, { arrived: true }).expect(200);
  });

  it('refuses a team name with direction or invisible marks or a line break, with the field’s message', async () => {
    for (const name of [REVERSED, 'Red\u200bRockets', 'Red\nRockets']) {
      const refused = await put('/teams', teams(name)).expect(400);
      expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { 'teams.0.name': TEAM_NAME } });
    }
    const split = (await put('/teams', teams('Red Rockets')).expect(200)).body as HostParty;
    expect(split.teams.map((t) => t.name)).toEqual(['Red Rockets', 'Blue Sharks']);
  });

  it('refuses an award title with direction or invisible marks or a line break, with the field’s message', async () => {
    for (const title of [REVERSED, 'Best\u2060Spirit', 'Best\r\nSpirit']) {
      const refused = await put('/awards', { special: [{ childId: leo, title }] }).expect(400);
      expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { 'special.0.title': AWARD_TITLE } });
    }
    const awarded = (await put('/awards', { special: [{ childId: leo, title: 'Best Team Spirit' }] }).expect(200))
      .body as HostParty;
    expect(awarded.awards.special).toEqual([{ childId: leo, title: 'Best Team Spirit' }]);
  });
});
