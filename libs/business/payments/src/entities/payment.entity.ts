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
import type { PaymentMethod, PaymentRecordStatus } from '@app/contracts';
import type { PaymentPlan } from '@app/pricing';

/**
 * One attempt to pay (part of) a booking: a PayPal order and its capture, a free booking's completion (method
 * `promo`, amount 0), or money an admin took outside PayPal (method `cash` or `bank-transfer`, captured when recorded,
 * with the day it was received). Amounts are the server's, in cents. The order, invoice and capture ids are unique, so a webhook
 * or a second capture call finds the one row it is about. The statuses are PAYMENT_RECORD_STATUSES (contracts).
 */
@Entity('payments')
@Check('payments_method_check', `method IN ('paypal', 'promo', 'cash', 'bank-transfer')`)
@Check('payments_plan_check', `plan IN ('deposit', 'full', 'balance')`)
@Check('payments_status_check', `status IN ('created', 'capturing', 'pending', 'captured', 'failed', 'expired')`)
@Check('payments_money_check', 'amount_cents >= 0 AND refunded_cents >= 0 AND refunded_cents <= amount_cents')
@Check('payments_paypal_order_check', `method <> 'paypal' OR paypal_order_id IS NOT NULL`)
@Check('payments_owed_check', `owed_cents >= 0 AND refunded_cents + owed_cents <= amount_cents`)
@Check('payments_received_on_check', `(method IN ('cash', 'bank-transfer')) = (received_on IS NOT NULL)`)
@Index('payments_booking_idx', ['bookingId', 'createdAt'])
@Index('payments_paypal_order_key', ['paypalOrderId'], { unique: true, where: 'paypal_order_id IS NOT NULL' })
@Index('payments_capture_key', ['captureId'], { unique: true, where: 'capture_id IS NOT NULL' })
@Index('payments_invoice_key', ['invoiceId'], { unique: true })
export class PaymentEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  bookingId: string;

  @ManyToOne(() => BookingEntity)
  @JoinColumn({ name: 'booking_id', foreignKeyConstraintName: 'payments_booking_id_fkey' })
  booking?: BookingEntity;

  @Column('text')
  method: PaymentMethod;

  @Column('text')
  plan: PaymentPlan;

  @Column('text', { default: 'created' })
  status: PaymentRecordStatus;

  /** What this payment charges (the server's planAmountCents), in cents. */
  @Column('int')
  amountCents: number;

  @Column('text', { default: 'USD' })
  currency: string;

  /** Refunded so far (webhooks, the admin's refunds). */
  @Column('int', { default: 0 })
  refundedCents: number;

  /**
   * Cash or a bank transfer: what a cancellation's refund gave back beyond PayPal's captures, owed to the parent by hand
   * until an admin records its return (a reversal lowers it).
   */
  @Column('int', { default: 0 })
  owedCents: number;

  /** The promo applied when the payment was made, and its discount on the booking's total. */
  @Column('text', { nullable: true })
  promoCode: string | null;

  @Column('int', { default: 0 })
  promoDiscountCents: number;

  /** PayPal's order id (null for a free booking). */
  @Column('text', { nullable: true })
  paypalOrderId: string | null;

  /** Ours, unique per payment: PayPal refuses a second payment with the same invoice id. */
  @Column('text')
  invoiceId: string;

  @Column('text', { nullable: true })
  captureId: string | null;

  @Column('timestamptz', { nullable: true })
  capturedAt: Date | null;

  /** Cash or a bank transfer: the business day it was received (yyyy-MM-dd), the admin's note and who recorded it. */
  @Column('date', { nullable: true })
  receivedOn: string | null;

  @Column('text', { nullable: true })
  note: string | null;

  @Column('uuid', { nullable: true })
  recordedBy: string | null;

  /** Why it failed or expired (PayPal's error name, "abandoned"...), for the admin and the logs. */
  @Column('text', { nullable: true })
  failureReason: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
