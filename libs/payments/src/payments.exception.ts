import type { PaymentsErrorCode } from '@app/contracts';
import { domainException } from '@app/platform';

/** Payment failures (codes: PAYMENTS_ERRORS in libs/contracts). */
export class PaymentsException extends domainException<PaymentsErrorCode>() {}
