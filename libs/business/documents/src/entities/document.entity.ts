import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { BookingEntity } from '@app/bookings';
import type { DocumentKind } from '@app/contracts';
import { PaymentEntity } from '@app/payments';

/**
 * A receipt (one per captured payment) or a confirmation (one per confirmation of the booking), as built by the
 * worker for one event: the HTML it was rendered from and the PDF. `emailedAt` is the e-mail job's idempotency record.
 */
@Entity('documents')
@Check('documents_kind_check', `kind IN ('receipt', 'confirmation')`)
@Check('documents_payment_check', `(kind = 'receipt') = (payment_id IS NOT NULL)`)
@Index('documents_event_key', ['eventId'], { unique: true })
@Index('documents_booking_idx', ['bookingId', 'kind', 'createdAt'])
@Index('documents_payment_idx', ['paymentId'], { where: 'payment_id IS NOT NULL' })
export class DocumentEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  bookingId: string;

  @ManyToOne(() => BookingEntity)
  @JoinColumn({ name: 'booking_id', foreignKeyConstraintName: 'documents_booking_id_fkey' })
  booking?: BookingEntity;

  @Column('text')
  kind: DocumentKind;

  /** The payment a receipt is for (null for a confirmation). */
  @Column('uuid', { nullable: true })
  paymentId: string | null;

  @ManyToOne(() => PaymentEntity)
  @JoinColumn({ name: 'payment_id', foreignKeyConstraintName: 'documents_payment_id_fkey' })
  payment?: PaymentEntity;

  /** The outbox event it was built for: unique, so a retried job never builds a second one. */
  @Column('uuid')
  eventId: string;

  @Column('text')
  html: string;

  @Column('bytea')
  pdf: Buffer;

  @Column('timestamptz', { nullable: true })
  emailedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
