import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { BookingEntity } from '@app/bookings';
import { PaymentEntity } from './payment.entity';

export type RefundRequestStatus = 'requested' | 'completed' | 'failed';
/** A cancellation's refund, or what was paid above a changed booking's total (the booking stands). */
export type RefundPurpose = 'cancellation' | 'overpayment';

/**
 * A cancellation's (or an overpayment's) refund of a captured payment, recorded before PayPal is asked (migration
 * 1764500000000): `requested` while PayPal's word is awaited, `completed` once its answer or its REFUNDED webhook
 * (whichever came first) recorded the refund (payment_refunds), `failed` when PayPal refused it (`resentAs` once an
 * admin sent it again as a new one). The id is the call's PayPal-Request-Id, so asking again never refunds twice; the
 * invoice id travels on the refund, so the webhook finds the request.
 */
@Entity('refund_requests')
@Check('refund_requests_amount_check', 'amount_cents > 0')
@Check('refund_requests_status_check', `status IN ('requested', 'completed', 'failed')`)
@Check('refund_requests_purpose_check', `purpose IN ('cancellation', 'overpayment')`)
@Index('refund_requests_invoice_key', ['invoiceId'], { unique: true })
@Index('refund_requests_open_key', ['paymentId'], { unique: true, where: `status = 'requested'` })
@Index('refund_requests_booking_idx', ['bookingId'])
@Index('refund_requests_resent_as_key', ['resentAs'], { unique: true, where: 'resent_as IS NOT NULL' })
export class RefundRequestEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  paymentId: string;

  @ManyToOne(() => PaymentEntity)
  @JoinColumn({ name: 'payment_id', foreignKeyConstraintName: 'refund_requests_payment_id_fkey' })
  payment?: PaymentEntity;

  @Column('uuid')
  bookingId: string;

  @ManyToOne(() => BookingEntity)
  @JoinColumn({ name: 'booking_id', foreignKeyConstraintName: 'refund_requests_booking_id_fkey' })
  booking?: BookingEntity;

  @Column('int')
  amountCents: number;

  @Column('text')
  invoiceId: string;

  /** The admin's reason (the cancellation's). */
  @Column('text')
  reason: string;

  /** The admin who asked, as the history names them. */
  @Column('uuid', { nullable: true })
  requestedBy: string | null;

  @Column('text')
  requestedByName: string;

  @Column('text', { default: 'requested' })
  status: RefundRequestStatus;

  /** Migration 1764853700000: an overpayment's refund is sent while its booking stands. */
  @Column('text', { default: 'cancellation' })
  purpose: RefundPurpose;

  /** PayPal's refund id, once known. */
  @Column('text', { nullable: true })
  refundId: string | null;

  /** PayPal's error name when it refused the refund. */
  @Column('text', { nullable: true })
  failureReason: string | null;

  /** A refused request an admin sent again: the new request (its own PayPal-Request-Id) that replaced it. */
  @Column('uuid', { nullable: true })
  resentAs: string | null;

  @ManyToOne(() => RefundRequestEntity)
  @JoinColumn({ name: 'resent_as', foreignKeyConstraintName: 'refund_requests_resent_as_fkey' })
  resent?: RefundRequestEntity;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column('timestamptz', { nullable: true })
  settledAt: Date | null;
}
