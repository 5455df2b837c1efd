import {
  applyDecorators,
  CallHandler,
  ExecutionContext,
  HttpException,
  Injectable,
  NestInterceptor,
  SetMetadata,
  UseInterceptors,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { catchError, from, map, Observable, of, switchMap, throwError } from 'rxjs';
import { CodedException } from '@app/platform';
import { RouteRateLimitName } from './rate-limits';
import { RateLimitedRequest, RouteRateLimits } from './route-rate-limits';

const RATE_LIMIT = Symbol('rate-limit');

export interface RateLimitOptions {
  /**
   * A successful answer for which this returns true is given back too, so only the other answers use up the
   * allowance (promo validation: only a wrong guess counts, a parent re-applying a good code never runs out).
   */
  giveBackWhen?: (response: unknown) => boolean;
}

interface RateLimitMetadata extends RateLimitOptions {
  name: RouteRateLimitName;
}

/**
 * Counts each request to the route against the named limit of RATE_LIMITS (per client address, and per account when
 * signed in): past it the answer is a 429 with Retry-After. A request the validation refuses (400) is given back, so
 * a clumsy form never uses up a visitor's allowance; an interceptor rather than a guard, because guards cannot see
 * how the request ends.
 */
export const RateLimit = (name: RouteRateLimitName, options: RateLimitOptions = {}) =>
  applyDecorators(
    SetMetadata(RATE_LIMIT, { name, ...options } satisfies RateLimitMetadata),
    UseInterceptors(RateLimitInterceptor),
  );

@Injectable()
export class RateLimitInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: RouteRateLimits,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const { name, giveBackWhen } = this.reflector.get<RateLimitMetadata>(RATE_LIMIT, context.getHandler());
    const keys = RouteRateLimits.keysOf(context.switchToHttp().getRequest<RateLimitedRequest>());
    await this.limits.consume(name, keys);
    return next.handle().pipe(
      switchMap((response: unknown) =>
        giveBackWhen?.(response) ? from(this.limits.refund(name, keys)).pipe(map(() => response)) : of(response),
      ),
      catchError((err: unknown) =>
        statusOf(err) === 400
          ? from(this.limits.refund(name, keys)).pipe(switchMap(() => throwError(() => err)))
          : throwError(() => err),
      ),
    );
  }
}

function statusOf(err: unknown): number | undefined {
  if (err instanceof CodedException) return err.status;
  if (err instanceof HttpException) return err.getStatus();
  return undefined;
}
