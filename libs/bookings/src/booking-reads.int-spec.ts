import request from 'supertest';
import { ACCOUNT_MESSAGES } from '@app/contracts';
import { loginAsAdmin, registerUser, startTestApp, TestApp } from '@app/testing';
import { BookingsModule } from './bookings.module';

describe('booking reads: access enforced on the server', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ imports: [BookingsModule] });
  });
  afterAll(() => t.close());

  it('GET /api/admin/bookings: 401 anonymous, 403 for a user, 200 for the admin', async () => {
    const anonymous = await request(t.server).get('/api/admin/bookings').expect(401);
    expect(anonymous.body.message).toBe(ACCOUNT_MESSAGES.loginRequired);
    const { agent } = await registerUser(t.server);
    const user = await agent.get('/api/admin/bookings').expect(403);
    expect(user.body).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      code: 'ADMIN_REQUIRED',
      message: ACCOUNT_MESSAGES.adminRequired,
    });
    const admin = await loginAsAdmin(t.server);
    expect((await admin.get('/api/admin/bookings').expect(200)).body).toEqual([]);
  });

  it('GET /api/bookings/user: 401 anonymous, the caller’s own list when signed in', async () => {
    await request(t.server).get('/api/bookings/user').expect(401);
    const { agent } = await registerUser(t.server);
    expect((await agent.get('/api/bookings/user').expect(200)).body).toEqual([]);
  });

  it('the seeded admin is an admin', async () => {
    const admin = await loginAsAdmin(t.server);
    expect((await admin.get('/api/user').expect(200)).body).toMatchObject({ username: 'admin', role: 'admin' });
  });
});
