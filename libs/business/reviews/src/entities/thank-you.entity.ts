import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { BookingEntity } from '@app/bookings';

/**
 * The thank-you of one booking (docs/product/reviews.md#the-thank-you): the row is claimed by whichever comes first,
 * the party marked done or the evening's scan, so there is one per booking ever; `sentAt` is the e-mail's own
 * idempotency record, checked before sending and set right after.
 */
@Entity('thank_yous')
export class ThankYouEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'thank_yous_pkey' })
  bookingId: string;

  @ManyToOne(() => BookingEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'booking_id', foreignKeyConstraintName: 'thank_yous_booking_id_fkey' })
  booking?: BookingEntity;

  @CreateDateColumn({ type: 'timestamptz' })
  claimedAt: Date;

  @Column('timestamptz', { nullable: true })
  sentAt: Date | null;
}
