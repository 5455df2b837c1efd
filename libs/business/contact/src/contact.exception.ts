import type { ContactErrorCode } from '@app/contracts';
import { domainException } from '@app/platform';

/** Contact inbox failures (codes: CONTACT_ERRORS in libs/shared/contracts). */
export class ContactException extends domainException<ContactErrorCode>() {}
