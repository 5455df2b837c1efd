import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { BookingEntity } from '@app/bookings';

export type RosterDocumentKind = 'certificates' | 'run-sheet' | 'waivers';

/**
 * A PDF built from a party's roster: the award certificates, the host's run sheet or the party's signed waivers. Keyed by the digest of the HTML it
 * was rendered from, so a change to the roster, the booking or the business's name asks for a new one and an unchanged
 * one is served as stored. Only the latest of each kind is kept per booking, and housekeeping deletes it a day after it
 * was asked for: children's names and notes never outlive their roster in a stored copy.
 */
@Entity('roster_documents')
@Check('roster_documents_kind_check', `kind IN ('certificates', 'run-sheet', 'waivers')`)
@Index('roster_documents_key', ['bookingId', 'kind', 'digest'], { unique: true })
@Index('roster_documents_created_idx', ['createdAt'])
export class RosterDocumentEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  bookingId: string;

  @ManyToOne(() => BookingEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'booking_id', foreignKeyConstraintName: 'roster_documents_booking_id_fkey' })
  booking?: BookingEntity;

  @Column('text')
  kind: RosterDocumentKind;

  /** sha256 of `html`, hex. */
  @Column('text')
  digest: string;

  @Column('text')
  html: string;

  /** null while the worker renders it. */
  @Column('bytea', { nullable: true })
  pdf: Buffer | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
