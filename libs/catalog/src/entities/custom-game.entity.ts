import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { SpaceType } from '@app/contracts';

export type CustomGameStatus = 'pending' | 'approved' | 'rejected';

/** A parent's game idea awaiting review (DESIGN §4.11); approved ones join the public games list. */
@Entity('custom_games')
export class CustomGameEntity {
  /** Drawn from the game_ids sequence shared with games. */
  @PrimaryGeneratedColumn()
  id: number;

  @Column('text')
  name: string;

  @Column('text')
  description: string;

  @Column('text', { array: true })
  equipment: string[];

  @Column('text')
  ageRange: string;

  @Column('text')
  spaceRequired: string;

  @Column('text')
  spaceType: SpaceType;

  @Column('smallint')
  difficulty: number;

  @Column('int')
  estimatedDuration: number;

  @Column('text')
  status: CustomGameStatus;

  @Column('text', { nullable: true })
  submitterUserId: string | null;

  @Column('uuid', { nullable: true })
  submitterToken: string | null;

  @Column('timestamptz', { nullable: true })
  reviewedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
