import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryModule, DiscoveryService, MetadataScanner } from '@nestjs/core';
import request from 'supertest';
import { ACCOUNT_MESSAGES } from '@app/contracts';
import { Agent, registerUser, startTestApp, TestApp } from '@app/testing';
import { AppModule } from '@api/app.module';

type Route = { method: string; path: string };

/** Every route of the api's controllers, read from Nest's own metadata (so a route added later is covered too). */
function routesOf(t: TestApp): Route[] {
  const scanner = t.app.get(MetadataScanner);
  const join = (...parts: string[]) =>
    `/${parts
      .flatMap((p) => p.split('/'))
      .filter(Boolean)
      .join('/')}`;
  return t.app
    .get(DiscoveryService)
    .getControllers()
    .flatMap(({ metatype }) => {
      if (!metatype) return [];
      const base = String(Reflect.getMetadata(PATH_METADATA, metatype) ?? '');
      const proto = metatype.prototype as Record<string, object>;
      return scanner.getAllMethodNames(proto).flatMap((name) => {
        const path = Reflect.getMetadata(PATH_METADATA, proto[name]) as string | undefined;
        const method = Reflect.getMetadata(METHOD_METADATA, proto[name]) as RequestMethod | undefined;
        return path === undefined || method === undefined
          ? []
          : [{ method: RequestMethod[method].toLowerCase(), path: join('api', base, path) }];
      });
    });
}

/**
 * docs/product/api.md#server-rules: admin routes need role admin on the server: 401 anonymous, 403 for a signed-in
 * user.
 */
describe('every /api/admin route refuses anyone but an admin', () => {
  let t: TestApp;
  let user: Agent;
  let adminRoutes: Route[];

  beforeAll(async () => {
    t = await startTestApp({ imports: [AppModule, DiscoveryModule] });
    user = (await registerUser(t.server)).agent;
    adminRoutes = routesOf(t).filter((r) => r.path.startsWith('/api/admin/'));
  });
  afterAll(() => t.close());

  it('finds the admin routes', () => {
    expect(adminRoutes).toEqual(
      expect.arrayContaining([
        { method: 'get', path: '/api/admin/stats' },
        { method: 'get', path: '/api/admin/bookings' },
        { method: 'get', path: '/api/admin/bookings/:id' },
        { method: 'get', path: '/api/admin/promo-codes' },
        { method: 'post', path: '/api/admin/promo-codes' },
        { method: 'put', path: '/api/admin/promo-codes/:id' },
        { method: 'delete', path: '/api/admin/promo-codes/:id' },
        { method: 'get', path: '/api/admin/custom-games' },
        { method: 'patch', path: '/api/admin/custom-games/:id' },
        { method: 'get', path: '/api/admin/contact-messages' },
        { method: 'patch', path: '/api/admin/contact-messages/:id' },
      ]),
    );
  });

  it('401 anonymous and 403 for a user, on each of them', async () => {
    for (const { method, path } of adminRoutes) {
      const url = path.replace(/:[^/]+/g, '1');
      const call = (agent: Agent | ReturnType<typeof request>) =>
        (agent as unknown as Record<string, (url: string) => request.Test>)[method](url).send({});
      const anonymous = await call(request(t.server));
      expect({ method, path, status: anonymous.status, code: anonymous.body.code }).toEqual({
        method,
        path,
        status: 401,
        code: 'LOGIN_REQUIRED',
      });
      expect(anonymous.body.message).toBe(ACCOUNT_MESSAGES.loginRequired);
      const signedIn = await call(user);
      expect({ method, path, status: signedIn.status, code: signedIn.body.code }).toEqual({
        method,
        path,
        status: 403,
        code: 'ADMIN_REQUIRED',
      });
    }
  });
});
