import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The business's teams and their time. A booking that holds time has one active allocation: a team and the range from
 * its arrival to the end of its buffer. The exclusion constraint makes two active allocations of one team that overlap
 * impossible, whatever the concurrency (btree_gist gives GiST the `=` on team_id). Working windows are minutes after
 * midnight in the business time zone, weekday 0 = Sunday as extract(dow) counts. No foreign key from allocations to
 * bookings: the booking domain owns bookings and calls this one.
 */
export class Availability1764600000000 implements MigrationInterface {
  name = 'Availability1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await q.query(`
      CREATE TABLE teams (
        id serial PRIMARY KEY,
        name text NOT NULL,
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT teams_name_check CHECK (name <> '')
      )`);
    await q.query(`CREATE UNIQUE INDEX teams_name_key ON teams (name)`);
    await q.query(`
      CREATE TABLE team_working_windows (
        id serial PRIMARY KEY,
        team_id integer NOT NULL
          CONSTRAINT team_working_windows_team_id_fkey REFERENCES teams (id) ON DELETE CASCADE,
        weekday smallint NOT NULL,
        start_minute smallint NOT NULL,
        end_minute smallint NOT NULL,
        CONSTRAINT team_working_windows_weekday_check CHECK (weekday BETWEEN 0 AND 6),
        CONSTRAINT team_working_windows_minutes_check CHECK (start_minute >= 0 AND end_minute <= 1440 AND start_minute < end_minute)
      )`);
    await q.query(`CREATE INDEX team_working_windows_team_weekday_idx ON team_working_windows (team_id, weekday)`);
    await q.query(`
      CREATE TABLE team_time_off (
        id serial PRIMARY KEY,
        team_id integer NOT NULL CONSTRAINT team_time_off_team_id_fkey REFERENCES teams (id) ON DELETE CASCADE,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        reason text NOT NULL DEFAULT '',
        CONSTRAINT team_time_off_range_check CHECK (starts_at < ends_at)
      )`);
    await q.query(`CREATE INDEX team_time_off_team_id_idx ON team_time_off (team_id, ends_at)`);
    await q.query(`
      CREATE TABLE blackout_days (
        id serial PRIMARY KEY,
        first_day date NOT NULL,
        last_day date NOT NULL,
        reason text NOT NULL DEFAULT '',
        CONSTRAINT blackout_days_range_check CHECK (first_day <= last_day)
      )`);
    await q.query(`
      CREATE TABLE allocations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        team_id integer NOT NULL CONSTRAINT allocations_team_id_fkey REFERENCES teams (id),
        booking_id uuid NOT NULL,
        during tstzrange NOT NULL,
        kind text NOT NULL,
        hold_expires_at timestamptz,
        active boolean NOT NULL DEFAULT true,
        released_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT allocations_kind_check CHECK (kind IN ('hold', 'firm')),
        CONSTRAINT allocations_hold_expiry_check CHECK ((kind = 'hold') = (hold_expires_at IS NOT NULL)),
        CONSTRAINT allocations_released_check CHECK (active = (released_at IS NULL)),
        CONSTRAINT allocations_during_check CHECK (NOT isempty(during) AND NOT lower_inf(during) AND NOT upper_inf(during)),
        CONSTRAINT allocations_no_overlap EXCLUDE USING gist (team_id WITH =, during WITH &&) WHERE (active)
      )`);
    await q.query(`CREATE UNIQUE INDEX allocations_active_booking_key ON allocations (booking_id) WHERE active`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE allocations`);
    await q.query(`DROP TABLE blackout_days`);
    await q.query(`DROP TABLE team_time_off`);
    await q.query(`DROP TABLE team_working_windows`);
    await q.query(`DROP TABLE teams`);
  }
}
