import type { PromoErrorCode } from '@app/contracts';
import { domainException } from '@app/platform';

/** Promo code failures (codes: PROMO_ERRORS in libs/shared/contracts). */
export class PromoException extends domainException<PromoErrorCode>() {}
