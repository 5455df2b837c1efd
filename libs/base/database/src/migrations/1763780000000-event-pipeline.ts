import { MigrationInterface, QueryRunner } from 'typeorm';

/** The transactional outbox, the consumers' dedupe table, and the first event source: contact messages. */
export class EventPipeline1763780000000 implements MigrationInterface {
  name = 'EventPipeline1763780000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE outbox (
        id uuid PRIMARY KEY,
        type text NOT NULL,
        payload jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        published_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        last_error text
      )`);
    await q.query(`CREATE INDEX outbox_unpublished_idx ON outbox (created_at) WHERE published_at IS NULL`);
    // Wake the relay at commit time instead of waiting for its next poll.
    await q.query(`
      CREATE FUNCTION outbox_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_notify('outbox', NEW.id::text); RETURN NEW; END $$`);
    await q.query(`CREATE TRIGGER outbox_notify AFTER INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION outbox_notify()`);
    await q.query(`
      CREATE TABLE processed_events (
        event_id uuid NOT NULL,
        handler text NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (event_id, handler)
      )`);
    await q.query(`
      CREATE TABLE contact_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        email text NOT NULL,
        subject text NOT NULL,
        message text NOT NULL,
        notified_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE contact_messages`);
    await q.query(`DROP TABLE processed_events`);
    await q.query(`DROP TABLE outbox`);
    await q.query(`DROP FUNCTION outbox_notify`);
  }
}
