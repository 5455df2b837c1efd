import type { RosterErrorCode } from '@app/contracts';
import { domainException } from '@app/platform';

/** Refusals of the roster's documents (codes: ROSTER_ERRORS in libs/shared/contracts; messages: ROSTER_MESSAGES). */
export class RosterDocumentsException extends domainException<
  Extract<RosterErrorCode, 'CERTIFICATES_NOT_YET' | 'ROSTER_EMPTY'>
>() {}
