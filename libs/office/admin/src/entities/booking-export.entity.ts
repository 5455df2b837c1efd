import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { AdminExportFilters, ExportKind, ExportStatus } from '@app/contracts';

/** An export (a CSV of bookings, a shirt order's PDF) asked by an admin and written by the worker (migration 1764200000000-exports). */
@Entity('exports')
@Check('exports_status_check', `status IN ('queued', 'running', 'done', 'failed')`)
@Check('exports_kind_check', `kind IN ('bookings-csv', 'shirt-order-pdf')`)
@Check('exports_progress_check', `progress BETWEEN 0 AND 100`)
@Index('exports_created_idx', ['createdAt'])
export class BookingExportEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  requestedBy: string;

  /** What the worker writes: the bookings table's CSV, or the shirt order's PDF. */
  @Column('text', { default: 'bookings-csv' })
  kind: ExportKind;

  /** The bookings table's filters, or the shirt order's period (`from`, `to`). */
  @Column('jsonb')
  filters: AdminExportFilters;

  @Column('text', { default: 'queued' })
  status: ExportStatus;

  @Column('smallint', { default: 0 })
  progress: number;

  @Column('int', { nullable: true })
  rowCount: number | null;

  @Column('text', { nullable: true })
  error: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column('timestamptz', { nullable: true })
  startedAt: Date | null;

  @Column('timestamptz', { nullable: true })
  finishedAt: Date | null;
}
