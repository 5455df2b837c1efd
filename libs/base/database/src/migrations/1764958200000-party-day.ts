import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The party day from the host's phone (docs/product/party-day.md): a party's teams, awards and the results' lock
 * (party_days), each game's result (party_results) and the phone scoring it (party_scorers). Each goes with its
 * booking.
 */
export class PartyDay1764958200000 implements MigrationInterface {
  name = 'PartyDay1764958200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE party_days (
        booking_id uuid NOT NULL,
        teams jsonb NOT NULL DEFAULT '[]',
        teams_at timestamptz,
        champion_team_id text,
        special_awards jsonb NOT NULL DEFAULT '[]',
        awards_at timestamptz,
        results_final_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_038442602d99c5b41dd3c895d9c" PRIMARY KEY (booking_id),
        CONSTRAINT party_days_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES bookings(id) ON DELETE CASCADE
      )`,
    );
    await q.query(
      `CREATE TABLE party_results (
        booking_id uuid NOT NULL,
        game_id text NOT NULL,
        winner_team_id text,
        points jsonb,
        recorded_at timestamptz NOT NULL,
        corrected_by_admin boolean NOT NULL DEFAULT false,
        CONSTRAINT "PK_d4b9c328c248631c94bfe1a32f8" PRIMARY KEY (booking_id, game_id),
        CONSTRAINT party_results_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES bookings(id) ON DELETE CASCADE
      )`,
    );
    await q.query(
      `CREATE TABLE party_scorers (
        booking_id uuid NOT NULL,
        game_id text NOT NULL,
        device_id text NOT NULL,
        host_name text NOT NULL,
        since timestamptz NOT NULL,
        CONSTRAINT "PK_47ee6fb273bcb05e2c3f63eb3db" PRIMARY KEY (booking_id, game_id),
        CONSTRAINT party_scorers_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES bookings(id) ON DELETE CASCADE
      )`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE party_scorers`);
    await q.query(`DROP TABLE party_results`);
    await q.query(`DROP TABLE party_days`);
  }
}
