import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES, HOST_MESSAGES, UserRole } from '@app/contracts';
import { AccountsException } from './accounts.exception';
import './request-user';

export const ACCESS_ROLES = 'accounts:roles';

/** 401 for anonymous callers, 403 for a signed-in user without one of the route's roles (none listed: any user). */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<UserRole[] | undefined>(ACCESS_ROLES, [
      context.getHandler(),
      context.getClass(),
    ]);
    const { user } = context.switchToHttp().getRequest<FastifyRequest>();
    if (!user) throw new AccountsException('LOGIN_REQUIRED', ACCOUNT_MESSAGES.loginRequired);
    if (roles?.length && !roles.includes(user.role)) {
      // The host's routes say they are the hosts' (docs/product/hosts.md#access); the rest are the admins'.
      if (roles.includes('host')) throw new AccountsException('HOST_REQUIRED', HOST_MESSAGES.hostRequired);
      throw new AccountsException('ADMIN_REQUIRED', ACCOUNT_MESSAGES.adminRequired);
    }
    return true;
  }
}
