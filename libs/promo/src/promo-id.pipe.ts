import { Injectable, PipeTransform } from '@nestjs/common';
import { PROMO_MESSAGES } from '@app/contracts';
import { PromoException } from './promo.exception';

/** A promo id from the path; anything that cannot be one is simply a promo that does not exist (404). */
@Injectable()
export class PromoIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(id) || id > 2_147_483_647) {
      throw new PromoException('PROMO_NOT_FOUND', PROMO_MESSAGES.notFound);
    }
    return id;
  }
}
