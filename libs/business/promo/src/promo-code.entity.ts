import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { DiscountType } from '@app/contracts';

/**
 * docs/product/api.md#entities promo code. `discountValue` is cents for `fixed`, a whole percent for `percentage`.
 * `usageCount` counts every live use, reserved (a payment in flight) or redeemed, so held uses count toward
 * `usageLimit` too. Case-insensitive uniqueness: the code is stored upper-case (checked) and the expression index
 * promo_codes_code_key on upper(code) (migration only: TypeORM cannot declare expression indexes and ignores them)
 * names the conflict a racing create or rename meets.
 */
@Entity('promo_codes')
@Check('promo_codes_code_check', `code = upper(code) AND code <> ''`)
@Check('promo_codes_discount_type_check', `discount_type IN ('fixed', 'percentage')`)
@Check('promo_codes_discount_value_check', `discount_value >= 0 AND (discount_type = 'fixed' OR discount_value <= 100)`)
@Check('promo_codes_usage_check', 'usage_limit >= 1 AND user_usage_limit >= 1 AND usage_count >= 0')
@Check('promo_codes_dates_check', 'expires_at IS NULL OR expires_at >= start_date')
export class PromoCodeEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('text')
  code: string;

  @Column('text', { nullable: true })
  description: string | null;

  @Column('text')
  discountType: DiscountType;

  @Column('integer')
  discountValue: number;

  @Column('integer')
  usageLimit: number;

  @Column('integer', { default: 0 })
  usageCount: number;

  @Column('integer')
  userUsageLimit: number;

  /** yyyy-MM-dd, first valid day in the business time zone. */
  @Column('date')
  startDate: string;

  /** yyyy-MM-dd, last valid day (inclusive) in the business time zone. */
  @Column('date', { nullable: true })
  expiresAt: string | null;

  @Column('boolean', { default: true })
  isActive: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
