import request from 'supertest';
import { startTestApp, TEST_PASSWORD, TestApp, unique } from '@app/testing';

const register = (t: TestApp, proto?: string) => {
  const username = unique('ck');
  const req = request(t.server).post('/api/register');
  if (proto) req.set('X-Forwarded-Proto', proto);
  return req.send({ username, email: `${username}@example.com`, password: TEST_PASSWORD }).expect(201);
};

describe('session cookie flags', () => {
  it('is HttpOnly and SameSite=Lax, not Secure, in development', async () => {
    const t = await startTestApp();
    try {
      const [cookie] = (await register(t)).headers['set-cookie'] as unknown as string[];
      expect(cookie).toMatch(/^cp\.sid=/);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).toContain('Path=/');
      expect(cookie).not.toContain('Secure');
    } finally {
      await t.close();
    }
  });

  it('is also Secure (and __Host- prefixed) in production, and never sent over plain http', async () => {
    const t = await startTestApp({
      env: {
        NODE_ENV: 'production',
        SESSION_SECRET: 'a-production-secret-of-at-least-32-characters',
        BOOKING_LINK_SECRET: 'a-production-link-secret-of-at-least-32-characters',
        ADMIN_USERNAME: 'boss',
        ADMIN_PASSWORD: 'a-long-production-password',
        PAYPAL_CLIENT_ID: 'a-real-client-id',
        PAYPAL_CLIENT_SECRET: 'a-real-secret',
        PAYPAL_WEBHOOK_ID: 'WHREAL8PT59735',
        PAYPAL_BASE_URL: 'https://api-m.paypal.com',
      },
    });
    try {
      // Behind the TLS-terminating proxy (trusted: loopback) the request counts as https.
      const [cookie] = (await register(t, 'https')).headers['set-cookie'] as unknown as string[];
      expect(cookie).toMatch(/^__Host-cp\.sid=/);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).toContain('Secure');
      expect(cookie).toContain('Path=/');
      expect((await register(t)).headers['set-cookie']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
