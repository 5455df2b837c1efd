import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The roster's PDFs: the award certificates and the host's run sheet, keyed by the digest of the HTML they are rendered
 * from; the latest of each kind per booking, deleted with the booking and by housekeeping after a day.
 */
export class RosterDocuments1764930000000 implements MigrationInterface {
  name = 'RosterDocuments1764930000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE roster_documents (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        booking_id uuid NOT NULL,
        kind text NOT NULL,
        digest text NOT NULL,
        html text NOT NULL,
        pdf bytea,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT roster_documents_kind_check CHECK (kind IN ('certificates', 'run-sheet')),
        CONSTRAINT roster_documents_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES bookings(id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE UNIQUE INDEX roster_documents_key ON roster_documents (booking_id, kind, digest)`);
    await q.query(`CREATE INDEX roster_documents_created_idx ON roster_documents (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE roster_documents`);
  }
}
