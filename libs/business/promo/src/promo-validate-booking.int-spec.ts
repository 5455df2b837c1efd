import request from 'supertest';
import { BookingEntity } from '@app/bookings';
import { CatalogModule } from '@app/catalog';
import { BOOKING_MESSAGES, PROMO_MESSAGES as M } from '@app/contracts';
import {
  Agent,
  bookingPayload,
  catalogueGameIds,
  insertPromo,
  loginAsAdmin,
  registerUser,
  startTestApp,
  TestApp,
  unique,
} from '@app/testing';
import { PromoRedemptionsService } from './promo-redemptions.service';
import { PromoModule } from './promo.module';

describe('POST /api/promo/validate with a booking id', () => {
  let t: TestApp;
  let games: number[];

  beforeAll(async () => {
    t = await startTestApp({ imports: [PromoModule, CatalogModule] });
    games = (await catalogueGameIds(t.server)).slice(0, 3);
  });
  afterAll(() => t.close());

  /** A $400 booking (3 games, 10 children) made by `agent`, which keeps the anonymous owner cookie. */
  const book = async (agent: Agent = request.agent(t.server), overrides: Record<string, unknown> = {}) => {
    const res = await agent.post('/api/bookings').send(bookingPayload(games, overrides)).expect(201);
    return res.body.id as string;
  };
  const validate = (agent: Agent | ReturnType<typeof request>, code: string, bookingId?: string) =>
    agent.post('/api/promo/validate').send({ code, bookingId });
  const redeem = async (code: string, bookingId: string) => {
    const booking = await t.dataSource.getRepository(BookingEntity).findOneByOrFail({ id: bookingId });
    await t.dataSource.transaction((m) => t.app.get(PromoRedemptionsService).redeem(m, code, booking));
  };

  it('answers the discount on the booking’s own total, never more than the total', async () => {
    const agent = request.agent(t.server);
    const bookingId = await book(agent);
    const percent = await insertPromo(t, { discount_value: 15 });
    expect((await validate(agent, percent.code, bookingId).expect(200)).body).toEqual({
      valid: true,
      promoCode: { code: percent.code, description: 'Ten percent off', discountType: 'percentage', discountValue: 15 },
      error: null,
      discountAmount: '60.00',
    });
    const fixed = await insertPromo(t, { discount_type: 'fixed', discount_value: 50_000 });
    expect((await validate(agent, fixed.code, bookingId).expect(200)).body.discountAmount).toBe('400.00');
  });

  it('only for a booking the caller may open: the owner’s browser, its account or an admin; else 404', async () => {
    const { code } = await insertPromo(t);
    const anonymous = request.agent(t.server);
    const anonymousBooking = await book(anonymous);
    const { agent: owner } = await registerUser(t.server);
    const ownBooking = await book(owner);
    const { agent: stranger } = await registerUser(t.server);

    await validate(anonymous, code, anonymousBooking).expect(200);
    await validate(owner, code, ownBooking).expect(200);
    await validate(await loginAsAdmin(t.server), code, ownBooking).expect(200);
    for (const [agent, id] of [
      [request(t.server), anonymousBooking],
      [stranger, anonymousBooking],
      [stranger, ownBooking],
      [anonymous, ownBooking],
      [owner, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const res = await validate(agent, code, id).expect(404);
      expect(res.body).toMatchObject({ code: 'BOOKING_NOT_FOUND', message: BOOKING_MESSAGES.notFound });
    }
    expect((await validate(owner, code, 'not-a-booking-id').expect(400)).body.fields).toHaveProperty('bookingId');
  });

  it('the per-user limit counts per account: another booking of the account is refused, the one holding it is not', async () => {
    const { code } = await insertPromo(t, { user_usage_limit: 1 });
    const { agent } = await registerUser(t.server);
    const [first, second] = [await book(agent), await book(agent)];
    await redeem(code, first);
    expect((await validate(agent, code, second).expect(200)).body).toEqual({
      valid: false,
      promoCode: null,
      error: M.perUserUsed,
    });
    expect((await validate(agent, code).expect(200)).body.error).toBe(M.perUserUsed);
    expect((await validate(agent, code, first).expect(200)).body).toMatchObject({
      valid: true,
      discountAmount: '40.00',
    });
    // Another account is not affected.
    const { agent: other } = await registerUser(t.server);
    expect((await validate(other, code, await book(other)).expect(200)).body.valid).toBe(true);
  });

  it('anonymous bookings count per parent e-mail, whatever its case', async () => {
    const { code } = await insertPromo(t, { user_usage_limit: 1 });
    const email = `${unique('anon')}@example.com`;
    await redeem(code, await book(request.agent(t.server), { parentEmail: email }));
    const sameEmail = request.agent(t.server);
    const again = await book(sameEmail, { parentEmail: email.toUpperCase() });
    expect((await validate(sameEmail, code, again).expect(200)).body.error).toBe(M.perUserUsed);
    const otherEmail = request.agent(t.server);
    expect((await validate(otherEmail, code, await book(otherEmail)).expect(200)).body.valid).toBe(true);
  });

  it('never consumes a use', async () => {
    const { id, code } = await insertPromo(t, { usage_limit: 1 });
    const agent = request.agent(t.server);
    const bookingId = await book(agent);
    for (let i = 0; i < 3; i++) await validate(agent, code, bookingId).expect(200);
    expect(await t.dataSource.query(`SELECT usage_count FROM promo_codes WHERE id = $1`, [id])).toEqual([
      { usage_count: 0 },
    ]);
    expect(await t.dataSource.query(`SELECT 1 FROM promo_redemptions WHERE promo_code_id = $1`, [id])).toEqual([]);
  });
});
