import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { Strategy } from 'passport-local';
import type { User } from '@app/contracts';
import { AccountsService } from './accounts.service';

/** passport-local: the username and password of POST /api/login, checked (and throttled) by AccountsService. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly accounts: AccountsService) {
    super({ passReqToCallback: true });
  }

  /** A refusal (wrong credentials 401, throttled 429) is thrown as our own exception, so its code reaches the client. */
  validate(req: FastifyRequest, username: string, password: string): Promise<User> {
    // req.ip honours the configured trusted proxies, so behind the load balancer it is the real client.
    return this.accounts.authenticate({ username, password }, req.ip);
  }
}
