import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { CustomGameEntity, GameEntity } from '@app/catalog';
import { BookingEntity } from './booking.entity';

/** One selected game of a booking, in the parent's order: a catalogue game or a custom game, exactly one. */
@Entity('booking_games')
@Check('booking_games_one_game_check', '(game_id IS NULL) <> (custom_game_id IS NULL)')
@Index('booking_games_game_idx', ['gameId'], { where: 'game_id IS NOT NULL' })
@Index('booking_games_custom_game_idx', ['customGameId'], { where: 'custom_game_id IS NOT NULL' })
export class BookingGameEntity {
  @PrimaryColumn('uuid', { primaryKeyConstraintName: 'booking_games_pkey' })
  bookingId: string;

  @PrimaryColumn('smallint', { primaryKeyConstraintName: 'booking_games_pkey' })
  position: number;

  @Column('int', { nullable: true })
  gameId: number | null;

  @Column('int', { nullable: true })
  customGameId: number | null;

  // One way only: a booking's games are read by SQL, and an inverse side on BookingEntity would make the two entity
  // files import each other.
  @ManyToOne(() => BookingEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'booking_id', foreignKeyConstraintName: 'booking_games_booking_id_fkey' })
  booking?: BookingEntity;

  @ManyToOne(() => GameEntity)
  @JoinColumn({ name: 'game_id', foreignKeyConstraintName: 'booking_games_game_id_fkey' })
  game?: GameEntity | null;

  @ManyToOne(() => CustomGameEntity)
  @JoinColumn({ name: 'custom_game_id', foreignKeyConstraintName: 'booking_games_custom_game_id_fkey' })
  customGame?: CustomGameEntity | null;
}
