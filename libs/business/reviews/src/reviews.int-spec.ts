import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { BookingEntity } from '@app/bookings';
import {
  addDays,
  REVIEW_MESSAGES,
  TEXT_MESSAGES,
  todayIn,
  type AdminReview,
  type BookingStatus,
  type ReviewRating,
  type Testimonial,
} from '@app/contracts';
import { Agent, loginAsAdmin, registerUser, startTestApp, storedBooking, TestApp, unique } from '@app/testing';
import { ReviewLinks } from './review-links';
import { ReviewsModule } from './reviews.module';
import { Testimonials } from './testimonials.service';

/**
 * docs/product/reviews.md: the review link (signed, per booking, its days, edits until decided), moderation, and the
 * testimonials and rating the site shows from the approved reviews.
 */
describe('reviews', () => {
  let t: TestApp;
  let admin: Agent;
  let links: ReviewLinks;

  beforeAll(async () => {
    t = await startTestApp({ imports: [ReviewsModule] });
    admin = await loginAsAdmin(t.server);
    links = t.app.get(ReviewLinks);
    // The testimonials' rule counts every approved review: this suite's database starts with none of them.
    await t.dataSource.query(`DELETE FROM reviews`);
  });
  afterAll(() => t.close());

  /** A party `daysAgo` days back, as stored. */
  async function party(
    daysAgo = 1,
    over: Partial<BookingEntity> = {},
    status: BookingStatus = 'completed',
  ): Promise<BookingEntity> {
    const booking = storedBooking({
      id: randomUUID(),
      ownerToken: randomUUID(),
      userId: null,
      parentEmail: `${unique('review')}@example.com`,
      eventDate: addDays(todayIn('America/Chicago'), -daysAgo),
      status,
      ...over,
    });
    await t.dataSource.getRepository(BookingEntity).insert(booking);
    return booking;
  }

  const open = (token: string) => request(t.server).get(`/api/reviews/${token}`);
  const post = (token: string, body: object) => request(t.server).post(`/api/reviews/${token}`).send(body);
  const review = { rating: 5, text: 'The kids loved the relay race!', publish: true };
  /** The admin's decision on the review as they read it (its id and version). */
  const decide = ({ id, version }: Pick<AdminReview, 'id' | 'version'>, body: object) =>
    admin.patch(`/api/admin/reviews/${id}`).send({ version, ...body });
  async function adminReviewOf(bookingId: string): Promise<AdminReview> {
    const all = (await admin.get('/api/admin/reviews').expect(200)).body as AdminReview[];
    return all.find((r) => r.booking.id === bookingId)!;
  }

  describe('the review link', () => {
    it('opens its own booking: the child, the day and the event type, and no review yet', async () => {
      const b = await party(1, { childName: 'Maya', eventType: 'school-event' });
      const res = await open(links.token(b.id)).expect(200);
      expect(res.body).toEqual({
        childName: 'Maya',
        eventDate: b.eventDate,
        eventType: 'School Event',
        review: null,
        googleReviewUrl: null,
      });
      // One link per booking: signing again gives the same token.
      expect(links.token(b.id)).toBe(links.token(b.id));
    });

    it('answers 404 to a forged, altered or foreign token, and to a cancelled booking', async () => {
      const b = await party();
      const cancelled = await party(1, {}, 'cancelled');
      const token = links.token(b.id);
      const other = randomUUID();
      for (const forged of [
        `${b.id}.${'A'.repeat(43)}`,
        `${other}.${token.split('.')[1]}`,
        token.slice(0, -1),
        'nonsense',
        links.token(cancelled.id),
      ]) {
        const res = await open(forged).expect(404);
        expect(res.body).toMatchObject({ code: 'REVIEW_LINK_INVALID', message: REVIEW_MESSAGES.notFound });
        await post(forged, review).expect(404);
      }
    });

    it('answers 410 once its 60 days after the party are over', async () => {
      const old = await party(61);
      const res = await open(links.token(old.id)).expect(410);
      expect(res.body).toMatchObject({ code: 'REVIEW_LINK_EXPIRED', message: REVIEW_MESSAGES.expired });
      await post(links.token(old.id), review).expect(410);
      // 59 days after, it still opens.
      await open(links.token((await party(59)).id)).expect(200);
    });

    it('opens once the party took place: completed, or thanked; never for a party to come or an unpaid one', async () => {
      const toCome = await party(-10, {}, 'confirmed');
      const unpaid = await party(
        1,
        { amountPaidCents: 0, balanceDueCents: 85_500, paymentStatus: 'unpaid' },
        'pending',
      );
      const unthanked = await party(1, {}, 'confirmed');
      for (const b of [toCome, unpaid, unthanked]) {
        const res = await open(links.token(b.id)).expect(409);
        expect(res.body).toMatchObject({ code: 'REVIEW_NOT_OPEN', message: REVIEW_MESSAGES.notOpen });
        const refused = await post(links.token(b.id), review).expect(409);
        expect(refused.body.code).toBe('REVIEW_NOT_OPEN');
      }
      const [{ count }] = await t.dataSource.query(
        `SELECT count(*)::int FROM reviews WHERE booking_id = ANY($1::uuid[])`,
        [[toCome.id, unpaid.id, unthanked.id]],
      );
      expect(count).toBe(0);

      // The evening's thank-you went to the party nobody marked done: its link opens now, as a completed one's.
      await t.dataSource.query(`INSERT INTO thank_yous (booking_id, sent_at) VALUES ($1, now())`, [unthanked.id]);
      await post(links.token(unthanked.id), review).expect(201);
      await post(links.token((await party(1)).id), review).expect(201);
    });

    it('writes one review per booking, edited by the next post until an admin decides', async () => {
      const b = await party();
      const token = links.token(b.id);
      expect((await post(token, review).expect(201)).body).toEqual({ ...review, status: 'pending' });
      const edit = { rating: 4, text: 'Great, a little short.', publish: false };
      expect((await post(token, edit).expect(201)).body).toEqual({ ...edit, status: 'pending' });
      expect((await open(token).expect(200)).body.review).toEqual({ ...edit, status: 'pending' });
      const [{ count }] = await t.dataSource.query(`SELECT count(*)::int FROM reviews WHERE booking_id = $1`, [b.id]);
      expect(count).toBe(1);

      await decide(await adminReviewOf(b.id), { status: 'approved' }).expect(200);
      const refused = await post(token, review).expect(409);
      expect(refused.body).toMatchObject({ code: 'REVIEW_DECIDED', message: REVIEW_MESSAGES.decided });
      expect((await open(token).expect(200)).body.review).toEqual({ ...edit, status: 'approved' });
    });

    it('refuses a rating outside 1-5 and a text over 1,000 characters, with their messages', async () => {
      const token = links.token((await party()).id);
      const bad = await post(token, { ...review, rating: 6 }).expect(400);
      expect(bad.body.fields).toEqual({ rating: REVIEW_MESSAGES.rating });
      const long = await post(token, { ...review, text: 'x'.repeat(1001) }).expect(400);
      expect(long.body.fields).toEqual({ text: REVIEW_MESSAGES.text });
      await post(token, { ...review, text: 'x'.repeat(1000) }).expect(201);
    });

    it("keeps the text's line breaks and refuses direction and invisible marks with the field's message", async () => {
      const token = links.token((await party()).id);
      for (const text of ['Best party \u202eever\u202c!', 'The relay\u200B race']) {
        const refused = await post(token, { ...review, text }).expect(400);
        expect(refused.body).toMatchObject({
          code: 'VALIDATION_FAILED',
          fields: { text: TEXT_MESSAGES.nameLines('Your review') },
        });
      }
      const lines = 'Best party ever!\nThe relay race was the highlight.';
      expect((await post(token, { ...review, text: lines }).expect(201)).body.text).toBe(lines);
    });
  });

  describe('moderation', () => {
    it('is for admins only', async () => {
      await request(t.server).get('/api/admin/reviews').expect(401);
      const { agent: parent } = await registerUser(t.server);
      await parent.get('/api/admin/reviews').expect(403);
      await parent.patch('/api/admin/reviews/1').send({ status: 'approved' }).expect(403);
    });

    it('lists reviews by status with the booking each came from; a rejection keeps its reason', async () => {
      const b = await party(2, { parentName: 'Dana Ortiz', childName: 'Leo' });
      await post(links.token(b.id), { rating: 1, text: 'Buy cheap watches at example.com', publish: true }).expect(201);
      const pending = (await admin.get('/api/admin/reviews?status=pending').expect(200)).body as AdminReview[];
      const mine = pending.find((r) => r.booking.id === b.id)!;
      expect(mine).toMatchObject({
        rating: 1,
        status: 'pending',
        featured: false,
        rejectionReason: null,
        booking: { id: b.id, parentName: 'Dana Ortiz', childName: 'Leo', eventDate: b.eventDate },
      });
      const noReason = await decide(mine, { status: 'rejected' }).expect(400);
      expect(noReason.body.fields).toEqual({ reason: REVIEW_MESSAGES.reasonRequired });
      const rejected = (await decide(mine, { status: 'rejected', reason: 'Spam: off-topic' }).expect(200)).body;
      expect(rejected).toMatchObject({ status: 'rejected', rejectionReason: 'Spam: off-topic' });
      const list = (await admin.get('/api/admin/reviews?status=rejected').expect(200)).body as AdminReview[];
      expect(list.find((r) => r.id === mine.id)).toMatchObject({ rejectionReason: 'Spam: off-topic' });
      expect(
        ((await admin.get('/api/admin/reviews?status=pending').expect(200)).body as AdminReview[]).map((r) => r.id),
      ).not.toContain(mine.id);
      await admin.get('/api/admin/reviews?status=maybe').expect(400);
      await decide({ id: 999_999, version: 1 }, { status: 'approved' }).expect(404);
    });

    it('refuses a decision on a version the parent changed since, with the new text; the site never shows it', async () => {
      const b = await party(2, { parentName: 'Kim Park' });
      const token = links.token(b.id);
      await post(token, { rating: 5, text: 'Wonderful from start to finish.', publish: true }).expect(201);
      const read = await adminReviewOf(b.id);
      expect(read.version).toBe(1);
      // Sending the same review again changes nothing, so the admin's read still holds.
      await post(token, { rating: 5, text: 'Wonderful from start to finish.', publish: true }).expect(201);
      expect((await adminReviewOf(b.id)).version).toBe(1);

      const changed = 'Wonderful, but the host left forty minutes early.';
      await post(token, { rating: 3, text: changed, publish: true }).expect(201);
      const refused = await decide(read, { status: 'approved', featured: true }).expect(409);
      expect(refused.body).toMatchObject({
        code: 'REVIEW_CHANGED',
        message: REVIEW_MESSAGES.changed,
        details: { review: { id: read.id, version: 2, rating: 3, text: changed, status: 'pending', featured: false } },
      });
      const site = (await request(t.server).get('/api/testimonials').expect(200)).body as Testimonial[];
      expect(site.map((r) => r.review)).not.toContain(changed);
      expect((await adminReviewOf(b.id)).status).toBe('pending');

      // Read again, the new version is approved.
      const now = refused.body.details.review as AdminReview;
      expect((await decide(now, { status: 'approved' }).expect(200)).body).toMatchObject({ version: 2, text: changed });
      const shown = (await request(t.server).get('/api/testimonials').expect(200)).body as Testimonial[];
      expect(shown.find((r) => r.id === read.id)).toMatchObject({ review: changed, rating: 3 });
    });

    it('needs the version the admin read', async () => {
      const b = await party();
      await post(links.token(b.id), review).expect(201);
      const { id } = await adminReviewOf(b.id);
      const missing = await admin.patch(`/api/admin/reviews/${id}`).send({ status: 'approved' }).expect(400);
      expect(missing.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { version: REVIEW_MESSAGES.version } });
    });
  });

  describe('testimonials', () => {
    const testimonials = async (query = '') =>
      (await request(t.server).get(`/api/testimonials${query}`).expect(200)).body as Testimonial[];
    const rating = async () =>
      (await request(t.server).get('/api/testimonials/rating').expect(200)).body as ReviewRating;

    /** A party whose review an admin approved (featured as given). */
    async function approved(
      parentName: string,
      body: { rating: number; text: string; publish: boolean },
      featured = false,
    ): Promise<AdminReview> {
      const b = await party(3, { parentName, eventType: 'birthday' });
      await post(links.token(b.id), body).expect(201);
      return (await decide(await adminReviewOf(b.id), { status: 'approved', featured }).expect(200))
        .body as AdminReview;
    }

    it('answers approved reviews with consent in the testimonial shape, the samples only while none is approved', async () => {
      await t.dataSource.query(`DELETE FROM reviews`);
      // Deleted behind the service's back: the kept testimonials and rating of the cases before are read again.
      t.app.get(Testimonials).invalidate();
      const samples = await testimonials();
      expect(samples.length).toBeGreaterThanOrEqual(6);
      expect(samples.every((sample) => sample.sample === true)).toBe(true);
      expect(await rating()).toEqual({ average: null, count: 0 });

      // Approved without consent: counted in the rating, never shown; the samples go, as they would stand beside it.
      await approved('Quiet Parent', { rating: 4, text: 'Lovely.', publish: false });
      expect(await rating()).toEqual({ average: 4, count: 1 });
      expect(await testimonials()).toEqual([]);
      expect(await testimonials('?featured=true')).toEqual([]);

      const first = await approved('Ana Maria Ruiz', { rating: 5, text: 'Best party ever.', publish: true }, true);
      expect(await testimonials()).toEqual([
        {
          id: first.id,
          parentName: 'Ana R.',
          parentInitial: 'A',
          role: 'Birthday parent',
          rating: 5,
          review: 'Best party ever.',
          eventType: 'Birthday Party',
          featured: true,
        },
      ]);
      expect((await testimonials('?featured=true')).map((r) => r.id)).toEqual([first.id]);
      expect(await rating()).toEqual({ average: 4.5, count: 2 });

      await approved('Bo Lee', { rating: 5, text: 'Amazing MC.', publish: true });
      expect((await testimonials()).length).toBe(2);
      await approved('Cy Dunn', { rating: 4, text: 'Kids had a blast.', publish: true });
      const real = await testimonials();
      expect(real.map((r) => r.parentName).sort()).toEqual(['Ana R.', 'Bo L.', 'Cy D.']);
      expect((await testimonials('?featured=true')).map((r) => r.id)).toEqual([first.id]);
      // With none featured, the home page's featured ones are the newest real ones, never the samples.
      await decide(first, { featured: false }).expect(200);
      const standIns = await testimonials('?featured=true');
      expect(standIns.map((r) => r.parentName).sort()).toEqual(['Ana R.', 'Bo L.', 'Cy D.']);
      // Samples never count: 5, 4, 5, 4.
      expect(await rating()).toEqual({ average: 4.5, count: 4 });
    });
  });
});
