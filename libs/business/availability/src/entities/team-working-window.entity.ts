import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { TeamEntity } from './team.entity';

/**
 * When a team works on a weekday (0 = Sunday, as PostgreSQL's extract(dow) counts), in minutes after midnight in the
 * business time zone; a day may have several windows. An event (start to end) must fit inside one.
 */
@Entity('team_working_windows')
@Check('team_working_windows_weekday_check', 'weekday BETWEEN 0 AND 6')
@Check('team_working_windows_minutes_check', 'start_minute >= 0 AND end_minute <= 1440 AND start_minute < end_minute')
@Index('team_working_windows_team_weekday_idx', ['teamId', 'weekday'])
export class TeamWorkingWindowEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column('integer')
  teamId: number;

  @ManyToOne(() => TeamEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'team_id', foreignKeyConstraintName: 'team_working_windows_team_id_fkey' })
  team?: TeamEntity;

  @Column('smallint')
  weekday: number;

  @Column('smallint')
  startMinute: number;

  @Column('smallint')
  endMinute: number;
}
