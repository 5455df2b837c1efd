import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { createValidationPipe } from '@app/platform';
import { LoginDto } from '@app/contracts';
import { AccountsService } from './accounts.service';
import { SessionAuth } from './session-auth';

/**
 * POST /api/login: validates the body like any DTO (guards run before pipes, so this is done here), checks the
 * credentials (with the login throttle), then signs in, which regenerates the session id.
 */
@Injectable()
export class LocalAuthGuard implements CanActivate {
  private readonly validation = createValidationPipe();

  constructor(
    private readonly accounts: AccountsService,
    private readonly sessions: SessionAuth,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    const dto: LoginDto = await this.validation.transform(req.body, { type: 'body', metatype: LoginDto });
    // req.ip honours the configured trusted proxies, so behind the load balancer it is the real client.
    const user = await this.accounts.authenticate(dto, req.ip);
    await this.sessions.signIn(req, user);
    return true;
  }
}
