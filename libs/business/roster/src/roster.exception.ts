import type { RosterErrorCode } from '@app/contracts';
import { domainException } from '@app/platform';

/** Roster refusals (codes: ROSTER_ERRORS in libs/shared/contracts; a wrong link is bookings' BOOKING_NOT_FOUND). */
export class RosterException extends domainException<RosterErrorCode>() {}
