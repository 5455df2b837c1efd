import { ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { LoginDto, type User } from '@app/contracts';
import { BUSINESS_TODAY, createValidationPipe, type BusinessToday } from '@app/platform';
import { SignInHooks } from './sign-in-hooks';

/**
 * POST /api/login: the body is validated like any DTO first (guards run before pipes, and passport-local would answer
 * a missing field with a bare 401), then the local strategy checks the credentials, then the browser is signed in.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  private readonly validation;

  constructor(
    private readonly signIn: SignInHooks,
    @Inject(BUSINESS_TODAY) today: BusinessToday,
  ) {
    super();
    this.validation = createValidationPipe({ today });
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    await this.validation.transform(req.body, { type: 'body', metatype: LoginDto });
    await super.canActivate(context);
    await this.signIn.signIn(req, req.user as User);
    return true;
  }
}
