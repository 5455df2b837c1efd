import { Client } from 'pg';

/**
 * Puts the business settings back as first run leaves them: no saved row, so the environment's values stand (a
 * suite's own BUSINESS_TIME_ZONE, say). A Jest worker's suites share one database and an app reads the row when it
 * starts, so a row an earlier suite saved, even one holding the values it read first, would give the next suite's apps
 * that suite's time zone and rules. Run before every integration suite and every spec of a folder's suite
 * (runFolderSpecs), rather than by each suite that saves settings at its end: one such clean-up forgotten failed an
 * unrelated suite, and only at the hours when the two zones' calendar days differ.
 */
export async function forgetSavedSettings(): Promise<void> {
  if (!process.env.DATABASE_URL) return;
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query('DELETE FROM business_settings');
  } finally {
    await client.end();
  }
}
