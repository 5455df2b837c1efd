import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { SpaceType } from '@app/contracts';

@Entity('games')
export class GameEntity {
  /** Drawn from the game_ids sequence shared with custom_games. */
  @PrimaryGeneratedColumn()
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

  @Column('text', { array: true })
  skills: string[];

  @Column('text', { array: true })
  equipment: string[];
}
