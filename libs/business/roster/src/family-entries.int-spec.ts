import request from 'supertest';
import { invitationRowCap, ROSTER_MESSAGES, type Roster, type RosterChild } from '@app/contracts';
import { RATE_LIMITS } from '@app/rate-limit';
import {
  expectRateLimited,
  loginAsAdmin,
  RosterParties,
  rosterChild as child,
  startTestApp,
  testNetworkAddress,
  unique,
  type TestApp,
} from '@app/testing';
import { RosterModule } from './roster.module';

const names = (roster: Roster) => roster.children.map((c) => c.firstName);
const cantCome = (firstName: string) => child(firstName, { attending: false });
/** The rows read, as a save sends them back. */
const entries = (children: RosterChild[]) =>
  children.map(({ id, firstName, shirtSize, notes, photoConsent, attending }) => ({
    id,
    firstName,
    shirtSize,
    notes,
    photoConsent,
    attending,
  }));
/** Children coming, as the host lists them. */
const hostChildren = (...names: string[]) => names.map((name) => child(name));

/** What an invited family adds through the link, and what the host keeps of it
 * (docs/product/roster.md#the-roster-on-the-server). */
describe("families' entries on a party's roster", () => {
  let t: TestApp;
  let parties: RosterParties;

  beforeAll(async () => {
    t = await startTestApp({ imports: [RosterModule] });
    parties = await RosterParties.of(t);
  });
  afterAll(() => t.close());

  const answer = (path: string, body: object) => request(t.server).post(`${path}/children`).send(body);
  const save = (id: string, link: string, body: object) =>
    request(t.server).put(`/api/bookings/${id}/roster?${link}`).send(body);
  const removeFamilies = (id: string, link: string) =>
    request(t.server).delete(`/api/bookings/${id}/roster/family-entries?${link}`);

  it('takes answers up to the booked count plus a margin, "can\'t come" included, and the host\'s list stays saveable', async () => {
    const { id, link } = await parties.book(10);
    const path = await parties.invite(id, link);
    const cap = invitationRowCap(10);
    expect(cap).toBeLessThan(60);
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await answer(path, cantCome(`Kid${i}`))).status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(cap);
    expect(statuses.slice(cap).every((s) => s === 409)).toBe(true);
    const refused = await answer(path, child('Sam', { attending: true })).expect(409);
    expect(refused.body).toMatchObject({ code: 'ROSTER_REPLIES_FULL', message: ROSTER_MESSAGES.repliesFull });
    // The page says so before a family types anything.
    expect((await request(t.server).get(path).expect(200)).body.closedReason).toBe(ROSTER_MESSAGES.repliesFull);

    const read = await parties.roster(id, link);
    expect(read.children).toHaveLength(cap);
    await save(id, link, { version: read.version, children: entries(read.children) }).expect(200);
  });

  it('tells the host which rows families added through the link', async () => {
    const { id, link } = await parties.book(10);
    const read = await parties.roster(id, link);
    await save(id, link, { version: read.version, children: [child('Maya')] }).expect(200);
    await answer(await parties.invite(id, link), child('Sam', { attending: true })).expect(201);
    const admin = await loginAsAdmin(t.server);
    const now = (await admin.get(`/api/bookings/${id}/roster`).expect(200)).body as Roster;
    const saved = (
      await admin
        .put(`/api/bookings/${id}/roster`)
        .send({ version: now.version, children: [...entries(now.children), child('Ana')] })
        .expect(200)
    ).body as Roster;
    expect(saved.children.map((c) => [c.firstName, c.source])).toEqual([
      ['Maya', 'host'],
      ['Sam', 'family'],
      ['Ana', 'admin'],
    ]);
  });

  it("a host save based on an older list keeps families' answers it never saw and removes those it did", async () => {
    const { id, link } = await parties.book(10);
    const path = await parties.invite(id, link);
    await answer(path, child('Sam', { attending: true })).expect(201);
    const read = await parties.roster(id, link);
    // Two more answers while the host edits: the host's save neither loses them nor is refused.
    await answer(path, child('Kai', { attending: true })).expect(201);
    await answer(path, cantCome('Ana')).expect(201);
    const saved = await save(id, link, { version: read.version, children: hostChildren('Maya', 'Leo') }).expect(200);
    expect(names(saved.body)).toEqual(['Maya', 'Leo', 'Kai', 'Ana']);
    expect((await parties.roster(id, link)).children.map((c) => c.attending)).toEqual([true, true, true, false]);
  });

  it('refuses a host save whose merge with the answers since would pass the booked count, with the list now', async () => {
    const { id, link } = await parties.book(4);
    const path = await parties.invite(id, link);
    const read = await parties.roster(id, link);
    await answer(path, child('Sam', { attending: true })).expect(201);
    const four = hostChildren('Maya', 'Leo', 'Ava', 'Noah');
    const refused = await save(id, link, { version: read.version, children: four }).expect(409);
    expect(refused.body).toMatchObject({ code: 'ROSTER_CHANGED', message: ROSTER_MESSAGES.changed });
    expect(names(refused.body.details.roster)).toEqual(['Sam']);
    // "Can't come" answers take no place.
    const other = await parties.book(4);
    const otherPath = await parties.invite(other.id, other.link);
    const otherRead = await parties.roster(other.id, other.link);
    await answer(otherPath, cantCome('Sam')).expect(201);
    await save(other.id, other.link, { version: otherRead.version, children: four }).expect(200);
  });

  it('refuses a host save whose merge with the answers since would hold more rows than a list may', async () => {
    const { id, link } = await parties.book(40);
    const path = await parties.invite(id, link);
    const read = await parties.roster(id, link);
    for (const name of ['Sam', 'Kai', 'Ana']) await answer(path, cantCome(name)).expect(201);
    const names40 = Array.from({ length: 40 }, (_, i) => `Kid${i}`);
    const fortyEight = [...hostChildren(...names40), ...names40.slice(0, 8).map((n) => cantCome(`${n}b`))];
    const refused = await save(id, link, { version: read.version, children: fortyEight }).expect(409);
    expect(refused.body).toMatchObject({ code: 'ROSTER_CHANGED' });
    expect(names(await parties.roster(id, link))).toEqual(['Sam', 'Kai', 'Ana']);
  });

  it('removes every family entry at once for the host, and a save from an older tab does not bring them back', async () => {
    const { id, link } = await parties.book(10);
    const path = await parties.invite(id, link);
    await answer(path, child('Sam', { attending: true })).expect(201);
    const first = await parties.roster(id, link);
    const withMaya = (
      await save(id, link, { version: first.version, children: [...entries(first.children), child('Maya')] })
    ).body as Roster;
    await answer(path, cantCome('Kai')).expect(201);

    // Someone else learns nothing and removes nothing.
    await request(t.server).delete(`/api/bookings/${id}/roster/family-entries`).expect(404);
    const key = unique('intent-');
    const removed = await removeFamilies(id, link).set('Idempotency-Key', key).expect(200);
    expect(removed.body).toMatchObject({ children: [{ firstName: 'Maya', source: 'host' }] });
    // The same intent again is answered as the first time.
    expect((await removeFamilies(id, link).set('Idempotency-Key', key).expect(200)).body).toEqual(removed.body);

    // The tab still holding Sam (with an edit) saves: Maya's edit stands, Sam stays removed.
    const stale = entries(withMaya.children).map((c) => (c.firstName === 'Maya' ? { ...c, notes: 'Nut allergy' } : c));
    const saved = await save(id, link, { version: withMaya.version, children: stale }).expect(200);
    expect(saved.body.children).toEqual([expect.objectContaining({ firstName: 'Maya', notes: 'Nut allergy' })]);
    // Families may answer again afterwards.
    await answer(path, child('Zoe', { attending: true })).expect(201);
    expect(names(await parties.roster(id, link))).toEqual(['Maya', 'Zoe']);
  });
});

