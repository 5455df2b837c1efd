import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bookings (docs/product/api.md#entities) with every amount in integer cents as the server priced it, and their
 * selected games in order. The owner is an account (user_id) or, for an anonymous parent, the browser's capability
 * token (owner_token); user_id has no foreign key, like custom_games.submitter_user_id: accounts own the users table.
 */
export class Bookings1763860000000 implements MigrationInterface {
  name = 'Bookings1763860000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE bookings (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid,
        owner_token uuid,
        status text NOT NULL DEFAULT 'pending',
        payment_status text NOT NULL DEFAULT 'unpaid',
        payment_completed_at timestamptz,
        parent_name text NOT NULL,
        parent_email text NOT NULL,
        parent_phone text NOT NULL,
        child_name text NOT NULL,
        child_age smallint NOT NULL,
        event_date date NOT NULL,
        event_time text NOT NULL,
        guest_count smallint NOT NULL,
        event_type text NOT NULL,
        event_theme text,
        intensity text NOT NULL DEFAULT 'medium',
        location_address text NOT NULL,
        location_city text NOT NULL,
        location_state text NOT NULL,
        location_zip_code text NOT NULL,
        location_space_details text NOT NULL,
        add_ons_photography boolean NOT NULL DEFAULT false,
        add_ons_videography boolean NOT NULL DEFAULT false,
        add_ons_custom_shirts boolean NOT NULL DEFAULT false,
        add_ons_custom_awards boolean NOT NULL DEFAULT false,
        special_requests text,
        package_cents integer NOT NULL,
        extra_guests_cents integer NOT NULL,
        photography_cents integer NOT NULL,
        videography_cents integer NOT NULL,
        custom_shirts_cents integer NOT NULL,
        custom_awards_cents integer NOT NULL,
        large_group_discount_cents integer NOT NULL,
        total_cents integer NOT NULL,
        duration_minutes integer NOT NULL,
        promo_code text,
        promo_discount_cents integer NOT NULL DEFAULT 0,
        final_cents integer NOT NULL,
        amount_paid_cents integer NOT NULL DEFAULT 0,
        balance_due_cents integer NOT NULL,
        notified_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT bookings_status_check CHECK (status IN ('pending', 'confirmed', 'cancelled')),
        CONSTRAINT bookings_payment_status_check
          CHECK (payment_status IN ('unpaid', 'deposit_paid', 'completed', 'refunded')),
        CONSTRAINT bookings_intensity_check CHECK (intensity IN ('low', 'medium', 'high')),
        CONSTRAINT bookings_child_age_check CHECK (child_age BETWEEN 3 AND 18),
        CONSTRAINT bookings_guest_count_check CHECK (guest_count BETWEEN 4 AND 50),
        CONSTRAINT bookings_money_check CHECK (
          package_cents >= 0 AND extra_guests_cents >= 0 AND photography_cents >= 0 AND videography_cents >= 0
          AND custom_shirts_cents >= 0 AND custom_awards_cents >= 0 AND large_group_discount_cents >= 0
          AND total_cents >= 0 AND promo_discount_cents >= 0 AND final_cents >= 0 AND amount_paid_cents >= 0
          AND balance_due_cents >= 0
        ),
        CONSTRAINT bookings_owner_check CHECK (user_id IS NOT NULL OR owner_token IS NOT NULL)
      )`);
    // The admin list sorts by creation and filters by event date and status; owners list their own, newest first.
    await q.query(`CREATE INDEX bookings_created_at_idx ON bookings (created_at)`);
    await q.query(`CREATE INDEX bookings_event_date_idx ON bookings (event_date)`);
    await q.query(`CREATE INDEX bookings_status_idx ON bookings (status)`);
    await q.query(`CREATE INDEX bookings_user_idx ON bookings (user_id, created_at) WHERE user_id IS NOT NULL`);
    await q.query(`CREATE INDEX bookings_owner_token_idx ON bookings (owner_token) WHERE owner_token IS NOT NULL`);

    // Each selected game in the parent's order: a catalogue game or a custom game, exactly one of the two.
    await q.query(`
      CREATE TABLE booking_games (
        booking_id uuid NOT NULL,
        position smallint NOT NULL,
        game_id integer,
        custom_game_id integer,
        CONSTRAINT booking_games_pkey PRIMARY KEY (booking_id, position),
        CONSTRAINT booking_games_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES bookings (id) ON DELETE CASCADE,
        CONSTRAINT booking_games_game_id_fkey FOREIGN KEY (game_id) REFERENCES games (id),
        CONSTRAINT booking_games_custom_game_id_fkey FOREIGN KEY (custom_game_id) REFERENCES custom_games (id),
        CONSTRAINT booking_games_one_game_check CHECK ((game_id IS NULL) <> (custom_game_id IS NULL))
      )`);
    // The foreign keys from games and custom_games are checked on their deletes: index them.
    await q.query(`CREATE INDEX booking_games_game_idx ON booking_games (game_id) WHERE game_id IS NOT NULL`);
    await q.query(
      `CREATE INDEX booking_games_custom_game_idx ON booking_games (custom_game_id) WHERE custom_game_id IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE booking_games`);
    await q.query(`DROP TABLE bookings`);
  }
}
