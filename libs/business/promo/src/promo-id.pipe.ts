import { PROMO_MESSAGES } from '@app/contracts';
import { serialIdPipe } from '@app/platform';
import { PromoException } from './promo.exception';

/** A promo id from the path; anything that cannot be one is simply a promo that does not exist (404). */
export const PromoIdPipe = serialIdPipe(() => new PromoException('PROMO_NOT_FOUND', PROMO_MESSAGES.notFound));
