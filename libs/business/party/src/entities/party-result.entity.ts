import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { BookingEntity } from '@app/bookings';
import type { TeamPoints } from '@app/contracts';

/** One game's result at a party (docs/product/party-day.md#games-and-results). */
@Entity('party_results')
export class PartyResultEntity {
  @PrimaryColumn('uuid')
  bookingId: string;

  @ManyToOne(() => BookingEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'booking_id', foreignKeyConstraintName: 'party_results_booking_id_fkey' })
  booking?: BookingEntity;

  /** The game as HostParty.games[].id names it ("12", "custom-3"). */
  @PrimaryColumn('text')
  gameId: string;

  /** The team named the winner; null when points were recorded. */
  @Column('text', { nullable: true })
  winnerTeamId: string | null;

  @Column('jsonb', { nullable: true })
  points: TeamPoints[] | null;

  /** The phone's time of the change (or the office's): a change made earlier does not replace it. */
  @Column({ type: 'timestamptz' })
  recordedAt: Date;

  @Column('boolean', { default: false })
  correctedByAdmin: boolean;
}
