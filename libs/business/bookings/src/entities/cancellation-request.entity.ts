import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { CancellationRequestStatus } from '@app/contracts';
import { BookingEntity } from './booking.entity';

/** A parent's late cancellation (less than 48 hours ahead), for an admin to approve or decline. */
@Entity('cancellation_requests')
@Check('cancellation_requests_status_check', `status IN ('open', 'approved', 'declined')`)
@Check('cancellation_requests_refund_check', 'refund_cents IS NULL OR refund_cents >= 0')
@Index('cancellation_requests_open_key', ['bookingId'], { unique: true, where: `status = 'open'` })
@Index('cancellation_requests_booking_idx', ['bookingId', 'createdAt'])
export class CancellationRequestEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  bookingId: string;

  @ManyToOne(() => BookingEntity)
  @JoinColumn({ name: 'booking_id', foreignKeyConstraintName: 'cancellation_requests_booking_id_fkey' })
  booking?: BookingEntity;

  @Column('text', { default: 'open' })
  status: CancellationRequestStatus;

  @Column('text')
  reason: string;

  /** What the admin chose to refund on approval. */
  @Column('int', { nullable: true })
  refundCents: number | null;

  @Column('uuid', { nullable: true })
  decidedBy: string | null;

  @Column('timestamptz', { nullable: true })
  decidedAt: Date | null;

  /** The worker's idempotency records: the business and the parent told of the request, then of the decision. */
  @Column('timestamptz', { nullable: true })
  requestedNotifiedAt: Date | null;

  @Column('timestamptz', { nullable: true })
  decisionNotifiedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
