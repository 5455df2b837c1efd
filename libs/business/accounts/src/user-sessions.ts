import type { EntityManager } from 'typeorm';
import { SESSION_USER_KEY } from './request-user';

/**
 * Signs the account out everywhere: every session row whose principal is this account goes (connect-pg-simple's
 * `sessions`, its `sess` JSON holding the principal under SESSION_USER_KEY), so each browser's next request is
 * anonymous and a request in flight only touches a row that is gone (RollingSafePgStore). Run inside the transaction
 * of the change that calls for it, so the sessions end exactly when it commits. A scan of the table: it serves rare
 * changes (a password set again), never a request's path.
 */
export async function endSessionsOf(manager: EntityManager, userId: string): Promise<void> {
  await manager.query(`DELETE FROM sessions WHERE sess -> $2::text ->> 'id' = $1`, [userId, SESSION_USER_KEY]);
}
