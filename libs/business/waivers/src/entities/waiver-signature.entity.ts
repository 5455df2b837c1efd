import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { BookingEntity } from '@app/bookings';
import type { WaiverChannel } from '@app/contracts';
import { WaiverVersionEntity } from './waiver-version.entity';

/**
 * A signed waiver, the record e-signature law asks for (docs/product/waivers.md#the-record): the intent (the version
 * agreed to and its text's hash), the attribution (the signer's typed name, e-mail, address and browser) and the time.
 * Written once: the database refuses an UPDATE or DELETE (migration 1765000000000). The child is named in the row
 * itself, not by a foreign key: the roster's rows are deleted after the party, the record stays. One signature per
 * child of a booking (the booking's own child is `childId` null).
 */
@Entity('waiver_signatures')
@Index('waiver_signatures_child_key', ['bookingId', 'childId'], { unique: true, where: '"child_id" IS NOT NULL' })
@Index('waiver_signatures_own_child_key', ['bookingId'], { unique: true, where: '"child_id" IS NULL' })
@Check('waiver_signatures_channel_check', `channel IN ('booking-page', 'invitation', 'host-phone')`)
export class WaiverSignatureEntity {
  /** Made by the server, or by the host's phone (its replay is this same record). */
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'waiver_signatures_pkey' })
  id: string;

  @Column('uuid')
  bookingId: string;

  @ManyToOne(() => BookingEntity)
  @JoinColumn({ name: 'booking_id', foreignKeyConstraintName: 'waiver_signatures_booking_id_fkey' })
  booking?: BookingEntity;

  /** The roster child signed for; null: the booking's own child. */
  @Column('uuid', { nullable: true })
  childId: string | null;

  @Column('text')
  childName: string;

  @Column('text')
  signerName: string;

  @Column('text')
  signerEmail: string;

  @Column('boolean')
  parentOrGuardian: boolean;

  @Column('integer')
  version: number;

  @ManyToOne(() => WaiverVersionEntity)
  @JoinColumn({ name: 'version', foreignKeyConstraintName: 'waiver_signatures_version_fkey' })
  waiverVersion?: WaiverVersionEntity;

  @Column('text')
  textHash: string;

  /** The drawn signature as its PNG data URL, when one was drawn. */
  @Column('text', { nullable: true })
  drawnSignature: string | null;

  @Column('timestamptz')
  signedAt: Date;

  @Column('text', { nullable: true })
  clientAddress: string | null;

  @Column('text', { nullable: true })
  userAgent: string | null;

  @Column('text')
  channel: WaiverChannel;
}
