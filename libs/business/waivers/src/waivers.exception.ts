import type { WaiversErrorCode } from '@app/contracts';
import { domainException } from '@app/platform';

/** Waiver refusals (codes: WAIVERS_ERRORS in libs/shared/contracts). */
export class WaiversException extends domainException<WaiversErrorCode>() {}
