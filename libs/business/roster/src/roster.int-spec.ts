import request from 'supertest';
import { BOOKING_MESSAGES, ROSTER_MESSAGES, type InvitationView, type Roster } from '@app/contracts';
import { BookingLinks, eventStart } from '@app/bookings';
import { Clock } from '@app/platform';
import {
  invitationPath,
  loginAsAdmin,
  RosterParties,
  rosterChild as child,
  startTestApp,
  type TestApp,
} from '@app/testing';
import { RosterModule } from './roster.module';

const NOT_FOUND = { statusCode: 404, code: 'BOOKING_NOT_FOUND', message: BOOKING_MESSAGES.notFound };

describe('the party roster', () => {
  let t: TestApp;
  let links: BookingLinks;
  let parties: RosterParties;

  const party = (guestCount = 10) => parties.book(guestCount);
  const roster = (id: string, link: string) => parties.roster(id, link);

  beforeAll(async () => {
    t = await startTestApp({ imports: [RosterModule] });
    links = t.app.get(BookingLinks);
    parties = await RosterParties.of(t);
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => t.close());

  it('the host lists children with sizes and notes through the booking link; a stranger gets a 404', async () => {
    const { id, link } = await party();
    expect(await roster(id, link)).toMatchObject({ bookingId: id, childrenBooked: 10, children: [], version: 0 });
    const saved = await request(t.server)
      .put(`/api/bookings/${id}/roster?${link}`)
      .send({ version: 0, children: [child('Maya', { notes: 'Peanut allergy' }), child('Leo', { shirtSize: '' })] })
      .expect(200);
    expect(saved.body).toMatchObject({
      version: 1,
      editable: true,
      locked: false,
      children: [
        { firstName: 'Maya', shirtSize: 'YM', notes: 'Peanut allergy', source: 'host', attending: true },
        { firstName: 'Leo', shirtSize: null, source: 'host' },
      ],
    });
    // Someone else's browser, and another booking's link, learn nothing.
    await request(t.server).get(`/api/bookings/${id}/roster`).expect(404);
    const other = await party();
    const res = await request(t.server).get(`/api/bookings/${id}/roster?${other.link}`).expect(404);
    expect(res.body).toMatchObject(NOT_FOUND);
  });

  it('refuses a size off the list, a nameless child and more children than booked (offering to raise the count)', async () => {
    const { id, link } = await party(4);
    const bad = await request(t.server)
      .put(`/api/bookings/${id}/roster?${link}`)
      .send({ version: 0, children: [child('', { shirtSize: 'XXL' })] })
      .expect(400);
    expect(Object.values(bad.body.fields)).toEqual(
      expect.arrayContaining([ROSTER_MESSAGES.firstName, ROSTER_MESSAGES.shirtSize]),
    );
    const five = ['A', 'B', 'C', 'D', 'E'].map((n) => child(n));
    const over = await request(t.server).put(`/api/bookings/${id}/roster?${link}`).send({ version: 0, children: five });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({
      code: 'ROSTER_OVER_COUNT',
      message: ROSTER_MESSAGES.overCount(4, 5),
      details: { childrenBooked: 4, childrenListed: 5 },
    });
    // A child who is not coming does not count.
    five[4] = { ...five[4], attending: false } as never;
    await request(t.server).put(`/api/bookings/${id}/roster?${link}`).send({ version: 0, children: five }).expect(200);
  });

  it('raising the count to keep every child listed re-prices the party by the pricing function and raises the balance', async () => {
    const { id, link } = await parties.book(15, { addOns: { customShirts: true } });
    const before = (await request(t.server).get(`/api/bookings/${id}?${link}`).expect(200)).body;
    const seventeen = Array.from({ length: 17 }, (_, i) => child(`Kid${i + 1}`));
    // Two children past 15: $15 each as extra children, $25 each for their shirts (docs/product/money.md#add-ons and
    // docs/product/README.md#how-it-is-built).
    const more = (15 + 25) * 2;
    const offer = await request(t.server)
      .put(`/api/bookings/${id}/roster?${link}`)
      .send({ version: 0, children: seventeen })
      .expect(409);
    const total = (Number(before.finalPrice) + more).toFixed(2);
    expect(offer.body).toMatchObject({
      code: 'ROSTER_OVER_COUNT',
      details: { childrenBooked: 15, childrenListed: 17, newTotal: total, newBalanceDue: total },
    });
    // Raising to another number than the children listed is refused, and nothing changes.
    const wrong = await request(t.server)
      .put(`/api/bookings/${id}/roster?${link}`)
      .send({ version: 0, children: seventeen, raiseChildrenCountTo: 18 })
      .expect(400);
    expect(wrong.body.fields).toEqual({ raiseChildrenCountTo: ROSTER_MESSAGES.raiseTo });

    const saved = await request(t.server)
      .put(`/api/bookings/${id}/roster?${link}`)
      .send({ version: 0, children: seventeen, raiseChildrenCountTo: 17 })
      .expect(200);
    expect(saved.body).toMatchObject({ childrenBooked: 17 });
    expect(saved.body.children).toHaveLength(17);
    const after = (await request(t.server).get(`/api/bookings/${id}?${link}`).expect(200)).body;
    expect(after).toMatchObject({ guestCount: 17, finalPrice: total, balanceDue: total });
    expect(Number(after.totalPrice) - Number(before.totalPrice)).toBe(more);
  });

  it('families add their child by the invitation link, see first names only, and fill the party', async () => {
    const { id, link } = await party(4);
    await request(t.server)
      .put(`/api/bookings/${id}/roster?${link}`)
      .send({ version: 0, children: [child('Maya', { notes: 'Peanut allergy' })] })
      .expect(200);
    const invitation = await request(t.server)
      .post(`/api/bookings/${id}/invitation?${link}`)
      .send({ shareAddress: false, message: 'Bring sneakers!' })
      .expect(201);
    const path = invitationPath(invitation.body.url);
    const seen = (await request(t.server).get(path).expect(200)).body as InvitationView;
    expect(seen).toMatchObject({
      hostChildName: 'Maya',
      message: 'Bring sneakers!',
      coming: ['Maya'],
      spotsLeft: 3,
      closedReason: null,
    });
    expect(seen.place).not.toMatch(/\d/); // the city and state, not the street, unless the host shares it
    expect(JSON.stringify(seen)).not.toContain('Peanut');

    await request(t.server)
      .post(`${path}/children`)
      .send(child('Sam', { attending: true }))
      .expect(201);
    await request(t.server)
      .post(`${path}/children`)
      .send(child('Ana', { attending: false }))
      .expect(201);
    await request(t.server)
      .post(`${path}/children`)
      .send(child('Kai', { attending: true }))
      .expect(201);
    const last = await request(t.server)
      .post(`${path}/children`)
      .send(child('Zoe', { attending: true }))
      .expect(201);
    expect(last.body).toMatchObject({ coming: ['Maya', 'Sam', 'Kai', 'Zoe'], spotsLeft: 0 });
    const full = await request(t.server)
      .post(`${path}/children`)
      .send(child('Eli', { attending: true }))
      .expect(409);
    expect(full.body).toMatchObject({ code: 'ROSTER_FULL', message: ROSTER_MESSAGES.full });

    const host = await roster(id, link);
    expect(host.children.map((c) => [c.firstName, c.source, c.attending])).toEqual([
      ['Maya', 'host', true],
      ['Sam', 'family', true],
      ['Ana', 'family', false],
      ['Kai', 'family', true],
      ['Zoe', 'family', true],
    ]);
    expect(host.invitation).toMatchObject({ url: invitation.body.url, shareAddress: false });
  });

  it("a forged, replaced, turned-off or another booking's invitation is a missing booking's 404", async () => {
    const { id, link } = await party();
    const first = (await request(t.server).post(`/api/bookings/${id}/invitation?${link}`).send({ shareAddress: true }))
      .body.url as string;
    expect((await request(t.server).get(invitationPath(first)).expect(200)).body.place).toMatch(/\d/);
    const second = (await request(t.server).post(`/api/bookings/${id}/invitation?${link}`).send({ shareAddress: true }))
      .body.url as string;
    const [invitationId, signature] = new URL(second).pathname.split('/').pop()!.split('.');
    const forged = `/api/invitations/${invitationId}.${signature.slice(0, -2)}xx`;
    const unsigned = `/api/invitations/${invitationId}`;
    // The booking's own link token is no invitation.
    const bookingToken = `/api/invitations/${invitationId}.${links.token(id)}`;
    for (const path of [invitationPath(first), forged, unsigned, bookingToken, '/api/invitations/nonsense']) {
      expect((await request(t.server).get(path).expect(404)).body).toMatchObject(NOT_FOUND);
      await request(t.server)
        .post(`${path}/children`)
        .send(child('Sam', { attending: true }))
        .expect(404);
    }
    await request(t.server).get(invitationPath(second)).expect(200);
    await request(t.server).delete(`/api/bookings/${id}/invitation?${link}`).expect(204);
    expect((await request(t.server).get(invitationPath(second)).expect(404)).body).toMatchObject(NOT_FOUND);
    expect((await roster(id, link)).invitation).toBeNull();
  });

  it('two families replying at once for the last place: one is in, the other hears the party is full', async () => {
    const { id, link } = await party(4);
    const url = (await request(t.server).post(`/api/bookings/${id}/invitation?${link}`).send({ shareAddress: false }))
      .body.url as string;
    const path = `${invitationPath(url)}/children`;
    for (const name of ['Sam', 'Kai', 'Ana']) {
      await request(t.server)
        .post(path)
        .send(child(name, { attending: true }))
        .expect(201);
    }
    const replies = await Promise.all(
      ['Zoe', 'Eli', 'Mia'].map((name) =>
        request(t.server)
          .post(path)
          .send(child(name, { attending: true })),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect((await roster(id, link)).children.filter((c) => c.attending)).toHaveLength(4);
  });

  it("a host's save based on an older list keeps the families' answers since; another host save since refuses it", async () => {
    const { id, link } = await party();
    const url = (await request(t.server).post(`/api/bookings/${id}/invitation?${link}`).send({ shareAddress: false }))
      .body.url as string;
    const before = await roster(id, link);
    // A new link is no change of the list: a save based on the list read before it would still stand.
    const renewed = (
      await request(t.server).post(`/api/bookings/${id}/invitation?${link}`).send({ shareAddress: true }).expect(201)
    ).body.url as string;
    expect(renewed).not.toBe(url);
    expect((await roster(id, link)).version).toBe(before.version);
    await request(t.server)
      .post(`${invitationPath(renewed)}/children`)
      .send(child('Sam', { attending: true }))
      .expect(201);
    const saved = await request(t.server)
      .put(`/api/bookings/${id}/roster?${link}`)
      .send({ version: before.version, children: [child('Maya')] })
      .expect(200);
    expect(saved.body.children.map((c: { firstName: string }) => c.firstName)).toEqual(['Maya', 'Sam']);
    // The host's other tab, still on the list before that save, would undo it unseen: a real conflict.
    const stale = await request(t.server)
      .put(`/api/bookings/${id}/roster?${link}`)
      .send({ version: before.version, children: [child('Leo')] })
      .expect(409);
    expect(stale.body).toMatchObject({ code: 'ROSTER_CHANGED', message: ROSTER_MESSAGES.changed });
    expect(stale.body.details.roster.children).toEqual([
      expect.objectContaining({ firstName: 'Maya' }),
      expect.objectContaining({ firstName: 'Sam' }),
    ]);
  });

  it('closes the list to the host and families at the lock; an admin still changes it', async () => {
    const { id, link } = await party();
    const url = (await request(t.server).post(`/api/bookings/${id}/invitation?${link}`).send({ shareAddress: false }))
      .body.url as string;
    const { locksAt } = await roster(id, link);
    jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(Date.parse(locksAt) + 1000));
    const host = await roster(id, link);
    expect(host).toMatchObject({ locked: true, editable: false, certificatesReady: false });
    const locked = ROSTER_MESSAGES.locked(t.config.roster.lockHours);
    const put = await request(t.server)
      .put(`/api/bookings/${id}/roster?${link}`)
      .send({ version: host.version, children: [child('Maya')] })
      .expect(409);
    expect(put.body).toMatchObject({ code: 'ROSTER_LOCKED', message: locked });
    expect((await request(t.server).get(invitationPath(url)).expect(200)).body.closedReason).toBe(locked);
    const reply = await request(t.server)
      .post(`${invitationPath(url)}/children`)
      .send(child('Sam', { attending: true }));
    expect(reply.body).toMatchObject({ code: 'ROSTER_LOCKED', message: locked });

    const admin = await loginAsAdmin(t.server);
    const adminView = (await admin.get(`/api/bookings/${id}/roster`).expect(200)).body as Roster;
    expect(adminView).toMatchObject({ locked: true, editable: true });
    const saved = await admin
      .put(`/api/bookings/${id}/roster`)
      .send({ version: adminView.version, children: [child('Maya')] })
      .expect(200);
    expect(saved.body.children).toEqual([expect.objectContaining({ firstName: 'Maya', source: 'admin' })]);
    // Once the party has begun, the certificates are the host's to download.
    const start = Date.parse(locksAt) + t.config.roster.lockHours * 3_600_000;
    jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(start));
    expect((await roster(id, link)).certificatesReady).toBe(true);
  });

  it('locks ROSTER_LOCK_HOURS before the start on the business clock', async () => {
    const { id, link } = await party();
    const { locksAt } = await roster(id, link);
    const booking = (await request(t.server).get(`/api/bookings/${id}?${link}`).expect(200)).body;
    const start = eventStart(booking.eventDate, booking.eventTime, t.config.business.timeZone);
    expect(t.config.roster.lockHours).toBe(72);
    expect(locksAt).toBe(new Date(start.getTime() - 72 * 3_600_000).toISOString());
  });
});
