import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { createValidationPipe } from '@app/platform';
import { LoginDto } from '@app/contracts';

/**
 * POST /api/login: validates the body like any DTO (guards run before pipes, so this is done here), lets the
 * local strategy check the credentials, then signs in. Passport regenerates the session id on login, so an id
 * planted before sign-in (session fixation) is worthless afterwards.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  private readonly validation = createValidationPipe();

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    req.body = await this.validation.transform(req.body, { type: 'body', metatype: LoginDto });
    await super.canActivate(context);
    await super.logIn(req);
    return true;
  }
}
