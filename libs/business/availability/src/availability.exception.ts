import type { AvailabilityErrorCode } from '@app/contracts';
import { domainException } from '@app/platform';

/** Availability refusals (codes: AVAILABILITY_ERRORS in libs/shared/contracts). */
export class AvailabilityException extends domainException<AvailabilityErrorCode>() {}
