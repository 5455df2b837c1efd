import type { PartyErrorCode } from '@app/contracts';
import { domainException } from '@app/platform';

/** The party day's refusals (codes: PARTY_ERRORS in libs/shared/contracts). */
export class PartyException extends domainException<PartyErrorCode>() {}
