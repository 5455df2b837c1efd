import type { PrivacyErrorCode } from '@app/contracts';
import { domainException } from '@app/platform';

/** Refusals of a parent's own data routes (codes: PRIVACY_ERRORS in libs/shared/contracts). */
export class PrivacyException extends domainException<PrivacyErrorCode>() {}
