import request from 'supertest';
import { BookingLinks } from '@app/bookings';
import { TEXT_MESSAGES, type Roster } from '@app/contracts';
import { bookingPayload, catalogueGameIds, startTestApp, type TestApp } from '@app/testing';
import { RosterModule } from './roster.module';

/** Reads right to left behind its override: "exe.jpg live" on the roster, run sheet and certificates. */
const REVERSED = '\u202eevil\u202c gpj.exe';
const FIRST_NAME = TEXT_MESSAGES.name("The child's first name");
/** A child as the host or a family enters one (`attending` left out on the host's list: coming). */
const child = (firstName: string, attending?: boolean) => ({
  firstName,
  shirtSize: 'YM',
  notes: null,
  photoConsent: true,
  attending,
});

describe('children’s names and the invitation’s message hold visible text only, in NFC', () => {
  let t: TestApp;
  let games: number[];

  /** A booked party, its signed-link query and an invitation's path. */
  const party = async () => {
    const res = await request(t.server)
      .post('/api/bookings')
      .send(bookingPayload(games.slice(0, 3)))
      .expect(201);
    const id = res.body.id as string;
    const link = `token=${t.app.get(BookingLinks).token(id)}`;
    const invitation = await request(t.server)
      .post(`/api/bookings/${id}/invitation?${link}`)
      .send({ shareAddress: false })
      .expect(201);
    return { id, link, invitation: `/api${new URL(invitation.body.url).pathname}` };
  };

  beforeAll(async () => {
    t = await startTestApp({ imports: [RosterModule] });
    games = await catalogueGameIds(t.server);
  });
  afterAll(() => t.close());

  it('the host’s list and an invited family’s reply refuse direction and invisible marks with the field’s message', async () => {
    const { id, link, invitation } = await party();
    const host = await request(t.server)
      .put(`/api/bookings/${id}/roster?${link}`)
      .send({ version: 0, children: [child('Maya'), child(REVERSED)] })
      .expect(400);
    expect(host.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { 'children.1.firstName': FIRST_NAME } });
    const family = await request(t.server).post(`${invitation}/children`).send(child('Sa\u200bm', true)).expect(400);
    expect(family.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { firstName: FIRST_NAME } });
  });

  it('the invitation’s message keeps its line breaks and refuses direction and invisible marks', async () => {
    const { id, link } = await party();
    const invite = (message: string) =>
      request(t.server).post(`/api/bookings/${id}/invitation?${link}`).send({ shareAddress: false, message });
    for (const message of [`Come and ${REVERSED}`, 'Bring\u200b trainers', 'Starts at\u2060 two']) {
      const refused = await invite(message).expect(400);
      expect(refused.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { message: TEXT_MESSAGES.nameLines('The message') },
      });
    }
    const lines = 'Come and play!\nBring trainers and a water bottle.';
    expect((await invite(lines).expect(201)).body.message).toBe(lines);
  });

  it('keeps a name typed with a combining mark as its one letter', async () => {
    const { id, link, invitation } = await party();
    await request(t.server)
      .put(`/api/bookings/${id}/roster?${link}`)
      .send({ version: 0, children: [child('Zoe\u0308')] })
      .expect(200);
    await request(t.server).post(`${invitation}/children`).send(child('Ame\u0301lie', true)).expect(201);
    const roster = (await request(t.server).get(`/api/bookings/${id}/roster?${link}`).expect(200)).body as Roster;
    expect(roster.children.map((c) => c.firstName)).toEqual(['Zo\u00eb', 'Am\u00e9lie']);
  });
});
