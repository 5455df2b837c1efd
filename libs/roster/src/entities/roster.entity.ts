import { Column, Entity, Index, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { BookingEntity } from '@app/bookings';

/**
 * A booking's roster as a whole: its version (bumped by every change, so the host's save never overwrites a family's
 * reply it has not seen) and its one invitation link. A row exists once the roster or its link is first touched.
 */
@Entity('rosters')
@Index('rosters_invitation_idx', ['invitationId'], { unique: true, where: 'invitation_id IS NOT NULL' })
export class RosterEntity {
  @PrimaryColumn('uuid')
  bookingId: string;

  @OneToOne(() => BookingEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'booking_id', foreignKeyConstraintName: 'rosters_booking_id_fkey' })
  booking?: BookingEntity;

  @Column('int', { default: 0 })
  version: number;

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

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
