import { Check, Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { BookingEntity } from '@app/bookings';
import type { JobPayloads } from '@app/queue';

/** The reminders a booking gets before its event; the names are the e-mail job's. */
export type ReminderKind = JobPayloads['reminders.email']['kind'];

/**
 * One reminder of one booking: claimed (the row appears) by the scan that found it due, before its e-mail is queued;
 * `sentAt` is the e-mail job's idempotency record. The key is (booking, kind): a reminder exists once.
 */
@Entity('booking_reminders')
@Check('booking_reminders_kind_check', `kind IN ('event-48h', 'balance-7d', 'sizes-7d', 'waivers-48h')`)
export class BookingReminderEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'booking_reminders_pkey' })
  bookingId: string;

  @ManyToOne(() => BookingEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'booking_id', foreignKeyConstraintName: 'booking_reminders_booking_id_fkey' })
  booking?: BookingEntity;

  @PrimaryColumn('text', { primaryKeyConstraintName: 'booking_reminders_pkey' })
  kind: ReminderKind;

  @CreateDateColumn({ type: 'timestamptz' })
  claimedAt: Date;

  @Column('timestamptz', { nullable: true })
  sentAt: Date | null;
}
