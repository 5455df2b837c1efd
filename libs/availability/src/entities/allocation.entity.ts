import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Exclusion,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { AllocationKind } from '@app/contracts';
import { TeamEntity } from './team.entity';

/**
 * A booking's use of a team: `during` runs from the team's arrival (start − set-up) to the end of its buffer
 * (start + duration + buffer). `hold` lasts until `holdExpiresAt` unless made `firm`; released rows stay as history.
 * The exclusion constraint is the capacity rule: one team, no two active rows that overlap. A booking has at most one
 * active row. No foreign key to bookings: that domain owns them and calls this one inside its own transaction.
 */
@Entity('allocations')
@Check('allocations_kind_check', `kind IN ('hold', 'firm')`)
@Check('allocations_hold_expiry_check', `(kind = 'hold') = (hold_expires_at IS NOT NULL)`)
@Check('allocations_released_check', 'active = (released_at IS NULL)')
@Check('allocations_during_check', 'NOT isempty(during) AND NOT lower_inf(during) AND NOT upper_inf(during)')
@Exclusion('allocations_no_overlap', 'USING gist (team_id WITH =, during WITH &&) WHERE (active)')
@Index('allocations_active_booking_key', ['bookingId'], { unique: true, where: 'active' })
export class AllocationEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('integer')
  teamId: number;

  @ManyToOne(() => TeamEntity)
  @JoinColumn({ name: 'team_id', foreignKeyConstraintName: 'allocations_team_id_fkey' })
  team?: TeamEntity;

  @Column('uuid')
  bookingId: string;

  /** A tstzrange as PostgreSQL writes it, e.g. ["2026-12-05 15:30:00+00","2026-12-05 19:00:00+00"). */
  @Column('tstzrange')
  during: string;

  @Column('text')
  kind: AllocationKind;

  @Column('timestamptz', { nullable: true })
  holdExpiresAt: Date | null;

  @Column('boolean', { default: true })
  active: boolean;

  @Column('timestamptz', { nullable: true })
  releasedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
