import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { User, UserRole } from '@app/contracts';
import { ACCESS_ROLES, RolesGuard } from './roles.guard';
import './request-user';

/** The route needs a signed-in user (401 otherwise). On a controller it covers every route. */
export const Authenticated = () => applyDecorators(SetMetadata(ACCESS_ROLES, []), UseGuards(RolesGuard));

/** The route needs one of these roles: 401 when anonymous, 403 for anyone else. */
export const Roles = (...roles: [UserRole, ...UserRole[]]) =>
  applyDecorators(SetMetadata(ACCESS_ROLES, roles), UseGuards(RolesGuard));

/** The signed-in user (public shape); use behind @Authenticated() or @Roles(). */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): User | undefined =>
    context.switchToHttp().getRequest<FastifyRequest>().user,
);
