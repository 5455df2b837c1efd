import request from 'supertest';
import { ROSTER_MESSAGES, type InvitationReplied, type InvitationReplyView } from '@app/contracts';
import { RosterParties, rosterChild as child, startTestApp, type TestApp } from '@app/testing';
import { RosterModule } from './roster.module';

/** A family's own reply, by the link its answer gave it (docs/product/roster.md#the-roster-on-the-server). */
describe("a family's reply link", () => {
  let t: TestApp;
  let parties: RosterParties;

  beforeAll(async () => {
    t = await startTestApp({ imports: [RosterModule] });
    parties = await RosterParties.of(t);
  });
  afterAll(() => t.close());

  /** A party, a family's reply to it and the reply link's api path. */
  async function replied(guestCount = 10, body: object = child('Mia', { attending: true, notes: 'Nut allergy' })) {
    const { id, link } = await parties.book(guestCount);
    const path = await parties.invite(id, link);
    const answer = (await request(t.server).post(`${path}/children`).send(body).expect(201)).body as InvitationReplied;
    const replyPath = `/api${new URL(answer.replyUrl).pathname}`;
    return { id, link, path, answer, replyPath };
  }

  it('gives the family a link of its own that shows its answer and the party, nothing of the others', async () => {
    const { id, link, answer, replyPath } = await replied();
    expect(answer.replyUrl).toMatch(new RegExp(`^${t.config.publicUrl}/invitation-replies/[0-9a-f-]{36}\\.[\\w-]+$`));
    expect(answer.coming).toEqual(['Mia']);
    await request(t.server)
      .put(`/api/bookings/${id}/roster?${link}`)
      .send({
        version: (await parties.roster(id, link)).version,
        children: [
          ...(await parties.roster(id, link)).children.map(({ source: _s, ...c }) => c),
          child('Leo', { notes: 'Asthma' }),
        ],
      })
      .expect(200);
    const view = (await request(t.server).get(replyPath).expect(200)).body as InvitationReplyView;
    expect(view.child).toEqual({
      firstName: 'Mia',
      shirtSize: expect.any(String),
      notes: 'Nut allergy',
      age: null,
      photoConsent: expect.any(Boolean),
      attending: true,
      emergencyPhone: null,
      medicalNote: null,
      waiverSigned: false,
    });
    expect(view.party.coming).toEqual(['Mia', 'Leo']);
    expect(JSON.stringify(view)).not.toContain('Asthma');
  });

  it('changes the answer, as the host sees it, and withdraws it', async () => {
    const { id, link, replyPath } = await replied();
    const changed = await request(t.server)
      .put(replyPath)
      .send(child('Mila', { attending: true, shirtSize: 'YL', notes: null }))
      .expect(200);
    expect(changed.body.child).toMatchObject({ firstName: 'Mila', shirtSize: 'YL', notes: null });
    expect((await parties.roster(id, link)).children).toMatchObject([
      { firstName: 'Mila', shirtSize: 'YL', source: 'family' },
    ]);
    // "Can't come" now: no size, notes or consent kept.
    await request(t.server)
      .put(replyPath)
      .send(child('Mila', { attending: false }))
      .expect(200);
    expect((await parties.roster(id, link)).children).toMatchObject([
      { firstName: 'Mila', attending: false, shirtSize: null, photoConsent: false },
    ]);
    await request(t.server).delete(replyPath).expect(204);
    expect((await parties.roster(id, link)).children).toEqual([]);
    // Gone: the link opens nothing any more, as a forged one.
    await request(t.server).get(replyPath).expect(404);
    await request(t.server)
      .put(replyPath)
      .send(child('Mila', { attending: true }))
      .expect(404);
  });

  it('takes a place to come again only when one is free', async () => {
    const { path, replyPath } = await replied(4, child('Kai', { attending: false }));
    for (const name of ['Ann', 'Ben', 'Cal', 'Dee']) {
      await request(t.server)
        .post(`${path}/children`)
        .send(child(name, { attending: true }))
        .expect(201);
    }
    const full = await request(t.server)
      .put(replyPath)
      .send(child('Kai', { attending: true }))
      .expect(409);
    expect(full.body).toMatchObject({ code: 'ROSTER_FULL', message: ROSTER_MESSAGES.full });
  });

  it('opens nothing with a forged, tampered or an invitation link’s token', async () => {
    const { path, replyPath } = await replied();
    const [, , token] = replyPath.split('/').slice(1);
    const [rowId, signature] = token.split('.');
    const invitationToken = path.split('/').at(-1)!;
    for (const bad of [
      `${rowId}.${signature.slice(0, -2)}xx`,
      `${rowId}`,
      invitationToken,
      'not-a-token',
      `${crypto.randomUUID()}.${signature}`,
    ]) {
      await request(t.server)
        .get(`/api/invitation-replies/${encodeURIComponent(bad)}`)
        .expect(404);
      await request(t.server)
        .delete(`/api/invitation-replies/${encodeURIComponent(bad)}`)
        .expect(404);
    }
  });
});
