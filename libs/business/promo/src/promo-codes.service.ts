import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { PROMO_MESSAGES, type PromoCode, type PromoCodeRequest } from '@app/contracts';
import { PromoCodeEntity } from './promo-code.entity';
import { PromoException } from './promo.exception';
import { fromPromoCodeRequest, toPromoCode } from './promo.mappers';

/** The case-insensitive unique index on promo codes (migration PromoCodes). */
const CODE_INDEX = 'promo_codes_code_key';

/** The admin's promo codes (docs/product/accounts.md#roles: full create, edit, delete). */
@Injectable()
export class PromoCodesService {
  constructor(@InjectRepository(PromoCodeEntity) private readonly promos: Repository<PromoCodeEntity>) {}

  /** Newest first. */
  async list(): Promise<PromoCode[]> {
    return (await this.promos.find({ order: { createdAt: 'DESC', id: 'DESC' } })).map(toPromoCode);
  }

  async create(dto: PromoCodeRequest): Promise<PromoCode> {
    const saved = await refuseTakenCode(() => this.promos.save(this.promos.create(fromPromoCodeRequest(dto))));
    return toPromoCode(saved);
  }

  /** Replaces the admin's fields; the usage count is the redemptions', never the form's. */
  async update(id: number, dto: PromoCodeRequest): Promise<PromoCode> {
    const promo = await this.promos.findOneBy({ id });
    if (!promo) throw notFound();
    const saved = await refuseTakenCode(() => this.promos.save(this.promos.merge(promo, fromPromoCodeRequest(dto))));
    return toPromoCode(saved);
  }

  /**
   * Bookings keep their own code and discount, so they stay intact; the promo's redemptions go with it (they only
   * counted its uses).
   */
  async remove(id: number): Promise<void> {
    const { affected } = await this.promos.delete({ id });
    if (!affected) throw notFound();
  }
}

const notFound = () => new PromoException('PROMO_NOT_FOUND', PROMO_MESSAGES.notFound);

/** Two admins racing for one code: the unique index decides, both get the same 409 at the code field. */
async function refuseTakenCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (err instanceof QueryFailedError && (err.driverError as { constraint?: string }).constraint === CODE_INDEX) {
      throw new PromoException('PROMO_CODE_TAKEN', PROMO_MESSAGES.codeTaken, {
        fields: { code: PROMO_MESSAGES.codeTaken },
      });
    }
    throw err;
  }
}
