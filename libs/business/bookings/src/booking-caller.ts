import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { browserTokenSetCookie, readBrowserToken, setBrowserTokenCookie } from '@app/http';

/**
 * The anonymous owner's capability: an HttpOnly cookie holding this browser's owner token. Every booking the browser
 * makes without an account carries the token, so the one cookie opens all of them (read, apply a promo, pay) until
 * the browser signs in, when they attach to the account.
 */
export const BOOKING_OWNER_COOKIE = 'cp_bookings';

/**
 * Who asks for a booking: the signed-in user (and whether an admin), this browser's owner token, and the signed link's
 * token (`?token=`) when the request came through the booking's link.
 */
export interface BookingCaller {
  userId: string | null;
  isAdmin: boolean;
  ownerToken: string | null;
  /** Opens only the booking it was signed for (BookingLinks.opens, checked by BookingsService.findAccessible). */
  linkToken: string | null;
}

/** An admin's view of any booking, for admin routes (their @Roles('admin') guard already checked the caller). */
export const ADMIN_CALLER: BookingCaller = { userId: null, isAdmin: true, ownerToken: null, linkToken: null };

export const readBookingOwnerToken = (req: FastifyRequest): string | null =>
  readBrowserToken(req, BOOKING_OWNER_COOKIE);

/** The booking link's `?token=` (one value; anything else is no token). */
function linkTokenOf(req: FastifyRequest): string | null {
  const token = (req.query as Record<string, unknown> | undefined)?.token;
  return typeof token === 'string' && token ? token : null;
}

function bookingCallerOf(req: FastifyRequest): BookingCaller {
  return {
    userId: req.user?.id ?? null,
    isAdmin: req.user?.role === 'admin',
    ownerToken: readBookingOwnerToken(req),
    linkToken: linkTokenOf(req),
  };
}

/** The caller of a booking route (see BookingsService.findAccessible for what it may see). */
export const BookingCaller = createParamDecorator((_: unknown, ctx: ExecutionContext) =>
  bookingCallerOf(ctx.switchToHttp().getRequest<FastifyRequest>()),
);

export const setBookingOwnerCookie = (reply: FastifyReply, token: string, secure: boolean): void =>
  setBrowserTokenCookie(reply, BOOKING_OWNER_COOKIE, token, secure);

/** The Set-Cookie value setBookingOwnerCookie sends, for an answer kept before it is sent. */
export const bookingOwnerSetCookie = (reply: FastifyReply, token: string, secure: boolean): string =>
  browserTokenSetCookie(reply, BOOKING_OWNER_COOKIE, token, secure);
