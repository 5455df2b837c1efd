import { Check, Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import type { SpaceType } from '@app/contracts';

export type CustomGameStatus = 'pending' | 'approved' | 'rejected';

/**
 * A parent's game idea awaiting review (docs/product/pages.md#custom-games); approved ones join the public games list.
 */
@Entity('custom_games')
@Check('custom_games_space_type_check', `space_type IN ('indoor', 'outdoor', 'both')`)
@Check('custom_games_difficulty_check', 'difficulty BETWEEN 1 AND 5')
@Check('custom_games_estimated_duration_check', 'estimated_duration > 0')
@Check('custom_games_status_check', `status IN ('pending', 'approved', 'rejected')`)
@Check('custom_games_check', 'submitter_user_id IS NOT NULL OR submitter_token IS NOT NULL')
@Index('custom_games_approved_idx', ['createdAt'], { where: `status = 'approved'` })
@Index('custom_games_user_idx', ['submitterUserId'], { where: 'submitter_user_id IS NOT NULL' })
@Index('custom_games_token_idx', ['submitterToken'], { where: 'submitter_token IS NOT NULL' })
export class CustomGameEntity {
  /** Drawn from the game_ids sequence shared with games. */
  @PrimaryColumn({ type: 'integer', default: () => "nextval('game_ids')" })
  id: number;

  @Column('text')
  name: string;

  @Column('text')
  description: string;

  @Column('text', { array: true, default: () => "'{}'" })
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

  @Column('text', { default: 'pending' })
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
