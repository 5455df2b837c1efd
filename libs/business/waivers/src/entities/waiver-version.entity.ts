import { Check, Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * One version of the waiver's text (docs/product/waivers.md#the-text): each change of the text is a new row, never an
 * update, so every signature keeps the text it agreed to. The database refuses an UPDATE or DELETE (migration
 * 1765000000000), as it does for the booking's history.
 */
@Entity('waiver_versions')
@Check('waiver_versions_version_check', 'version >= 1')
export class WaiverVersionEntity {
  @PrimaryColumn('integer', { primaryKeyConstraintName: 'waiver_versions_pkey' })
  version: number;

  @Column('text')
  text: string;

  /** sha256 of the text (UTF-8), hex. */
  @Column('text')
  textHash: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** The admin who saved it (their id, kept as it was: no foreign key, so an account's removal keeps the version). */
  @Column('uuid', { nullable: true })
  createdById: string | null;

  @Column('text')
  createdByName: string;
}
