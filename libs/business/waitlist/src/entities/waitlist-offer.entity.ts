import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { WaitlistOfferStatus } from '@app/contracts';
import { WaitlistEntryEntity } from './waitlist-entry.entity';

/**
 * A freed time held for a waiting family: its id is also its allocation's bookingId (kind `offer`), which holds the
 * team until `expiresAt` unless the offer ends sooner. `open` while it holds; one open offer per family at most.
 * `freedBookingId`: the booking whose cancellation or move gave the time back (the office's booking detail says who
 * was offered it); null for the office's own offers and for time freed otherwise.
 */
@Entity('waitlist_offers')
@Check('waitlist_offers_status_check', `status IN ('open', 'booked', 'declined', 'expired', 'withdrawn')`)
@Check('waitlist_offers_ended_check', `(status = 'open') = (ended_at IS NULL)`)
@Check('waitlist_offers_booked_check', `(status = 'booked') = (booking_id IS NOT NULL)`)
@Index('waitlist_offers_open_entry_key', ['entryId'], { unique: true, where: `status = 'open'` })
@Index('waitlist_offers_entry_idx', ['entryId'])
@Index('waitlist_offers_freed_booking_idx', ['freedBookingId'], { where: 'freed_booking_id IS NOT NULL' })
@Index('waitlist_offers_created_at_idx', ['createdAt'])
export class WaitlistOfferEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  entryId: string;

  @ManyToOne(() => WaitlistEntryEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'entry_id', foreignKeyConstraintName: 'waitlist_offers_entry_id_fkey' })
  entry?: WaitlistEntryEntity;

  /** yyyy-MM-dd */
  @Column('date')
  eventDate: string;

  /** "HH:mm" */
  @Column('text')
  eventTime: string;

  @Column('timestamptz')
  expiresAt: Date;

  @Column('text', { default: 'open' })
  status: WaitlistOfferStatus;

  @Column('uuid', { nullable: true })
  freedBookingId: string | null;

  /** The booking that took it (`booked`). */
  @Column('uuid', { nullable: true })
  bookingId: string | null;

  @Column('boolean', { default: false })
  byOffice: boolean;

  /** When the offer e-mail went out (sent once). */
  @Column('timestamptz', { nullable: true })
  emailedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column('timestamptz', { nullable: true })
  endedAt: Date | null;
}
