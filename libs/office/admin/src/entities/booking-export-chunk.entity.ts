import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { BookingExportEntity } from './booking-export.entity';

/**
 * One piece of an export's CSV, in order of `seq` (migration 1764200000000-exports). The worker appends pieces as the
 * cursor yields rows, so no write ever rewrites the file so far, and the download streams them one at a time.
 */
@Entity('export_chunks')
export class BookingExportChunkEntity {
  @PrimaryColumn('uuid')
  exportId: string;

  @PrimaryColumn('int')
  seq: number;

  @Column('bytea')
  data: Buffer;

  @ManyToOne(() => BookingExportEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'export_id', foreignKeyConstraintName: 'export_chunks_export_id_fkey' })
  export?: BookingExportEntity;
}
