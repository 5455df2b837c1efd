import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { DayPart, WaitlistEntryStatus } from '@app/contracts';

/**
 * A family waiting for a time on a fully booked day (or either of two days): its e-mail, its party's length and the
 * parts of the day that suit. `waiting` while it is on the list, in order of `createdAt`; then why it left
 * (docs/product/waitlist.md). `clientAddress`: the request's address, whose waiting entries the caps count.
 */
@Entity('waitlist_entries')
@Check(
  'waitlist_entries_status_check',
  `status IN ('waiting', 'booked', 'declined', 'expired', 'left', 'removed', 'passed')`,
)
@Check('waitlist_entries_ended_check', `(status = 'waiting') = (ended_at IS NULL)`)
@Check('waitlist_entries_days_check', 'second_day IS NULL OR second_day <> day')
@Check('waitlist_entries_parts_check', `cardinality(parts) > 0 AND parts <@ ARRAY['morning', 'afternoon', 'evening']`)
@Index('waitlist_entries_email_day_key', ['email', 'day'], { unique: true, where: `status = 'waiting'` })
@Index('waitlist_entries_day_idx', ['day', 'createdAt'], { where: `status = 'waiting'` })
@Index('waitlist_entries_second_day_idx', ['secondDay', 'createdAt'], { where: `status = 'waiting'` })
@Index('waitlist_entries_client_address_idx', ['clientAddress'], { where: `status = 'waiting'` })
@Index('waitlist_entries_created_at_idx', ['createdAt'])
export class WaitlistEntryEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Lower-cased. */
  @Column('text')
  email: string;

  @Column('smallint')
  games: number;

  /** The party's length for those games (durationMinutes), as the free times are computed for it. */
  @Column('smallint')
  durationMinutes: number;

  /** yyyy-MM-dd */
  @Column('date')
  day: string;

  @Column('date', { nullable: true })
  secondDay: string | null;

  @Column('text', { array: true })
  parts: DayPart[];

  @Column('text', { default: 'waiting' })
  status: WaitlistEntryStatus;

  @Column('text')
  clientAddress: string;

  /** When the confirmation e-mail went out (sent once). */
  @Column('timestamptz', { nullable: true })
  confirmedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column('timestamptz', { nullable: true })
  endedAt: Date | null;
}
