import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Admin CSV exports: who asked, the table's filters, the worker's progress, and the file in ordered bytea pieces (one
 * backup, one access check, no shared directory between api and worker containers). Pieces are appended, never
 * rewritten, and stored uncompressed (EXTERNAL): compressing 30 MB while writing it cost more than it saved.
 */
export class Exports1764200000000 implements MigrationInterface {
  name = 'Exports1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE exports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        requested_by uuid NOT NULL,
        filters jsonb NOT NULL,
        status text NOT NULL DEFAULT 'queued',
        progress smallint NOT NULL DEFAULT 0,
        row_count integer,
        error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        started_at timestamptz,
        finished_at timestamptz,
        CONSTRAINT exports_status_check CHECK (status IN ('queued', 'running', 'done', 'failed')),
        CONSTRAINT exports_progress_check CHECK (progress BETWEEN 0 AND 100)
      )`);
    await q.query(`CREATE INDEX exports_created_idx ON exports (created_at)`);
    await q.query(`
      CREATE TABLE export_chunks (
        export_id uuid NOT NULL REFERENCES exports (id) ON DELETE CASCADE,
        seq integer NOT NULL,
        data bytea NOT NULL,
        PRIMARY KEY (export_id, seq)
      )`);
    await q.query(`ALTER TABLE export_chunks ALTER COLUMN data SET STORAGE EXTERNAL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE export_chunks`);
    await q.query(`DROP TABLE exports`);
  }
}
