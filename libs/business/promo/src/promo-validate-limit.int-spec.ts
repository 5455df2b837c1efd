import request from 'supertest';
import { PROMO_MESSAGES as M } from '@app/contracts';
import { RATE_LIMITS } from '@app/rate-limit';
import { insertPromo, startTestApp, testAddress, TestApp, unique } from '@app/testing';
import { PromoModule } from './promo.module';

describe('POST /api/promo/validate: guessing codes is throttled per client', () => {
  let t: TestApp;
  const { points, seconds } = RATE_LIMITS['promo-validate'];
  const validate = (ip: string, code: string) =>
    request(t.server).post('/api/promo/validate').set('X-Forwarded-For', ip).send({ code });

  beforeAll(async () => {
    // The real limits (the test runner raises them for every other suite).
    t = await startTestApp({ imports: [PromoModule], env: { RATE_LIMIT_FACTOR: '1' } });
  });
  afterAll(() => t.close());

  it(`${points} wrong guesses are answered, the next check is a 429 with Retry-After; other clients go on`, async () => {
    const ip = testAddress();
    const { code } = await insertPromo(t);
    for (let i = 0; i < points; i++) {
      expect((await validate(ip, unique('guess')).expect(200)).body).toMatchObject({ valid: false, error: M.unknown });
    }
    for (const next of [unique('guess'), code]) {
      const refused = await validate(ip, next).expect(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(seconds);
      expect(refused.body).toMatchObject({ code: 'RATE_LIMITED', message: M.tooMany(retryAfter) });
    }
    expect((await validate(testAddress(), code).expect(200)).body.valid).toBe(true);
  });

  it('a check that finds a usable code, and an empty code (400), use up nothing', async () => {
    const ip = testAddress();
    const { code } = await insertPromo(t);
    for (let i = 0; i < points * 2; i++) {
      expect((await validate(ip, code).expect(200)).body.valid).toBe(true);
      await validate(ip, ' ').expect(400);
    }
    for (let i = 0; i < points; i++) await validate(ip, unique('guess')).expect(200);
    await validate(ip, unique('guess')).expect(429);
  });

  it('a known code that cannot be used (inactive, used up ...) counts like a wrong guess', async () => {
    const ip = testAddress();
    const { code } = await insertPromo(t, { is_active: false });
    for (let i = 0; i < points; i++) await validate(ip, code).expect(200);
    await validate(ip, code).expect(429);
  });
});
