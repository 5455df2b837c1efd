import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { BookingEntity } from '@app/bookings';
import type { RosterSource, ShirtSize } from '@app/contracts';

/**
 * One child on a party's roster. Children's data is minimal and short-lived: a first name, a shirt size, the host's
 * notes and a photo consent, deleted ROSTER_RETENTION_DAYS after the event (housekeeping), and with the booking.
 */
@Entity('roster_children')
@Index('roster_children_booking_idx', ['bookingId', 'position'])
@Check('roster_children_source_check', `source IN ('host', 'family', 'admin')`)
@Check('roster_children_age_check', `age BETWEEN 1 AND 17`)
export class RosterChildEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  bookingId: string;

  @ManyToOne(() => BookingEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'booking_id', foreignKeyConstraintName: 'roster_children_booking_id_fkey' })
  booking?: BookingEntity;

  /** The order the host's list shows (a family's reply goes last). */
  @Column('int')
  position: number;

  @Column('text')
  firstName: string;

  @Column('text', { nullable: true })
  shirtSize: ShirtSize | null;

  /** Allergies or notes: only the host parent and admins read them. */
  @Column('text', { nullable: true })
  notes: string | null;

  /**
   * The emergency contact's phone (digits) and a medical note the host must know, given by an invited family with its
   * waiver (docs/product/waivers.md#the-invitation-reply): the host reads them at the door.
   */
  @Column('text', { nullable: true })
  emergencyPhone: string | null;

  @Column('text', { nullable: true })
  medicalNote: string | null;

  /** Whole years, for the run sheet (games pitched and teams split by age); null: not given. ROSTER_RULES' range. */
  @Column('smallint', { nullable: true })
  age: number | null;

  @Column('boolean')
  photoConsent: boolean;

  @Column('boolean', { default: true })
  attending: boolean;

  @Column('text')
  source: RosterSource;

  /**
   * When the party's host checked the child in, as the phone said (docs/product/hosts.md#check-in); null: not (yet).
   */
  @Column({ type: 'timestamptz', nullable: true })
  arrivedAt: Date | null;

  /** Added at the door by the party's host (docs/product/hosts.md#walk-ins), not by the family or the host parent. */
  @Column('boolean', { default: false })
  walkIn: boolean;

  /**
   * The roster's version its addition made: a host's save based on an older version never saw this row, so it keeps
   * it rather than reading its absence from the list as a removal.
   */
  @Column('int', { default: 0 })
  addedInVersion: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
