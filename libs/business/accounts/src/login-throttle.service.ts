import { Injectable } from '@nestjs/common';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import {
  clientAddressKey,
  isRefusal,
  LOGIN_DELAY,
  loginDelaySeconds,
  RateLimitRule,
  RateLimitStore,
  refusal,
} from '@app/rate-limit';
import { AccountsException } from './accounts.exception';

/** Who is trying: the counter keys of one sign-in attempt. */
export interface LoginAttempt {
  address: string;
  /** The account and the address together: only this pair is ever slowed down for this account. */
  pair: string;
}

/**
 * Sign-in throttling (rate-limiter-flexible's login-protection pattern), counters shared by every replica:
 * - per account AND client address, consecutive failures: 'login-pair' attempts are free, then every attempt waits
 *   for the last one's delay (1 min, 2 min, 4 min ... 1 h). An attacker elsewhere never slows the owner's address;
 *   one address cannot brute-force an account. A success resets the pair.
 * - per client address, failures over all accounts per day ('login-address'): slow brute force and spraying.
 * Every attempt is counted BEFORE the password is checked and forgiven after a success, so a burst of parallel
 * guesses cannot slip past the limit while the first ones are still being verified.
 */
@Injectable()
export class LoginThrottle {
  private readonly addressRule: RateLimitRule;
  private readonly pairRule: RateLimitRule;
  private readonly failuresByAddress: RateLimiterRedis;
  private readonly failuresByPair: RateLimiterRedis;
  /** Holds one attempt of a pair past its free ones; its TTL is the delay the next attempt waits. */
  private readonly pairDelay: RateLimiterRedis;

  constructor(store: RateLimitStore) {
    this.addressRule = store.rule('login-address');
    this.pairRule = store.rule('login-pair');
    this.failuresByAddress = store.signInLimiter('login-address', this.addressRule.points, this.addressRule.seconds);
    this.failuresByPair = store.signInLimiter('login-pair', this.pairRule.points, this.pairRule.seconds);
    this.pairDelay = store.signInLimiter('login-delay', 1, LOGIN_DELAY.maxSeconds);
  }

  /** Counts one attempt; throws 429 (with Retry-After) when the address, or this pair, has to wait. */
  async begin(username: string, ip: string | undefined): Promise<LoginAttempt> {
    const address = clientAddressKey(ip);
    const attempt: LoginAttempt = { address, pair: `${address}|${username.trim().toLowerCase()}` };
    // The address first: a locked-out address should not also spend the attempts of the account it targets.
    await this.failuresByAddress.consume(attempt.address).catch((reason: unknown) => {
      throw isRefusal(reason) ? tooMany(this.addressRule, reason.msBeforeNext) : reason;
    });
    const { consumedPoints } = await this.failuresByPair.consume(attempt.pair).catch(asResult);
    if (consumedPoints < this.pairRule.points) return attempt;
    // Past the free attempts only one attempt at a time gets through, and it sets the wait for the next one.
    const delay = loginDelaySeconds(consumedPoints, this.pairRule.points);
    try {
      await this.pairDelay.consume(attempt.pair, 1, { customDuration: delay });
    } catch (reason) {
      if (!isRefusal(reason)) throw reason;
      // A refused attempt guessed nothing: it does not lengthen the next delay.
      await this.failuresByPair.reward(attempt.pair);
      throw tooMany(this.pairRule, reason.msBeforeNext);
    }
    return attempt;
  }

  /** The credentials were right: the pair starts afresh and this attempt no longer counts against the address. */
  async succeeded(attempt: LoginAttempt): Promise<void> {
    await Promise.all([
      this.failuresByPair.delete(attempt.pair),
      this.pairDelay.delete(attempt.pair),
      this.failuresByAddress.reward(attempt.address),
    ]);
  }
}

/** The pair counter is only read, never enforced by itself: a refusal carries the same count as a success. */
function asResult(reason: unknown): RateLimiterRes {
  if (isRefusal(reason)) return reason;
  throw reason;
}

const tooMany = (rule: RateLimitRule, msBeforeNext: number) =>
  new AccountsException('TOO_MANY_LOGIN_ATTEMPTS', ...refusal(rule, msBeforeNext));
