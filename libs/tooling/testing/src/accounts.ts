import request from 'supertest';
import type { User } from '@app/contracts';
import { DEV_ADMIN_PASSWORD, DEV_ADMIN_USERNAME } from '@app/config';
import { unique } from './test-env';

type Server = Parameters<typeof request>[0];
export type Agent = ReturnType<typeof request.agent>;

export const TEST_PASSWORD = 'correct horse battery';

/**
 * Registers a fresh account on a cookie-keeping agent, which is then signed in as that user. `address` (sent as
 * X-Forwarded-For) keeps tests that run at the real rate limits off the shared loopback allowance.
 */
export async function registerUser(
  server: Server,
  overrides: Record<string, string> = {},
  address?: string,
): Promise<{ agent: Agent; user: User }> {
  return registerOn(request.agent(server), overrides, address);
}

/** registerUser on an agent that already has cookies (e.g. a browser that booked anonymously first). */
export async function registerOn(
  agent: Agent,
  overrides: Record<string, string> = {},
  address?: string,
): Promise<{ agent: Agent; user: User }> {
  const username = unique('user');
  const res = await agent
    .post('/api/register')
    .set(address ? { 'X-Forwarded-For': address } : {})
    .send({
      username,
      email: `${username}@example.com`,
      password: TEST_PASSWORD,
      firstName: 'Test',
      lastName: 'Parent',
      ...overrides,
    })
    .expect(201);
  return { agent, user: res.body as User };
}

/** An agent signed in as the seeded admin (the dev defaults the test database is prepared with). */
export async function loginAsAdmin(server: Server): Promise<Agent> {
  const agent = request.agent(server);
  await agent.post('/api/login').send({ username: DEV_ADMIN_USERNAME, password: DEV_ADMIN_PASSWORD }).expect(200);
  return agent;
}

/** The `name=value` pair of a response's session cookie, to replay it by hand (e.g. against a restarted app). */
export function sessionCookieOf(res: request.Response, name = 'cp.sid'): string | undefined {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return cookies.find((c) => c.startsWith(`${name}=`))?.split(';')[0];
}

/** The session id inside a signed cookie value ("s:<sid>.<signature>"), as stored in the sessions table. */
export const sessionIdOf = (cookie: string): string => decodeURIComponent(cookie.split('=')[1]).slice(2).split('.')[0];
