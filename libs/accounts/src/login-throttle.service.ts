import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ACCOUNT_MESSAGES } from '@app/contracts';
import { AccountsException } from './accounts.exception';
import { LOGIN_THROTTLE, ThrottleRule } from './login-throttle.rules';

const PRUNE_PROBABILITY = 0.01;

export interface ThrottleKeys {
  account: string;
  ip: string;
}

/**
 * Sign-in throttling with its counters in PostgreSQL, so every api replica sees the same numbers.
 * Every attempt is counted BEFORE the password is checked and forgiven after a success: a burst of parallel guesses
 * cannot slip past the limit while the first ones are still being verified.
 */
@Injectable()
export class LoginThrottle {
  constructor(private readonly dataSource: DataSource) {}

  static keysFor(username: string, ip: string): ThrottleKeys {
    return { account: `account:${username.trim().toLowerCase()}`, ip: `ip:${ip}` };
  }

  /** Counts one attempt against both keys; throws 429 (with Retry-After) when either is over its limit. */
  async begin(keys: ThrottleKeys): Promise<void> {
    // The address first: a locked-out address should not also spend the attempts of the account it targets.
    await this.count(keys.ip, LOGIN_THROTTLE.ip);
    await this.count(keys.account, LOGIN_THROTTLE.account);
    if (Math.random() < PRUNE_PROBABILITY) await this.prune();
  }

  /** The credentials were right: the account starts afresh and this attempt no longer counts against the address. */
  async succeeded(keys: ThrottleKeys): Promise<void> {
    await this.dataSource.query(`DELETE FROM login_failures WHERE key = $1`, [keys.account]);
    await this.dataSource.query(
      `UPDATE login_failures SET failures = greatest(failures - 1, 0) WHERE key = $1 AND locked_until IS NULL`,
      [keys.ip],
    );
  }

  private async count(key: string, rule: ThrottleRule): Promise<void> {
    const counted: { failures: number }[] = await this.dataSource.query(
      `INSERT INTO login_failures AS f (key, failures, window_started_at) VALUES ($1, 1, now())
       ON CONFLICT (key) DO UPDATE SET
         failures = CASE WHEN f.window_started_at <= now() - $2 * interval '1 second' THEN 1 ELSE f.failures + 1 END,
         window_started_at = CASE WHEN f.window_started_at <= now() - $2 * interval '1 second'
                                  THEN now() ELSE f.window_started_at END,
         locked_until = NULL
       WHERE f.locked_until IS NULL OR f.locked_until <= now()
       RETURNING failures`,
      [key, rule.windowSeconds],
    );
    if (counted.length === 0) return this.refuse(await this.secondsLocked(key));
    if (counted[0].failures <= rule.maxFailures) return;
    // Over the limit: lock, and leave room for exactly one more attempt once the lock ends.
    const [locked]: { seconds: number }[] = await this.dataSource.query(
      `UPDATE login_failures SET locked_until = now() + $2 * interval '1 second', failures = $3 WHERE key = $1
       RETURNING $2::int AS seconds`,
      [key, rule.lockSeconds, rule.maxFailures - 1],
    );
    this.refuse(locked?.seconds ?? rule.lockSeconds);
  }

  /** Forgets counters whose window ended long ago; cheap, so an occasional attempt does it for everyone. */
  private async prune(): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM login_failures WHERE window_started_at < now() - interval '1 day'
       AND (locked_until IS NULL OR locked_until < now())`,
    );
  }

  private async secondsLocked(key: string): Promise<number> {
    const [row]: { seconds: number | null }[] = await this.dataSource.query(
      `SELECT ceil(extract(epoch FROM locked_until - now()))::int AS seconds FROM login_failures WHERE key = $1`,
      [key],
    );
    return Math.max(1, row?.seconds ?? 1);
  }

  private refuse(seconds: number): never {
    throw new AccountsException('TOO_MANY_LOGIN_ATTEMPTS', ACCOUNT_MESSAGES.tooManyAttempts(seconds), {
      headers: { 'Retry-After': String(seconds) },
    });
  }
}
