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
 * A booking's kinds, a browser's reservation of a time chosen in the wizard, and a freed time held for a waiting
 * family (the waiting list's offer).
 */
export type StoredAllocationKind = AllocationKind | 'reservation' | 'offer';

/**
 * A booking's use of a team: `during` runs from the team's arrival (start − set-up) to the end of its buffer
 * (start + duration + buffer). `hold` lasts until `holdExpiresAt` unless made `firm`; released rows stay as history.
 * A `reservation` is a time chosen in the wizard, held for one browser (`holder`) until `holdExpiresAt`: its
 * `bookingId` is the reservation's token until a booking takes it over. Past its expiry it blocks nobody: the reads
 * leave it out and a claim that meets it releases it first (ReservationsService). An `offer` is a freed time held for
 * a waiting family until `holdExpiresAt` (its `bookingId` is the offer's id): it blocks like a hold until the waiting
 * list ends it, so nobody takes the time between one family's offer and the next's (docs/product/waitlist.md).
 * The exclusion constraint is the capacity rule: one team, no two active rows that overlap. A booking has at most one
 * active row. No foreign key to bookings: that domain owns them and calls this one inside its own transaction.
 */
@Entity('allocations')
@Check('allocations_kind_check', `kind IN ('hold', 'firm', 'reservation', 'offer')`)
@Check('allocations_hold_expiry_check', `(kind <> 'firm') = (hold_expires_at IS NOT NULL)`)
@Check('allocations_holder_check', `(kind = 'reservation') = (holder IS NOT NULL)`)
@Check('allocations_released_check', 'active = (released_at IS NULL)')
@Check('allocations_during_check', 'NOT isempty(during) AND NOT lower_inf(during) AND NOT upper_inf(during)')
@Exclusion('allocations_no_overlap', 'USING gist (team_id WITH =, during WITH &&) WHERE (active)')
@Index('allocations_active_booking_key', ['bookingId'], { unique: true, where: 'active' })
@Index('allocations_holder_idx', ['holder'], { where: 'active' })
@Index('allocations_client_address_idx', ['clientAddress'], { where: 'active' })
@Index('allocations_client_email_idx', ['clientEmail'], { where: 'active' })
@Index('allocations_reservation_address_idx', ['clientAddress', 'createdAt'], { where: "kind = 'reservation'" })
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
  kind: StoredAllocationKind;

  @Column('timestamptz', { nullable: true })
  holdExpiresAt: Date | null;

  /** The browser a reservation is held for (its draft's cookie token); null for a booking's allocation. */
  @Column('uuid', { nullable: true })
  holder: string | null;

  /**
   * The client address (clientAddressKey: IPv4, or an IPv6 /64) whose request made a reservation or a new booking's
   * hold: its concurrent limits count the live ones per address (RATE_LIMITS), and the reservations' budget the
   * minutes of those made in its window, released and lapsed ones too. Null for firm time and admins' moves.
   */
  @Column('text', { nullable: true })
  clientAddress: string | null;

  /**
   * The parent e-mail (lower-cased) of the booking a hold is for: the unpaid holds' cap per e-mail counts the live
   * ones from here. Null for reservations, firm time claimed as such and admins' moves of holdless bookings.
   */
  @Column('text', { nullable: true })
  clientEmail: string | null;

  @Column('boolean', { default: true })
  active: boolean;

  @Column('timestamptz', { nullable: true })
  releasedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
