import request from 'supertest';
import { ADMIN_MESSAGES, type AdminCustomGame, type Game } from '@app/contracts';
import { Agent, loginAsAdmin, registerUser, startTestApp, TestApp, unique } from '@app/testing';
import { CatalogModule } from './catalog.module';

/**
 * docs/product/pages.md#custom-games: admins review submitted custom games; an approved one joins the public games
 * list.
 */
describe('admin custom-game review (/api/admin/custom-games)', () => {
  let t: TestApp;
  let admin: Agent;
  const idea = () => ({
    name: unique('Balloon Stomp '),
    description: 'Stomp the other team’s balloons, keep your own.',
    equipment: ['Balloons', 'String'],
  });
  const publicIds = async () =>
    ((await request(t.server).get('/api/games').expect(200)).body as Game[]).map((g) => g.id);
  const reviewList = async () => (await admin.get('/api/admin/custom-games').expect(200)).body as AdminCustomGame[];

  beforeAll(async () => {
    t = await startTestApp({ imports: [CatalogModule] });
    admin = await loginAsAdmin(t.server);
  });
  afterAll(() => t.close());

  it('lists every submission with its submitter, awaiting ones first, newest first', async () => {
    const { agent, user } = await registerUser(t.server, { firstName: 'Rosa', lastName: 'Diaz' });
    const signedIn = (await agent.post('/api/custom-games').send(idea()).expect(201)).body;
    const anonymous = (await request(t.server).post('/api/custom-games').send(idea()).expect(201)).body;
    const decided = (await request(t.server).post('/api/custom-games').send(idea()).expect(201)).body;
    await admin.patch(`/api/admin/custom-games/${decided.id}`).send({ status: 'rejected' }).expect(200);

    const games = await reviewList();
    const at = (id: number) => games.findIndex((g) => g.id === id);
    expect(at(anonymous.id)).toBeLessThan(at(signedIn.id));
    expect(at(signedIn.id)).toBeLessThan(at(decided.id));
    expect(games.slice(0, at(decided.id)).every((g) => g.status === 'pending')).toBe(true);
    expect(games[at(signedIn.id)]).toEqual({
      ...signedIn,
      reviewedAt: null,
      submitter: { userId: user.id, username: user.username, name: 'Rosa Diaz', email: user.email },
    });
    expect(games[at(anonymous.id)].submitter).toEqual({ userId: null, username: null, name: null, email: null });
    expect(games[at(decided.id)]).toMatchObject({ status: 'rejected', reviewedAt: expect.any(String) });
  });

  it('approve: the game joins the public games list at once; reject: it leaves it', async () => {
    const submitted = (await request(t.server).post('/api/custom-games').send(idea()).expect(201)).body;
    expect(await publicIds()).not.toContain(submitted.id);

    const approved = await admin.patch(`/api/admin/custom-games/${submitted.id}`).send({ status: 'approved' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ id: submitted.id, status: 'approved', reviewedAt: expect.any(String) });
    expect(await publicIds()).toContain(submitted.id);

    await admin.patch(`/api/admin/custom-games/${submitted.id}`).send({ status: 'rejected' }).expect(200);
    expect(await publicIds()).not.toContain(submitted.id);
  });

  it('400 for a decision that is not one, 404 for an unknown id', async () => {
    const submitted = (await request(t.server).post('/api/custom-games').send(idea()).expect(201)).body;
    for (const status of ['pending', 'maybe', undefined]) {
      const res = await admin.patch(`/api/admin/custom-games/${submitted.id}`).send({ status }).expect(400);
      expect(res.body.fields).toEqual({ status: ADMIN_MESSAGES.reviewStatus });
    }
    for (const id of ['2000000000', 'abc', '99999999999']) {
      const res = await admin.patch(`/api/admin/custom-games/${id}`).send({ status: 'approved' }).expect(404);
      expect(res.body).toMatchObject({ code: 'CUSTOM_GAME_NOT_FOUND', message: ADMIN_MESSAGES.customGameNotFound });
    }
  });
});
