import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import fastifySession from '@fastify/session';
import connectPgSimple from 'connect-pg-simple';
import { Pool } from 'pg';
import { APP_CONFIG, AppConfig } from '@app/config';
import { appPoolOptions } from '@app/database';

// connect-pg-simple extends the Store class of the session library it is given; @fastify/session exports one.
const PgStore = connectPgSimple(fastifySession as unknown as Parameters<typeof connectPgSimple>[0]);

/**
 * A rolling save of a session the request did not change only moves its expiry (connect-pg-simple's touch: an UPDATE
 * of the row if it is still there), never writes it whole (an upsert). A request that was in flight while its user
 * logged out would otherwise write the destroyed session back when it answers, and the cookie it sets with that
 * answer would sign the browser in again.
 */
class RollingSafePgStore extends PgStore {
  override set(sid: string, session: SessionData, callback?: (err?: unknown) => void): void {
    if (typeof session.isModified === 'function' && !session.isModified()) this.touch(sid, session, callback);
    else super.set(sid, session, callback);
  }
}

/** A session read or touch is one short statement; a few connections serve every signed-in request. */
const SESSION_POOL_SIZE = 5;

type SessionData = Parameters<InstanceType<typeof PgStore>['set']>[1] & { isModified?: () => boolean };

/**
 * Sessions live in PostgreSQL (the `sessions` table of migration 1763800000000), so they survive restarts and
 * every api replica sees them. A small pool of its own, closed with the app. Expired rows are pruned by the
 * worker's scheduled housekeeping, not by each replica.
 */
@Injectable()
export class SessionStore implements OnApplicationShutdown {
  private readonly logger = new Logger('Sessions');
  private readonly pool: Pool;
  readonly store: RollingSafePgStore;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    // The same bounded waits as the app's pool: a signed-in request is refused (503) as quickly as any other.
    this.pool = new Pool({ connectionString: config.databaseUrl, ...appPoolOptions(config, SESSION_POOL_SIZE) });
    this.pool.on('error', (err) => this.logger.error({ err }, 'session pool error'));
    this.store = new RollingSafePgStore({
      pool: this.pool,
      tableName: 'sessions',
      createTableIfMissing: false,
      pruneSessionInterval: false,
      errorLog: (...args: unknown[]) => this.logger.error({ args: args.map(String) }, 'session store error'),
    });
  }

  // Not onModuleDestroy: Nest runs that before the HTTP server stops listening, while requests still use this.
  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
    await this.pool.end();
  }
}
