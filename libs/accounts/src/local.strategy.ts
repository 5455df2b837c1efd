import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import type { User } from '@app/contracts';
import { AccountsService } from './accounts.service';

@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy) {
  constructor(private readonly accounts: AccountsService) {
    super({ passReqToCallback: true });
  }

  validate(req: Request, username: string, password: string): Promise<User> {
    // req.ip honours the app's trust-proxy setting, so behind the load balancer it is the real client.
    return this.accounts.authenticate({ username, password }, req.ip ?? req.socket.remoteAddress ?? 'unknown');
  }
}
