import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The public catalogue (packages, games, gallery, testimonials), community game submissions, and the catalogue's
 * data version: every change to what the public catalogue shows bumps it in the same transaction, so each api
 * replica can tell with one cheap read whether its in-memory copy is still current.
 */
export class Catalog1763790000000 implements MigrationInterface {
  name = 'Catalog1763790000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE packages (
        id serial PRIMARY KEY,
        slug text NOT NULL UNIQUE,
        name text NOT NULL,
        base_price_cents integer NOT NULL CHECK (base_price_cents >= 0),
        description text NOT NULL,
        duration_minutes integer NOT NULL CHECK (duration_minutes > 0),
        games_included integer NOT NULL CHECK (games_included > 0),
        features text[] NOT NULL DEFAULT '{}',
        tier smallint NOT NULL UNIQUE CHECK (tier BETWEEN 1 AND 3),
        popular boolean NOT NULL DEFAULT false
      )`);
    // Catalogue games and custom games draw ids from one sequence: a booking's selected game id is never ambiguous.
    await q.query(`CREATE SEQUENCE game_ids AS integer`);
    await q.query(`
      CREATE TABLE games (
        id integer PRIMARY KEY DEFAULT nextval('game_ids'),
        slug text NOT NULL UNIQUE,
        name text NOT NULL,
        description text NOT NULL,
        image_url text NOT NULL,
        difficulty smallint NOT NULL CHECK (difficulty BETWEEN 1 AND 5),
        min_players integer NOT NULL CHECK (min_players > 0),
        max_players integer NOT NULL,
        space_required text NOT NULL,
        space_type text NOT NULL CHECK (space_type IN ('indoor', 'outdoor', 'both')),
        duration_minutes integer NOT NULL CHECK (duration_minutes > 0),
        age_range text NOT NULL,
        skills text[] NOT NULL DEFAULT '{}',
        equipment text[] NOT NULL DEFAULT '{}',
        CHECK (max_players >= min_players)
      )`);
    await q.query(`ALTER SEQUENCE game_ids OWNED BY games.id`);
    await q.query(`
      CREATE TABLE gallery_images (
        id serial PRIMARY KEY,
        slug text NOT NULL UNIQUE,
        title text NOT NULL,
        image_url text NOT NULL,
        category text NOT NULL CHECK (category IN ('action', 'awards', 'shirts', 'equipment')),
        featured boolean NOT NULL DEFAULT false
      )`);
    await q.query(`
      CREATE TABLE testimonials (
        id serial PRIMARY KEY,
        slug text NOT NULL UNIQUE,
        parent_name text NOT NULL,
        parent_initial text NOT NULL,
        role text NOT NULL,
        rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
        review text NOT NULL,
        event_type text NOT NULL,
        featured boolean NOT NULL DEFAULT false
      )`);
    // submitter_user_id is text without a foreign key: accounts own the users table and its id type.
    await q.query(`
      CREATE TABLE custom_games (
        id integer PRIMARY KEY DEFAULT nextval('game_ids'),
        name text NOT NULL,
        description text NOT NULL,
        equipment text[] NOT NULL DEFAULT '{}',
        age_range text NOT NULL,
        space_required text NOT NULL,
        space_type text NOT NULL CHECK (space_type IN ('indoor', 'outdoor', 'both')),
        difficulty smallint NOT NULL CHECK (difficulty BETWEEN 1 AND 5),
        estimated_duration integer NOT NULL CHECK (estimated_duration > 0),
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
        submitter_user_id text,
        submitter_token uuid,
        reviewed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (submitter_user_id IS NOT NULL OR submitter_token IS NOT NULL)
      )`);
    await q.query(`CREATE INDEX custom_games_approved_idx ON custom_games (created_at) WHERE status = 'approved'`);
    await q.query(
      `CREATE INDEX custom_games_user_idx ON custom_games (submitter_user_id) WHERE submitter_user_id IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX custom_games_token_idx ON custom_games (submitter_token) WHERE submitter_token IS NOT NULL`,
    );
    await q.query(`
      CREATE TABLE catalog_version (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        version bigint NOT NULL,
        changed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`INSERT INTO catalog_version (id, version) VALUES (1, 1)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE catalog_version`);
    await q.query(`DROP TABLE custom_games`);
    await q.query(`DROP TABLE testimonials`);
    await q.query(`DROP TABLE gallery_images`);
    await q.query(`DROP TABLE games`);
    await q.query(`DROP TABLE packages`);
  }
}
