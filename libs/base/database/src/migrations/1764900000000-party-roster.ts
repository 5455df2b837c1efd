import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The party roster: each booking's children (first name, shirt size, notes, photo consent; deleted with the booking and
 * by housekeeping after the event) and the roster's version and invitation link (the link's token signs
 * `invitation_id`; a new id or none stops the old link).
 */
export class PartyRoster1764900000000 implements MigrationInterface {
  name = 'PartyRoster1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE roster_children (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        booking_id uuid NOT NULL,
        position integer NOT NULL,
        first_name text NOT NULL,
        shirt_size text,
        notes text,
        photo_consent boolean NOT NULL,
        attending boolean NOT NULL DEFAULT true,
        source text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT roster_children_source_check CHECK (source IN ('host', 'family', 'admin')),
        CONSTRAINT roster_children_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES bookings(id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX roster_children_booking_idx ON roster_children (booking_id, position)`);
    await q.query(`
      CREATE TABLE rosters (
        booking_id uuid PRIMARY KEY,
        version integer NOT NULL DEFAULT '0',
        invitation_id uuid,
        invitation_shares_address boolean NOT NULL DEFAULT false,
        invitation_message text,
        invitation_created_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT rosters_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES bookings(id) ON DELETE CASCADE
      )`);
    await q.query(
      `CREATE UNIQUE INDEX rosters_invitation_idx ON rosters (invitation_id) WHERE invitation_id IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE rosters`);
    await q.query(`DROP TABLE roster_children`);
  }
}
