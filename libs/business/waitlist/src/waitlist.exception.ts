import type { WaitlistErrorCode } from '@app/contracts';
import { domainException } from '@app/platform';

/** Waiting-list refusals (codes: WAITLIST_ERRORS in libs/shared/contracts). */
export class WaitlistException extends domainException<WaitlistErrorCode>() {}
