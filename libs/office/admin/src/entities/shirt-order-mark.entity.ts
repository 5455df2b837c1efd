import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { BookingEntity } from '@app/bookings';
import type { ShirtSizeCounts } from '@app/contracts';

/**
 * An event's shirts marked ordered: when, by whom, and the sizes counted at that moment, which the shirt order compares
 * with the roster's sizes now to flag a change. Counts only, no child's data, so it may outlive the roster's retention;
 * it goes with the booking. Marking again replaces it.
 */
@Entity('shirt_order_marks')
export class ShirtOrderMarkEntity {
  @PrimaryColumn('uuid')
  bookingId: string;

  @OneToOne(() => BookingEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'booking_id', foreignKeyConstraintName: 'shirt_order_marks_booking_id_fkey' })
  booking?: BookingEntity;

  @Column('jsonb')
  sizes: ShirtSizeCounts;

  @Column('timestamptz')
  orderedAt: Date;

  @Column('uuid')
  orderedBy: string;
}
