import request from 'supertest';
import { BookingEntity } from '@app/bookings';
import { CatalogModule } from '@app/catalog';
import { ACCOUNT_MESSAGES, PROMO_MESSAGES as M, type PromoCode } from '@app/contracts';
import {
  Agent,
  bookingPayload,
  catalogueGameIds,
  loginAsAdmin,
  registerUser,
  startTestApp,
  TestApp,
  unique,
} from '@app/testing';
import { PromoRedemptionsService } from './promo-redemptions.service';
import { PromoModule } from './promo.module';

const newCode = () => unique('promo').toUpperCase();

describe('admin promo codes (docs/product/api.md#the-api /api/admin/promo-codes, docs/product/validation.md#validation admin promo form)', () => {
  let t: TestApp;
  let admin: Agent;
  const valid = () => ({
    code: newCode().toLowerCase(),
    discountType: 'percentage',
    discountValue: 15,
    description: 'Summer sale',
    usageLimit: 50,
    userUsageLimit: 2,
    startDate: '2026-06-01',
    expiresAt: '2026-08-31',
    isActive: true,
  });
  const create = (body: object) => admin.post('/api/admin/promo-codes').send(body);

  beforeAll(async () => {
    t = await startTestApp({ imports: [PromoModule, CatalogModule] });
    admin = await loginAsAdmin(t.server);
  });
  afterAll(() => t.close());

  it('401 anonymous and 403 for a user on every call', async () => {
    const { agent } = await registerUser(t.server);
    const calls = [
      (a: Agent | ReturnType<typeof request>) => a.get('/api/admin/promo-codes'),
      (a: Agent | ReturnType<typeof request>) => a.post('/api/admin/promo-codes').send(valid()),
      (a: Agent | ReturnType<typeof request>) => a.put('/api/admin/promo-codes/1').send(valid()),
      (a: Agent | ReturnType<typeof request>) => a.delete('/api/admin/promo-codes/1'),
    ];
    for (const call of calls) {
      const anonymous = await call(request(t.server)).expect(401);
      expect(anonymous.body).toMatchObject({ code: 'LOGIN_REQUIRED', message: ACCOUNT_MESSAGES.loginRequired });
      const user = await call(agent).expect(403);
      expect(user.body).toMatchObject({ code: 'ADMIN_REQUIRED', message: ACCOUNT_MESSAGES.adminRequired });
    }
  });

  it('creates a promo code: upper-cased, fixed amounts in dollars, and lists it newest first', async () => {
    const body = { ...valid(), discountType: 'fixed', discountValue: 25.5 };
    const res = await create(body).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      code: body.code.toUpperCase(),
      description: 'Summer sale',
      discountType: 'fixed',
      discountValue: 25.5,
      usageLimit: 50,
      usageCount: 0,
      userUsageLimit: 2,
      startDate: '2026-06-01',
      expiresAt: '2026-08-31',
      isActive: true,
      createdAt: expect.any(String),
    } satisfies PromoCode);
    const [stored] = await t.dataSource.query(`SELECT code, discount_value FROM promo_codes WHERE id = $1`, [
      res.body.id,
    ]);
    expect(stored).toEqual({ code: body.code.toUpperCase(), discount_value: 2550 });

    const later = await create(valid()).expect(201);
    const list: PromoCode[] = (await admin.get('/api/admin/promo-codes').expect(200)).body;
    expect(list.map((p) => p.id).slice(0, 2)).toEqual([later.body.id, res.body.id]);
  });

  it('fills the docs/product/validation.md#validation defaults: usage limit 100, 1 per user, active, no end date', async () => {
    const code = newCode();
    const res = await create({ code, discountType: 'percentage', discountValue: 10, startDate: '2026-01-01' }).expect(
      201,
    );
    expect(res.body).toMatchObject({
      code,
      usageLimit: 100,
      userUsageLimit: 1,
      isActive: true,
      expiresAt: null,
      description: null,
    });
  });

  it.each([
    ['code', { code: '' }, M.code],
    ['code', { code: undefined }, M.code],
    ['code', { code: 'TWO WORDS' }, M.codeFormat],
    ['code', { code: 'X'.repeat(33) }, M.codeFormat],
    ['discountType', { discountType: 'bogo' }, M.discountType],
    ['discountValue', { discountValue: -1 }, M.discountValue],
    ['discountValue', { discountValue: '10' }, M.discountValue],
    ['discountValue', { discountValue: 101 }, M.percentageMax],
    ['discountValue', { discountValue: 12.5 }, M.percentageWhole],
    ['discountValue', { discountType: 'fixed', discountValue: 5.125 }, M.fixedDecimals],
    ['discountValue', { discountType: 'fixed', discountValue: 100_001 }, M.fixedMax],
    ['usageLimit', { usageLimit: 0 }, M.usageLimit],
    ['usageLimit', { usageLimit: 1.5 }, M.usageLimit],
    ['userUsageLimit', { userUsageLimit: 0 }, M.userUsageLimit],
    ['startDate', { startDate: undefined }, M.startDate],
    ['startDate', { startDate: '2026-02-30' }, M.startDate],
    ['expiresAt', { expiresAt: 'soon' }, M.expiresAt],
    ['expiresAt', { expiresAt: '2026-05-31' }, M.expiresBeforeStart],
    ['description', { description: 'x'.repeat(201) }, M.description],
    ['isActive', { isActive: 'yes' }, M.isActive],
  ])('400 on a bad %s with its message (%j), on create and on update', async (field, change, message) => {
    const before = (await t.dataSource.query(`SELECT count(*)::int AS n FROM promo_codes`))[0].n;
    const res = await create({ ...valid(), ...change }).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, fields: { [field]: message } });
    expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM promo_codes`))[0].n).toBe(before);

    const { id } = (await create(valid()).expect(201)).body;
    const put = await admin
      .put(`/api/admin/promo-codes/${id}`)
      .send({ ...valid(), ...change })
      .expect(400);
    expect(put.body.fields).toEqual({ [field]: message });
  });

  it('codes are unique whatever their case: 409 PROMO_CODE_TAKEN at the code field, on create and rename', async () => {
    const code = newCode();
    await create({ ...valid(), code }).expect(201);
    const clash = await create({ ...valid(), code: code.toLowerCase() }).expect(409);
    expect(clash.body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'PROMO_CODE_TAKEN',
      message: M.codeTaken,
      fields: { code: M.codeTaken },
    });
    const other = (await create(valid()).expect(201)).body;
    const rename = await admin.put(`/api/admin/promo-codes/${other.id}`).send({ ...valid(), code: ` ${code} ` });
    expect(rename.status).toBe(409);
    expect(rename.body.code).toBe('PROMO_CODE_TAKEN');
  });

  it('racing creates of one code: exactly one is stored, the others get the 409', async () => {
    const code = newCode();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => create({ ...valid(), code: i % 2 ? code : code.toLowerCase() })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(await t.dataSource.query(`SELECT 1 FROM promo_codes WHERE upper(code) = $1`, [code])).toHaveLength(1);
  });

  it('updates every field but the usage count, and may keep its own code', async () => {
    const created = (await create(valid()).expect(201)).body as PromoCode;
    await t.dataSource.query(`UPDATE promo_codes SET usage_count = 7 WHERE id = $1`, [created.id]);
    const change = {
      code: created.code,
      discountType: 'fixed',
      discountValue: 40,
      description: null,
      usageLimit: 9,
      userUsageLimit: 3,
      startDate: '2026-07-01',
      expiresAt: null,
      isActive: false,
    };
    const res = await admin.put(`/api/admin/promo-codes/${created.id}`).send(change).expect(200);
    expect(res.body).toEqual({ ...change, id: created.id, usageCount: 7, createdAt: created.createdAt });
  });

  it('404 PROMO_NOT_FOUND for an unknown or malformed id', async () => {
    for (const id of ['999999999', 'abc', '0', '1e3', '99999999999']) {
      const put = await admin.put(`/api/admin/promo-codes/${id}`).send(valid()).expect(404);
      expect(put.body).toMatchObject({ code: 'PROMO_NOT_FOUND', message: M.notFound });
      await admin.delete(`/api/admin/promo-codes/${id}`).expect(404);
    }
  });

  it('deletes: 204, gone from the list, a second delete is 404', async () => {
    const { id } = (await create(valid()).expect(201)).body;
    await admin.delete(`/api/admin/promo-codes/${id}`).expect(204);
    const list: PromoCode[] = (await admin.get('/api/admin/promo-codes').expect(200)).body;
    expect(list.some((p) => p.id === id)).toBe(false);
    await admin.delete(`/api/admin/promo-codes/${id}`).expect(404);
  });

  it('deleting a promo keeps every booking that used it as it was; its redemptions go with it', async () => {
    const parent = request.agent(t.server);
    const games = (await catalogueGameIds(t.server)).slice(0, 3);
    const { id: bookingId } = (await parent.post('/api/bookings').send(bookingPayload(games)).expect(201)).body;
    const promo: PromoCode = (
      await create({ ...valid(), discountType: 'fixed', discountValue: 50, expiresAt: null }).expect(201)
    ).body;
    const booking = await t.dataSource.getRepository(BookingEntity).findOneByOrFail({ id: bookingId });
    await t.dataSource.transaction(async (m) => {
      const use = await t.app.get(PromoRedemptionsService).redeem(m, promo.code, booking);
      // What the payment records on the booking along with the redemption.
      await m.update(
        BookingEntity,
        { id: bookingId },
        {
          promoCode: use.code,
          promoDiscountCents: use.discountCents,
          finalCents: booking.totalCents - use.discountCents,
        },
      );
    });
    const before = (await parent.get(`/api/bookings/${bookingId}`).expect(200)).body;
    expect(before).toMatchObject({
      promoCode: promo.code,
      promoDiscount: '50.00',
      totalPrice: '400.00',
      finalPrice: '350.00',
    });

    await admin.delete(`/api/admin/promo-codes/${promo.id}`).expect(204);
    expect((await parent.get(`/api/bookings/${bookingId}`).expect(200)).body).toEqual(before);
    expect(await t.dataSource.query(`SELECT 1 FROM promo_redemptions WHERE booking_id = $1`, [bookingId])).toEqual([]);
  });
});
