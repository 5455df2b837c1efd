import type { FastifyRequest } from 'fastify';
import { submitterOf } from './submitter';

describe('submitterOf', () => {
  const token = '6f1c3a52-7d0e-4a4f-9f55-0b7c7e9d2a10';
  const request = (cookies: Record<string, string>, user?: { id: string }) =>
    ({ cookies, user }) as unknown as Pick<FastifyRequest, 'user' | 'cookies'>;

  it('names the signed-in user and the browser token from its cookie', () => {
    expect(submitterOf(request({ sid: 'abc', cp_submitter: token }))).toEqual({ userId: null, token });
    expect(submitterOf(request({ cp_submitter: token.toUpperCase() }, { id: '7' }))).toEqual({ userId: '7', token });
  });

  it('ignores a missing or malformed token', () => {
    expect(submitterOf(request({})).token).toBeNull();
    expect(submitterOf(request({ x_cp_submitter: token })).token).toBeNull();
    expect(submitterOf(request({ cp_submitter: "' OR 1=1 --" })).token).toBeNull();
  });
});
