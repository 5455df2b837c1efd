import request from 'supertest';
import { ROSTER_TEXTS } from '@app/contracts';
import { RATE_LIMITS } from '@app/rate-limit';
import { RosterModule } from '@app/roster';
import { invitationPath, RosterParties, rosterChild as child, startTestApp, testAddress, TestApp } from '@app/testing';
import { PublicDocuments } from './public-documents.service';
import { PublicPagesModule } from './public-pages.module';

/** A first render loads the bundle's routes in the renderer's thread: a while on a loaded 2-core machine. */
const CASE_MS = 60_000;

/**
 * An invited family's page as a document (docs/product/pages.md#page-delivery), rendered per link from the roster's
 * read, on the build `npm test` makes before its suites.
 */
describe("an invitation's document", () => {
  let t: TestApp;
  let parties: RosterParties;
  let documents: PublicDocuments;

  beforeAll(async () => {
    t = await startTestApp({ imports: [RosterModule, PublicPagesModule] });
    parties = await RosterParties.of(t);
    documents = t.app.get(PublicDocuments);
  }, CASE_MS);
  afterAll(() => t?.close());

  it(
    'shows the party and who is coming in its HTML, kept by no cache, rendered again once a family replies',
    async () => {
      const { id, link } = await parties.book(4);
      const invitation = await request(t.server)
        .post(`/api/bookings/${id}/invitation?${link}`)
        .send({ shareAddress: false, message: 'Bring zebra sneakers!' })
        .expect(201);
      const page = new URL(invitation.body.url as string).pathname;

      const res = await request(t.server).get(page).expect(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.text).toContain('<meta name="robots" content="noindex"/>');
      const root = res.text.slice(res.text.indexOf('<div id="root">'));
      expect(root).toContain('Bring zebra sneakers!');
      expect(root).toContain('No one has been added yet.');
      expect(root).toContain('data-island="invitation-replies"');

      // Asked again unchanged: the kept document.
      const renders = documents.renders;
      expect((await request(t.server).get(page).expect(200)).text).toBe(res.text);
      expect(documents.renders).toBe(renders);

      // A reply changes who is coming: a new render shows it.
      await request(t.server)
        .post(`${invitationPath(invitation.body.url as string)}/children`)
        .send(child('Sam', { attending: true }))
        .expect(201);
      const replied = await request(t.server).get(page).expect(200);
      expect(replied.text).toContain('<li>Sam</li>');
      expect(documents.renders).toBe(renders + 1);
    },
    CASE_MS,
  );

  it(
    'answers a link that opens no invitation with a 404 saying so, one document for every such link',
    async () => {
      const res = await request(t.server).get('/invitations/nonsense').expect(404);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.text).toContain('Invitation not found');
      expect(res.text).toContain(ROSTER_TEXTS.invitationNotFound);
      const renders = documents.renders;
      const another = await request(t.server).get('/invitations/another.guess').expect(404);
      expect(documents.renders).toBe(renders);
      // Drawn for no one's link: a guess is never shown the link another guess asked for.
      expect(another.text).not.toContain('nonsense');
    },
    CASE_MS,
  );
});

describe("an invitation's document past the invitation reads' limit", () => {
  let t: TestApp;

  beforeAll(async () => {
    // The real limits (the test runner raises them for every other suite).
    t = await startTestApp({ imports: [RosterModule, PublicPagesModule], env: { RATE_LIMIT_FACTOR: '1' } });
  }, CASE_MS);
  afterAll(() => t?.close());

  it(
    "counts with the api's read: past it, a 429 with Retry-After and the shell, which says it could not load",
    async () => {
      const ip = testAddress();
      const { points, seconds } = RATE_LIMITS.invitation;
      for (let i = 0; i < points - 1; i++)
        await request(t.server).get('/invitations/nonsense').set('X-Forwarded-For', ip).expect(404);
      await request(t.server).get('/api/invitations/nonsense').set('X-Forwarded-For', ip).expect(404);
      const refused = await request(t.server).get('/invitations/nonsense').set('X-Forwarded-For', ip).expect(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(seconds);
      expect(refused.text).toContain('<div id="root"></div>');
      // Another client is unaffected.
      await request(t.server).get('/invitations/nonsense').set('X-Forwarded-For', testAddress()).expect(404);
    },
    CASE_MS,
  );
});
