import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { PaymentEntity } from './payment.entity';

/**
 * Money given back on a captured payment: an admin's refund, or one PayPal reports (a refund made in PayPal's own
 * dashboard, a reversal). PayPal's refund id is unique, so the admin's call and its webhook record one refund.
 */
@Entity('payment_refunds')
@Check('payment_refunds_amount_check', 'amount_cents > 0')
@Check('payment_refunds_kind_check', `kind IN ('refund', 'reversal')`)
@Index('payment_refunds_refund_key', ['refundId'], { unique: true })
@Index('payment_refunds_payment_idx', ['paymentId'])
export class PaymentRefundEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  paymentId: string;

  @ManyToOne(() => PaymentEntity)
  @JoinColumn({ name: 'payment_id', foreignKeyConstraintName: 'payment_refunds_payment_id_fkey' })
  payment?: PaymentEntity;

  /** PayPal's refund id (for a reversal, the reversal's id). */
  @Column('text')
  refundId: string;

  @Column('int')
  amountCents: number;

  /** refund (ours or PayPal's dashboard) or reversal (a chargeback PayPal settled against us). */
  @Column('text', { default: 'refund' })
  kind: 'refund' | 'reversal';

  /** The admin's reason, when an admin refunded. */
  @Column('text', { nullable: true })
  reason: string | null;

  /** The admin who refunded; null when PayPal reported it. */
  @Column('uuid', { nullable: true })
  refundedBy: string | null;

  @Column('timestamptz')
  refundedAt: Date;

  /** When the parent was e-mailed about it (the worker's e-mail is sent once). */
  @Column('timestamptz', { nullable: true })
  notifiedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
