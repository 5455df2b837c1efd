import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { BookingEntity } from '@app/bookings';
import type { PartyTeam, SpecialAward } from '@app/contracts';

/**
 * A party's day as its host runs it (docs/product/party-day.md): the teams, the awards and whether the results are
 * final. A row exists once the host first writes one of them; each part keeps the time it was last changed on the
 * phone, so a change made earlier that arrives later does not undo it (docs/product/party-day.md#offline).
 */
@Entity('party_days')
export class PartyDayEntity {
  @PrimaryColumn('uuid')
  bookingId: string;

  @OneToOne(() => BookingEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'booking_id', foreignKeyConstraintName: 'party_days_booking_id_fkey' })
  booking?: BookingEntity;

  /** The teams in the host's order, each with its children (roster ids). Read whole, written whole. */
  @Column('jsonb', { default: () => `'[]'` })
  teams: PartyTeam[];

  @Column({ type: 'timestamptz', nullable: true })
  teamsAt: Date | null;

  /** The host's own choice of champions; null: the leaderboard's first team(s). */
  @Column('text', { nullable: true })
  championTeamId: string | null;

  @Column('jsonb', { default: () => `'[]'` })
  specialAwards: SpecialAward[];

  @Column({ type: 'timestamptz', nullable: true })
  awardsAt: Date | null;

  /** When "Finish results" was pressed (the phone's time); from then only the office corrects a result. */
  @Column({ type: 'timestamptz', nullable: true })
  resultsFinalAt: Date | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
