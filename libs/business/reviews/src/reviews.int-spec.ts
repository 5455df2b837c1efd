import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { BookingEntity } from '@app/bookings';
import {
  addDays,
  REVIEW_MESSAGES,
  todayIn,
  type AdminReview,
  type BookingStatus,
  type ReviewRating,
  type Testimonial,
} from '@app/contracts';
import { Agent, loginAsAdmin, registerUser, startTestApp, storedBooking, TestApp, unique } from '@app/testing';
import { ReviewLinks } from './review-links';
import { ReviewsModule } from './reviews.module';

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
  const decide = (id: number, body: object) => admin.patch(`/api/admin/reviews/${id}`).send(body);
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

    it('writes one review per booking, edited by the next post until an admin decides', async () => {
      const b = await party();
      const token = links.token(b.id);
      expect((await post(token, review).expect(201)).body).toEqual({ ...review, status: 'pending' });
      const edit = { rating: 4, text: 'Great, a little short.', publish: false };
      expect((await post(token, edit).expect(201)).body).toEqual({ ...edit, status: 'pending' });
      expect((await open(token).expect(200)).body.review).toEqual({ ...edit, status: 'pending' });
      const [{ count }] = await t.dataSource.query(`SELECT count(*)::int FROM reviews WHERE booking_id = $1`, [b.id]);
      expect(count).toBe(1);

      await decide((await adminReviewOf(b.id)).id, { status: 'approved' }).expect(200);
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
      const noReason = await decide(mine.id, { status: 'rejected' }).expect(400);
      expect(noReason.body.fields).toEqual({ reason: REVIEW_MESSAGES.reasonRequired });
      const rejected = (await decide(mine.id, { status: 'rejected', reason: 'Spam: off-topic' }).expect(200)).body;
      expect(rejected).toMatchObject({ status: 'rejected', rejectionReason: 'Spam: off-topic' });
      const list = (await admin.get('/api/admin/reviews?status=rejected').expect(200)).body as AdminReview[];
      expect(list.find((r) => r.id === mine.id)).toMatchObject({ rejectionReason: 'Spam: off-topic' });
      expect(
        ((await admin.get('/api/admin/reviews?status=pending').expect(200)).body as AdminReview[]).map((r) => r.id),
      ).not.toContain(mine.id);
      await admin.get('/api/admin/reviews?status=maybe').expect(400);
      await decide(999_999, { status: 'approved' }).expect(404);
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
      const { id } = await adminReviewOf(b.id);
      return (await decide(id, { status: 'approved', featured }).expect(200)).body as AdminReview;
    }

    it('answers approved reviews with consent in the testimonial shape, the samples only below three', async () => {
      await t.dataSource.query(`DELETE FROM reviews`);
      const samples = await testimonials();
      expect(samples.length).toBeGreaterThanOrEqual(6);
      expect(await rating()).toEqual({ average: null, count: 0 });

      const first = await approved('Ana Maria Ruiz', { rating: 5, text: 'Best party ever.', publish: true }, true);
      // Approved without consent: counted in the rating, never shown.
      await approved('Quiet Parent', { rating: 4, text: 'Lovely.', publish: false });
      const withOne = await testimonials();
      expect(withOne[0]).toEqual({
        id: first.id,
        parentName: 'Ana R.',
        parentInitial: 'A',
        role: 'Birthday parent',
        rating: 5,
        review: 'Best party ever.',
        eventType: 'Birthday Party',
        featured: true,
      });
      expect(withOne.slice(1)).toEqual(samples);
      expect((await testimonials('?featured=true'))[0]).toMatchObject({ id: first.id });
      expect(await rating()).toEqual({ average: 4.5, count: 2 });

      await approved('Bo Lee', { rating: 5, text: 'Amazing MC.', publish: true });
      expect((await testimonials()).length).toBe(2 + samples.length);
      await approved('Cy Dunn', { rating: 4, text: 'Kids had a blast.', publish: true });
      const real = await testimonials();
      expect(real.map((r) => r.parentName).sort()).toEqual(['Ana R.', 'Bo L.', 'Cy D.']);
      expect((await testimonials('?featured=true')).map((r) => r.id)).toEqual([first.id]);
      // With none featured, the home page's featured ones are the newest real ones, never the samples.
      await decide(first.id, { featured: false }).expect(200);
      const standIns = await testimonials('?featured=true');
      expect(standIns.map((r) => r.parentName).sort()).toEqual(['Ana R.', 'Bo L.', 'Cy D.']);
      // Samples never count: 5, 4, 5, 4.
      expect(await rating()).toEqual({ average: 4.5, count: 4 });
    });
  });
});
