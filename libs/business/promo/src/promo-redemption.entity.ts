import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { BookingEntity } from '@app/bookings';
import type { DiscountType } from '@app/contracts';
import { PromoCodeEntity } from './promo-code.entity';

export type RedemptionState = 'reserved' | 'redeemed' | 'released';

/**
 * One booking's use of one promo: `reserved` while its payment is in flight (it already counts toward the limits),
 * `redeemed` once paid, `released` when the payment failed and the use went back. A booking holds a given promo in
 * one row at most (a released row is revived if it reserves the promo again) and has one live use at most.
 * Deleting the promo deletes its rows: they only count its uses; the booking keeps its own code and discount.
 */
@Entity('promo_redemptions')
@Check('promo_redemptions_state_check', `state IN ('reserved', 'redeemed', 'released')`)
@Check('promo_redemptions_discount_cents_check', 'discount_cents >= 0')
@Check('promo_redemptions_discount_type_check', `discount_type IN ('fixed', 'percentage')`)
@Index('promo_redemptions_promo_booking_key', ['promoCodeId', 'bookingId'], { unique: true })
@Index('promo_redemptions_live_booking_key', ['bookingId'], { unique: true, where: `state <> 'released'` })
export class PromoRedemptionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('integer')
  promoCodeId: number;

  @ManyToOne(() => PromoCodeEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'promo_code_id', foreignKeyConstraintName: 'promo_redemptions_promo_code_id_fkey' })
  promoCode?: PromoCodeEntity;

  @Column('uuid')
  bookingId: string;

  /** No cascade: a booking that used a promo is never deleted behind the promo's count. */
  @ManyToOne(() => BookingEntity)
  @JoinColumn({ name: 'booking_id', foreignKeyConstraintName: 'promo_redemptions_booking_id_fkey' })
  booking?: BookingEntity;

  /**
   * Who took the use: the booking's account (null when anonymous) and parent e-mail (lower-case) at the time. The
   * per-user limit counts by each booking's owner now instead, so a booking that joins an account counts for it.
   */
  @Column('uuid', { nullable: true })
  userId: string | null;

  @Column('text')
  parentEmail: string;

  @Column('text')
  state: RedemptionState;

  /** The discount this use was taken for, in cents. */
  @Column('integer')
  discountCents: number;

  /**
   * The promo's terms when it was taken (PromoTerms): a change to the booking takes a percentage again at this percent,
   * whatever the code says since.
   */
  @Column('text')
  discountType: DiscountType;

  @Column('integer')
  discountValue: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** When it last changed state. */
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
