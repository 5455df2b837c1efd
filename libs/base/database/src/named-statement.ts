import { createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';

/**
 * A statement PostgreSQL parses and plans once per pooled connection and is then sent by name: node-postgres's
 * QueryConfig with a `name`. For the long statements run on every request (an availability answer, a claim), whose
 * text is kilobytes and whose planning is a tenth of their cost
 * (bench/results.md#the-computed-availability-read-and-booking-creation). The name follows from the text, so one name
 * never stands for two texts on a connection (node-postgres refuses that).
 */
export interface NamedStatement {
  readonly name: string;
  readonly text: string;
}

/** Made once per statement text (at module load), never per request: the name is a hash of the whole text. */
export function namedStatement(text: string): NamedStatement {
  return { name: `s_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`, text };
}

/**
 * Runs `statement` with `parameters` on `on` (a transaction's manager or the DataSource). TypeORM hands its query to
 * node-postgres's `client.query` as it is, which takes a QueryConfig as well as a text; TypeORM's types say text only.
 */
export function queryNamed<T>(
  on: DataSource | EntityManager,
  statement: NamedStatement,
  parameters: unknown[],
): Promise<T> {
  return on.query(statement as unknown as string, parameters);
}
