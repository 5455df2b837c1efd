import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { TeamEntity } from './team.entity';

/** A team away from `startsAt` until `endsAt`: no allocation of it (arrival to buffer's end) may overlap. */
@Entity('team_time_off')
@Check('team_time_off_range_check', 'starts_at < ends_at')
@Index('team_time_off_team_id_idx', ['teamId', 'endsAt'])
export class TeamTimeOffEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('integer')
  teamId: number;

  @ManyToOne(() => TeamEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'team_id', foreignKeyConstraintName: 'team_time_off_team_id_fkey' })
  team?: TeamEntity;

  @Column('timestamptz')
  startsAt: Date;

  @Column('timestamptz')
  endsAt: Date;

  @Column('text', { default: '' })
  reason: string;
}
