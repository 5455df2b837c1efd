/**
 * Password-guessing limits. Per account: 5 attempts per 15 minutes, then one attempt a minute, so an attacker
 * gets very few guesses yet can keep a real user out for at most a minute after they stop. Per client address:
 * 20 failures per 15 minutes across any accounts (spraying one password over many usernames), then 5 minutes out.
 */
export interface ThrottleRule {
  maxFailures: number;
  windowSeconds: number;
  lockSeconds: number;
}

export const LOGIN_THROTTLE: Record<'account' | 'ip', ThrottleRule> = {
  account: { maxFailures: 5, windowSeconds: 15 * 60, lockSeconds: 60 },
  ip: { maxFailures: 20, windowSeconds: 15 * 60, lockSeconds: 5 * 60 },
};
