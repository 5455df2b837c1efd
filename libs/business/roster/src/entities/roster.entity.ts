import { Column, Entity, Index, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { BookingEntity } from '@app/bookings';

/**
 * A booking's roster as a whole: its versions (the host's save names the one it read: families' additions since are
 * kept beside it, a host-side change since refuses it) and its one invitation link. A row exists once the roster or
 * its link is first touched.
 */
@Entity('rosters')
@Index('rosters_invitation_idx', ['invitationId'], { unique: true, where: 'invitation_id IS NOT NULL' })
export class RosterEntity {
  @PrimaryColumn('uuid')
  bookingId: string;

  @OneToOne(() => BookingEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'booking_id', foreignKeyConstraintName: 'rosters_booking_id_fkey' })
  booking?: BookingEntity;

  /** Bumped by every change of the list (families' additions too): what the host's page reads and saves against. */
  @Column('int', { default: 0 })
  version: number;

  /**
   * The version the host side (the host parent's save, an admin's) last made. A save based on an older version than
   * this would undo a host-side change it never saw: 409 ROSTER_CHANGED. Families' additions leave it, so they never
   * refuse the host's save.
   */
  @Column('int', { default: 0 })
  hostVersion: number;

  /**
   * The invitation link on now, or null when the host turned it off. A new link gets a new id, and the link's token
   * signs this id, so turning it off or replacing it stops every old link at once.
   */
  @Column('uuid', { nullable: true })
  invitationId: string | null;

  /** Whether the invitation shows the full address (otherwise the city and state). */
  @Column('boolean', { default: false })
  invitationSharesAddress: boolean;

  @Column('text', { nullable: true })
  invitationMessage: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  invitationCreatedAt: Date | null;

  /** When the host was last e-mailed the families who replied (null: never): the next waits until a day after. */
  @Column({ type: 'timestamptz', nullable: true })
  repliesNotifiedAt: Date | null;

  /** The version that e-mail read: it listed every family's reply up to it; the next lists those added after. */
  @Column('int', { default: 0 })
  repliesNotifiedVersion: number;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