describe('answers through one invitation link at the real limits', () => {
  let t: TestApp;
  let parties: RosterParties;

  beforeAll(async () => {
    t = await startTestApp({ imports: [RosterModule], env: { RATE_LIMIT_FACTOR: '1' } });
    parties = await RosterParties.of(t);
  });
  afterAll(() => t.close());

  const answerFrom = (address: string, path: string, firstName: string) =>
    request(t.server)
      .post(`${path}/children`)
      .set('X-Forwarded-For', address)
      .send(child(firstName, { attending: false }));

  it('limits one link from many addresses together (429 with Retry-After); another link is not affected', async () => {
    const { id, link } = await parties.book(40);
    const path = await parties.invite(id, link);
    const { points, seconds } = RATE_LIMITS['invitation-link'];
    // Each from an address of its own: only the link's own count can run out.
    for (let i = 0; i < points; i++) {
      expect([201, 409]).toContain((await answerFrom(testNetworkAddress(), path, `Kid${i}`)).status);
    }
    const address = testNetworkAddress();
    expectRateLimited(await answerFrom(address, path, 'Sam'), seconds, ROSTER_MESSAGES.tooManyForLink);
    const other = await parties.book(10);
    await answerFrom(address, await parties.invite(other.id, other.link), 'Sam').expect(201);
  });
});
