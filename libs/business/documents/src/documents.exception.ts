import type { PaymentsErrorCode } from '@app/contracts';
import { domainException } from '@app/platform';

/** Document failures: only DOCUMENT_NOT_FOUND (libs/shared/contracts PAYMENTS_ERRORS). */
export class DocumentsException extends domainException<Extract<PaymentsErrorCode, 'DOCUMENT_NOT_FOUND'>>() {}
