import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { CUSTOM_GAME_FIXED, CUSTOM_GAME_LISTING, CUSTOM_GAME_MESSAGES, CustomGame, Game } from '@app/contracts';
import { registerUser, startTestApp, TestApp, unique, waitFor } from '@app/testing';
import { CatalogModule } from './catalog.module';
import { CustomGamesService } from './custom-games.service';
import { SUBMITTER_COOKIE } from './submitter';

const cookiesOf = (res: request.Response): string[] => ([] as string[]).concat(res.headers['set-cookie'] ?? []);

describe('custom games API', () => {
  let t: TestApp;
  const idea = () => ({
    name: unique('Pillow Fort Relay '),
    description: 'Teams build a pillow fort, then race through it.',
    equipment: ['Pillows', '  Blankets ', '', '   '],
  });

  beforeAll(async () => {
    t = await startTestApp({ imports: [CatalogModule] });
  });
  afterAll(() => t.close());

  describe('POST /api/custom-games', () => {
    it('stores a pending submission with the fixed fields, trimmed equipment, and a submitter cookie', async () => {
      const body = idea();
      const res = await request(t.server).post('/api/custom-games').send(body).expect(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        name: body.name,
        description: body.description,
        equipment: ['Pillows', 'Blankets'],
        ageRange: 'All ages',
        spaceRequired: 'Standard space',
        spaceType: 'both',
        difficulty: 2,
        estimatedDuration: 15,
        status: 'pending',
        createdAt: expect.any(String),
      });
      const cookie = cookiesOf(res).find((c) => c.startsWith(`${SUBMITTER_COOKIE}=`));
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/Path=\//);
    });

    it("accepts the spec client's fixed fields but keeps the server's values", async () => {
      const res = await request(t.server)
        .post('/api/custom-games')
        .send({ ...idea(), ...CUSTOM_GAME_FIXED, difficulty: 5, spaceType: 'indoor', estimatedDuration: 90 })
        .expect(201);
      expect(res.body).toMatchObject({ difficulty: 2, spaceType: 'both', estimatedDuration: 15, ageRange: 'All ages' });
    });

    it.each([
      [{ description: 'A fine game' }, 'name', CUSTOM_GAME_MESSAGES.name],
      [{ name: '   ', description: 'A fine game' }, 'name', CUSTOM_GAME_MESSAGES.name],
      [{ name: 'Tag' }, 'description', CUSTOM_GAME_MESSAGES.description],
      [{ name: 'Tag', description: '' }, 'description', CUSTOM_GAME_MESSAGES.description],
      [{ name: 'x'.repeat(81), description: 'A fine game' }, 'name', CUSTOM_GAME_MESSAGES.nameTooLong],
      [{ name: 'Tag', description: 'x'.repeat(2001) }, 'description', CUSTOM_GAME_MESSAGES.descriptionTooLong],
      [{ name: 'Tag', description: 'A fine game', equipment: 'ball' }, 'equipment', CUSTOM_GAME_MESSAGES.equipment],
      [{ name: 'Tag', description: 'A fine game', equipment: [1, 2] }, 'equipment', CUSTOM_GAME_MESSAGES.equipment],
      [
        { name: 'Tag', description: 'A fine game', equipment: Array(21).fill('ball') },
        'equipment',
        CUSTOM_GAME_MESSAGES.equipmentTooMany,
      ],
      [
        { name: 'Tag', description: 'A fine game', equipment: ['x'.repeat(81)] },
        'equipment',
        CUSTOM_GAME_MESSAGES.equipmentItemTooLong,
      ],
    ])('400 for %j with the %s message', async (body, field, message) => {
      const res = await request(t.server).post('/api/custom-games').send(body).expect(400);
      expect(res.body.fields[field]).toBe(message);
      expect(cookiesOf(res).some((c) => c.startsWith(SUBMITTER_COOKIE))).toBe(false);
    });

    it('refuses fields it does not know', async () => {
      const res = await request(t.server)
        .post('/api/custom-games')
        .send({ ...idea(), status: 'approved' })
        .expect(400);
      expect(res.body.message).toContain('status');
    });
  });

  describe('GET /api/custom-games', () => {
    it("shows a browser its own pending submissions and nobody else's", async () => {
      const mine = request.agent(t.server);
      const body = idea();
      const created = (await mine.post('/api/custom-games').send(body).expect(201)).body as CustomGame;
      // A second submission from the same browser keeps the same token.
      const second = await mine.post('/api/custom-games').send(idea()).expect(201);
      expect(cookiesOf(second).some((c) => c.startsWith(SUBMITTER_COOKIE))).toBe(false);

      const own = await mine.get('/api/custom-games').expect(200);
      expect(own.headers['cache-control']).toBe('private, no-store');
      expect((own.body as CustomGame[]).map((g) => g.id)).toEqual(expect.arrayContaining([created.id, second.body.id]));

      const stranger = (await request(t.server).get('/api/custom-games').expect(200)).body as CustomGame[];
      expect(stranger.map((g) => g.id)).not.toContain(created.id);
      const otherBrowser = (
        await request(t.server)
          .get('/api/custom-games')
          .set('Cookie', `${SUBMITTER_COOKIE}=${randomUUID()}`)
          .expect(200)
      ).body as CustomGame[];
      expect(otherBrowser.map((g) => g.id)).not.toContain(created.id);
      expect(stranger.every((g) => g.status === 'approved')).toBe(true);
    });

    it("ties a signed-in user's submissions to the account, not the browser", async () => {
      const { agent } = await registerUser(t.server);
      const created = await agent.post('/api/custom-games').send(idea()).expect(201);
      expect(cookiesOf(created).some((c) => c.startsWith(SUBMITTER_COOKIE))).toBe(false);
      const own = (await agent.get('/api/custom-games').expect(200)).body as CustomGame[];
      expect(own.map((g) => g.id)).toContain(created.body.id);
      const stranger = (await request(t.server).get('/api/custom-games').expect(200)).body as CustomGame[];
      expect(stranger.map((g) => g.id)).not.toContain(created.body.id);
    });
  });

  describe('review', () => {
    it('an approved game joins the public games list on every replica; a rejected one is gone', async () => {
      const replica = await startTestApp({ imports: [CatalogModule] });
      try {
        const submitted = (await request(t.server).post('/api/custom-games').send(idea()).expect(201))
          .body as CustomGame;
        const before = await request(replica.server).get('/api/games').expect(200);
        expect((before.body as Game[]).map((g) => g.id)).not.toContain(submitted.id);

        await t.app.get(CustomGamesService).review(submitted.id, 'approved');

        // This process sees it on the next request; the other replica within its one-second version check.
        const here = (await request(t.server).get('/api/games?spaceType=outdoor&minPlayers=4').expect(200))
          .body as Game[];
        expect(here.find((g) => g.id === submitted.id)).toEqual({
          id: submitted.id,
          name: submitted.name,
          description: submitted.description,
          imageUrl: CUSTOM_GAME_LISTING.imageUrl,
          difficulty: 2,
          minPlayers: CUSTOM_GAME_LISTING.minPlayers,
          maxPlayers: CUSTOM_GAME_LISTING.maxPlayers,
          spaceRequired: 'Standard space',
          spaceType: 'both',
          duration: 15,
          ageRange: 'All ages',
          skills: [],
          equipment: ['Pillows', 'Blankets'],
          custom: true,
        });
        await waitForGame(replica, submitted.id, true);
        const after = await request(replica.server)
          .get('/api/games')
          .set('If-None-Match', before.headers.etag)
          .expect(200);
        expect(after.headers.etag).not.toBe(before.headers.etag);
        const publicList = (await request(t.server).get('/api/custom-games').expect(200)).body as CustomGame[];
        expect(publicList.find((g) => g.id === submitted.id)?.status).toBe('approved');

        await t.app.get(CustomGamesService).review(submitted.id, 'rejected');
        await waitForGame(replica, submitted.id, false);
      } finally {
        await replica.close();
      }
    });

    it('404 for an unknown id', async () => {
      await expect(t.app.get(CustomGamesService).review(2_000_000_000, 'approved')).rejects.toMatchObject({
        code: 'CUSTOM_GAME_NOT_FOUND',
      });
    });
  });
});

/** Polls a replica's public games list until the game is there (or gone). */
function waitForGame(app: TestApp, id: number, present: boolean): Promise<boolean> {
  return waitFor(
    async () => {
      const games = (await request(app.server).get('/api/games').expect(200)).body as Game[];
      return games.some((g) => g.id === id) === present;
    },
    3000,
    `game ${id} to ${present ? 'appear' : 'leave'} on the other replica`,
  );
}
