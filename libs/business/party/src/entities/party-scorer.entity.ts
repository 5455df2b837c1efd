import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { BookingEntity } from '@app/bookings';

/** The phone scoring a game now (docs/product/party-day.md#one-scorer-per-game). */
@Entity('party_scorers')
export class PartyScorerEntity {
  @PrimaryColumn('uuid')
  bookingId: string;

  @ManyToOne(() => BookingEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'booking_id', foreignKeyConstraintName: 'party_scorers_booking_id_fkey' })
  booking?: BookingEntity;

  @PrimaryColumn('text')
  gameId: string;

  /** The id the phone made for itself. */
  @Column('text')
  deviceId: string;

  /**
   * The host on that phone: the same host on another phone (a new session, the installed app beside the browser) takes
   * the game without being refused. Null for rows from before it was kept.
   */
  @Column('uuid', { nullable: true })
  hostId: string | null;

  /** The host on that phone, as another phone is told ("Sam is scoring this game on another phone."). */
  @Column('text')
  hostName: string;

  /** The phone's time it began scoring. */
  @Column({ type: 'timestamptz' })
  since: Date;
}
