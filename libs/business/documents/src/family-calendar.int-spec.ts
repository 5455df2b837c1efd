import request from 'supertest';
import type { InvitationReplied } from '@app/contracts';
import { parseInvite, RosterParties, rosterChild as child, startTestApp, type TestApp } from '@app/testing';
import { DocumentsModule } from './documents.module';

/** An invited family's calendar invite, by its reply's own link (docs/product/roster.md#the-roster-on-the-server). */
describe("a family's calendar invite", () => {
  let t: TestApp;
  let parties: RosterParties;

  beforeAll(async () => {
    t = await startTestApp({ imports: [DocumentsModule] });
    parties = await RosterParties.of(t);
  });
  afterAll(() => t.close());

  /** A party invited with or without its address, a family's reply, and its invite's api path. */
  async function replyLink(shareAddress: boolean): Promise<{ path: string }> {
    const { id, link } = await parties.book(10);
    const invited = await request(t.server)
      .post(`/api/bookings/${id}/invitation?${link}`)
      .send({ shareAddress })
      .expect(201);
    const answer = (
      await request(t.server)
        .post(`/api${new URL(invited.body.url as string).pathname}/children`)
        .send(child('Mia', { attending: true }))
        .expect(201)
    ).body as InvitationReplied;
    return { path: `/api${new URL(answer.replyUrl).pathname}/calendar.ics` };
  }

  it('holds the party with the city only, unless the host shared the address, and the reply’s own page', async () => {
    const { path } = await replyLink(false);
    const res = await request(t.server).get(path).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="party-\d{4}-\d{2}-\d{2}\.ics"$/);
    const invite = parseInvite(res.text);
    expect(invite.summary).toBe("Maya's Birthday Party");
    expect(invite.location).toBe('Austin, TX');
    expect(invite.status).toBe('CONFIRMED');
    expect(invite.url).toBe(`${t.config.publicUrl}${path.replace(/^\/api/, '').replace(/\/calendar\.ics$/, '')}`);
    expect(invite.uid).toMatch(/^reply-[0-9a-f-]{36}@/);

    const shared = parseInvite(
      (
        await request(t.server)
          .get((await replyLink(true)).path)
          .expect(200)
      ).text,
    );
    expect(shared.location).toBe('12 Oak Street, Austin, TX 78701');
    expect(shared.end.getTime() - shared.start.getTime()).toBe(invite.end.getTime() - invite.start.getTime());
  });

  it('opens nothing by a forged link', async () => {
    const { path } = await replyLink(false);
    await request(t.server)
      .get(path.replace(/\.([\w-]+)\/calendar/, '.x$1/calendar'))
      .expect(404);
  });
});
