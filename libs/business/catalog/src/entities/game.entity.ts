import { Check, Column, Entity, PrimaryColumn } from 'typeorm';
import type { SpaceType } from '@app/contracts';

@Entity('games')
@Check('games_difficulty_check', 'difficulty BETWEEN 1 AND 5')
@Check('games_min_players_check', 'min_players > 0')
@Check('games_space_type_check', `space_type IN ('indoor', 'outdoor', 'both')`)
@Check('games_duration_minutes_check', 'duration_minutes > 0')
@Check('games_check', 'max_players >= min_players')
export class GameEntity {
  /** Drawn from the game_ids sequence shared with custom_games. */
  @PrimaryColumn({ type: 'integer', default: () => "nextval('game_ids')" })
  id: number;

  @Column('text', { unique: true })
  slug: string;

  @Column('text')
  name: string;

  @Column('text')
  description: string;

  @Column('text')
  imageUrl: string;

  @Column('smallint')
  difficulty: number;

  @Column('int')
  minPlayers: number;

  @Column('int')
  maxPlayers: number;

  @Column('text')
  spaceRequired: string;

  @Column('text')
  spaceType: SpaceType;

  @Column('int')
  durationMinutes: number;

  @Column('text')
  ageRange: string;

  @Column('text', { array: true, default: () => "'{}'" })
  skills: string[];

  @Column('text', { array: true, default: () => "'{}'" })
  equipment: string[];
}
