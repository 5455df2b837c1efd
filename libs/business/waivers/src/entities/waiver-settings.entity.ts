import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The waiver switches, one row (id 1); no row: waivers are off. */
@Entity('waiver_settings')
@Check('waiver_settings_one_row_check', 'id = 1')
export class WaiverSettingsEntity {
  @PrimaryColumn('smallint', { default: 1, primaryKeyConstraintName: 'waiver_settings_pkey' })
  id: number;

  @Column('boolean')
  waiversEnabled: boolean;

  /** The host may check a child in without a signature; the booking's history says so each time. */
  @Column('boolean')
  arriveWithoutWaiver: boolean;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
