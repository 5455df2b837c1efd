import request from 'supertest';
import { startTestApp, TestApp, unique } from '@app/testing';
import { AdminAccountSeeder } from './admin-account.seeder';

describe('AdminAccountSeeder', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const login = (username: string, password: string) =>
    request(t.server).post('/api/login').send({ username, password });

  it('creates the admin once, and follows a changed password', async () => {
    const admin = { username: unique('boss'), password: 'first-admin-password' };
    const seeder = new AdminAccountSeeder(() => admin);
    await seeder.run(t.dataSource);
    await seeder.run(t.dataSource); // idempotent
    const rows = await t.dataSource.query(`SELECT role FROM users WHERE lower(username) = lower($1)`, [admin.username]);
    expect(rows).toEqual([{ role: 'admin' }]);
    expect((await login(admin.username, admin.password).expect(200)).body.role).toBe('admin');

    admin.password = 'rotated-admin-password';
    await seeder.run(t.dataSource);
    await login(admin.username, 'first-admin-password').expect(401);
    await login(admin.username, admin.password).expect(200);
  });

  it('keeps the stored hash when nothing changed', async () => {
    const admin = { username: unique('boss'), password: 'steady-admin-password' };
    const seeder = new AdminAccountSeeder(() => admin);
    await seeder.run(t.dataSource);
    const [before] = await t.dataSource.query(`SELECT password_hash, updated_at FROM users WHERE username = $1`, [
      admin.username,
    ]);
    await seeder.run(t.dataSource);
    const [after] = await t.dataSource.query(`SELECT password_hash, updated_at FROM users WHERE username = $1`, [
      admin.username,
    ]);
    expect(after).toEqual(before);
  });
});
