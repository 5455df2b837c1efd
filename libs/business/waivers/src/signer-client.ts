import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/** The longest browser description kept in a record: real ones are a few hundred characters. */
const USER_AGENT_MAX = 512;

/** Where a signature came from, for its record (docs/product/waivers.md#the-record): the address and the browser. */
export interface SignerClient {
  address: string | null;
  userAgent: string | null;
}

/** The request's client: req.ip honours the configured trusted proxies, so behind the load balancer it is the real one. */
export const SignerClient = createParamDecorator((_: unknown, ctx: ExecutionContext): SignerClient => {
  const req = ctx.switchToHttp().getRequest<FastifyRequest>();
  const agent = req.headers['user-agent'];
  return { address: req.ip || null, userAgent: typeof agent === 'string' ? agent.slice(0, USER_AGENT_MAX) : null };
});
