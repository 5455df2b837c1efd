import request from 'supertest';
import { PROMO_MESSAGES as M, type PromoValidationResult, todayIn } from '@app/contracts';
import { insertPromo, startTestApp, TestApp, unique } from '@app/testing';
import { PromoModule } from './promo.module';

const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('POST /api/promo/validate (docs/product/api.md#the-api)', () => {
  let t: TestApp;
  const validate = (app: TestApp, body: object) => request(app.server).post('/api/promo/validate').send(body);
  const verdict = async (app: TestApp, code: string): Promise<PromoValidationResult> =>
    (await validate(app, { code }).expect(200)).body;
  const refused = (error: string) => ({ valid: false, promoCode: null, error });

  beforeAll(async () => {
    t = await startTestApp({ imports: [PromoModule] });
  });
  afterAll(() => t.close());

  it('a usable code: valid, with what anyone may see of it (never the counts)', async () => {
    const { code } = await insertPromo(t, { discount_type: 'fixed', discount_value: 2550 });
    expect(await verdict(t, ` ${code.toLowerCase()} `)).toEqual({
      valid: true,
      promoCode: { code, description: 'Ten percent off', discountType: 'fixed', discountValue: 25.5 },
      error: null,
    });
  });

  it('an unknown code', async () => {
    expect(await verdict(t, unique('nope'))).toEqual(refused(M.unknown));
  });

  it('an inactive code', async () => {
    const { code } = await insertPromo(t, { is_active: false });
    expect(await verdict(t, code)).toEqual(refused(M.inactive));
  });

  it('a code not started yet, and one that has expired, by the business time zone', async () => {
    const today = todayIn(t.config.business.timeZone);
    const early = await insertPromo(t, { start_date: dayAfter(today, 1) });
    expect(await verdict(t, early.code)).toEqual(refused(M.notStarted(dayAfter(today, 1))));
    const late = await insertPromo(t, { start_date: dayAfter(today, -10), expires_at: dayAfter(today, -1) });
    expect(await verdict(t, late.code)).toEqual(refused(M.expired));
    const lastDay = await insertPromo(t, { start_date: today, expires_at: today });
    expect((await verdict(t, lastDay.code)).valid).toBe(true);
  });

  it('a code whose usage limit is reached', async () => {
    const { code } = await insertPromo(t, { usage_limit: 5, usage_count: 5 });
    expect(await verdict(t, code)).toEqual(refused(M.usedUp));
  });

  it('an empty code is a 400 with the promo entry message', async () => {
    const res = await validate(t, { code: '   ' }).expect(400);
    expect(res.body.fields).toEqual({ code: M.enterCode });
  });

  it('never consumes a use', async () => {
    const { id, code } = await insertPromo(t, { usage_limit: 1 });
    for (let i = 0; i < 3; i++) expect((await verdict(t, code)).valid).toBe(true);
    const [row] = await t.dataSource.query(`SELECT usage_count FROM promo_codes WHERE id = $1`, [id]);
    expect(row.usage_count).toBe(0);
  });

  it('"today" is the business time zone\'s: the same code starts a day apart in two zones', async () => {
    // 25 hours apart, so their calendar days always differ.
    const [east, west] = await Promise.all([
      startTestApp({ imports: [PromoModule], env: { BUSINESS_TIME_ZONE: 'Pacific/Kiritimati' } }),
      startTestApp({ imports: [PromoModule], env: { BUSINESS_TIME_ZONE: 'Pacific/Pago_Pago' } }),
    ]);
    try {
      const eastToday = todayIn('Pacific/Kiritimati');
      const starts = await insertPromo(t, { start_date: eastToday });
      expect((await verdict(east, starts.code)).valid).toBe(true);
      expect(await verdict(west, starts.code)).toEqual(refused(M.notStarted(eastToday)));
      const ends = await insertPromo(t, { expires_at: todayIn('Pacific/Pago_Pago') });
      expect((await verdict(west, ends.code)).valid).toBe(true);
      expect(await verdict(east, ends.code)).toEqual(refused(M.expired));
    } finally {
      await Promise.all([east.close(), west.close()]);
    }
  });
});
