import request from 'supertest';
import { ROSTER_MESSAGES as M, type InvitationReplied, type InvitationReplyView } from '@app/contracts';
import { RosterParties, rosterChild as child, startTestApp, type TestApp } from '@app/testing';
import { RosterModule } from './roster.module';
import { RosterStore } from './roster-store';

/** Each child's age on the roster, whole years from 1 to 17, optional (docs/product/roster.md#age). */
describe("a roster child's age", () => {
  let t: TestApp;
  let parties: RosterParties;

  beforeAll(async () => {
    t = await startTestApp({ imports: [RosterModule] });
    parties = await RosterParties.of(t);
  });
  afterAll(() => t.close());

  const ages = (children: { firstName: string; age: number | null }[]) => children.map((c) => [c.firstName, c.age]);

  it('is saved by the host and a family, read back by both and the documents; empty is not given', async () => {
    const { id, link } = await parties.book(10);
    const saved = await request(t.server)
      .put(`/api/bookings/${id}/roster?${link}`)
      .send({ version: 0, children: [child('Ava', { age: 7 }), child('Leo', { age: '' }), child('Kai')] })
      .expect(200);
    expect(ages(saved.body.children)).toEqual([
      ['Ava', 7],
      ['Leo', null],
      ['Kai', null],
    ]);

    const path = await parties.invite(id, link);
    const answer = (
      await request(t.server)
        .post(`${path}/children`)
        .send(child('Noah', { attending: true, age: 6 }))
        .expect(201)
    ).body as InvitationReplied;
    const replyPath = `/api${new URL(answer.replyUrl).pathname}`;
    // The family's own link reads its answer with the age; the invitation shows first names only.
    expect(((await request(t.server).get(replyPath).expect(200)).body as InvitationReplyView).child).toMatchObject({
      firstName: 'Noah',
      age: 6,
    });
    expect(JSON.stringify((await request(t.server).get(path).expect(200)).body)).not.toMatch(/"age"/);

    const host = await parties.roster(id, link);
    expect(ages(host.children)).toEqual([
      ['Ava', 7],
      ['Leo', null],
      ['Kai', null],
      ['Noah', 6],
    ]);
    // The host's next save, as read, carries every age through the version merge, and changes one.
    const resaved = await request(t.server)
      .put(`/api/bookings/${id}/roster?${link}`)
      .send({
        version: host.version,
        children: host.children.map(({ source: _s, ...c }) => (c.firstName === 'Leo' ? { ...c, age: 2 } : c)),
      })
      .expect(200);
    expect(ages(resaved.body.children)).toEqual([
      ['Ava', 7],
      ['Leo', 2],
      ['Kai', null],
      ['Noah', 6],
    ]);

    // The documents' run sheet reads the children through the store: their ages come with them.
    const stored = await t.app.get(RosterStore).childrenOf(id);
    expect(stored.map((c) => [c.firstName, c.age])).toEqual([
      ['Ava', 7],
      ['Leo', 2],
      ['Kai', null],
      ['Noah', 6],
    ]);

    // The family empties the age: not given, not 0. A "can't come" keeps none.
    const cleared = await request(t.server)
      .put(replyPath)
      .send(child('Noah', { attending: true, age: '' }))
      .expect(200);
    expect(cleared.body.child).toMatchObject({ firstName: 'Noah', age: null });
    await request(t.server)
      .put(replyPath)
      .send(child('Noah', { attending: false, age: 6 }))
      .expect(200);
    expect((await parties.roster(id, link)).children.at(-1)).toMatchObject({ firstName: 'Noah', age: null });
  });

  it.each([[0], [18], [3.5], ['seven'], ['7']])(
    'refuses %j from the host and from a family with its message, saving nothing',
    async (age) => {
      const { id, link } = await parties.book(10);
      await request(t.server)
        .put(`/api/bookings/${id}/roster?${link}`)
        .send({ version: 0, children: [child('Ava', { age: 7 })] })
        .expect(200);
      const before = await parties.roster(id, link);

      const host = await request(t.server)
        .put(`/api/bookings/${id}/roster?${link}`)
        .send({ version: before.version, children: [child('Ava', { age }), child('Leo', { age: 5 })] })
        .expect(400);
      expect(host.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { 'children.0.age': M.age } });

      const path = await parties.invite(id, link);
      const family = await request(t.server)
        .post(`${path}/children`)
        .send(child('Noah', { attending: true, age }))
        .expect(400);
      expect(family.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { age: M.age } });

      const after = await parties.roster(id, link);
      expect(after.version).toBe(before.version);
      expect(ages(after.children)).toEqual([['Ava', 7]]);
    },
  );

  it('is held to 1..17 by the database too', async () => {
    const { id, link } = await parties.book(10);
    await request(t.server)
      .put(`/api/bookings/${id}/roster?${link}`)
      .send({ version: 0, children: [child('Ava', { age: 1 })] })
      .expect(200);
    await expect(t.dataSource.query(`UPDATE roster_children SET age = 18 WHERE booking_id = $1`, [id])).rejects.toThrow(
      /roster_children_age_check/,
    );
    await t.dataSource.query(`UPDATE roster_children SET age = 17 WHERE booking_id = $1`, [id]);
    expect(ages((await parties.roster(id, link)).children)).toEqual([['Ava', 17]]);
  });
});
