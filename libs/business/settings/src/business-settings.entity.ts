import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { DEFAULT_WAITLIST_OFFER_MINUTES, type UsState } from '@app/contracts';

/**
 * The admin's settings: one row (id 1), a column per setting so each keeps its type and bounds here too (the bounds are
 * SETTINGS_RULES'). No row: the environment's values stand (SettingsService.defaults).
 */
@Entity('business_settings')
@Check('business_settings_one_row_check', 'id = 1')
@Check(
  'business_settings_bounds_check',
  'cancellation_fee_percent BETWEEN 0 AND 100 AND hold_minutes BETWEEN 5 AND 1440 AND minimum_notice_hours BETWEEN 0 AND 2160',
)
@Check(
  'business_settings_retention_check',
  'roster_retention_days BETWEEN 1 AND 3650 AND album_retention_days BETWEEN 8 AND 3650',
)
@Check('business_settings_waitlist_offer_check', 'waitlist_offer_minutes BETWEEN 15 AND 2880')
export class BusinessSettingsEntity {
  @PrimaryColumn('smallint', { default: 1 })
  id: number;

  @Column('text')
  businessName: string;

  @Column('text')
  phone: string;

  @Column('text')
  email: string;

  @Column('text')
  postalAddress: string;

  @Column('text')
  serviceArea: string;

  @Column('text', { array: true })
  serviceStates: UsState[];

  @Column('text', { array: true })
  serviceZipPrefixes: string[];

  @Column('text')
  timeZone: string;

  @Column('text', { nullable: true })
  facebookUrl: string | null;

  @Column('text', { nullable: true })
  instagramUrl: string | null;

  @Column('text', { nullable: true })
  twitterUrl: string | null;

  @Column('text', { nullable: true })
  googleReviewUrl: string | null;

  @Column('text')
  taxNote: string;

  @Column('integer')
  cancellationFeePercent: number;

  @Column('integer')
  holdMinutes: number;

  @Column('integer')
  minimumNoticeHours: number;

  /** A row saved before the waiting list existed keeps its shipped offer time (the migration's default). */
  @Column('integer', { default: DEFAULT_WAITLIST_OFFER_MINUTES })
  waitlistOfferMinutes: number;

  /** A row saved before these settings existed keeps the shipped periods (the migration's defaults). */
  @Column('integer', { default: 30 })
  rosterRetentionDays: number;

  @Column('integer', { default: 90 })
  albumRetentionDays: number;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
